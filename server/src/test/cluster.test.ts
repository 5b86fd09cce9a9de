import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { found } from './test-app';

// A class through nginx over two instances on one PostgreSQL and one Redis: the real server
// processes started by `npm run cluster` (scripts/cluster.mjs), Debian's nginx in front, real HTTP.
// PostgreSQL only: PGlite lives inside one process and cannot be shared.

const STUDENTS = 16;
const QUESTIONS = 4;
const ROUNDS = 8;
const EMAIL = 'cluster-teacher@example.com';
const PASSWORD = 'cluster password 123';

type Cluster = {
  url: string;
  instances: { address: string; process: { kill(signal: string): void }; exited: Promise<unknown> }[];
  stop(): Promise<void>;
};

describe.runIf(!!process.env.DATABASE_URL)('a class through nginx over two instances', () => {
  let cluster: Cluster;
  let databaseUrl: string;
  const dropDatabase: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const name = `qz_cluster_${process.pid}`;
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    dropDatabase.push(() => adminQuery(`drop database if exists ${name} with (force)`));
    const url = new URL(found(process.env.DATABASE_URL, 'DATABASE_URL'));
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // a path in a variable: the script is plain JavaScript outside the server's TypeScript project
    const script = new URL('../../../scripts/cluster.mjs', import.meta.url).href;
    const { startCluster } = await import(script);
    cluster = await startCluster({
      instances: 2,
      databaseUrl,
      port: 20_000 + (process.pid % 10_000) * 4,
      env: { LOG_LEVEL: 'warn' },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    for (const drop of dropDatabase) await drop();
  }, 60_000);

  it('joins and saves land on both, the live stream on one hears the other, a killed instance loses no acknowledged answer, a limit counts across both', async () => {
    const base = cluster.url;
    const [first, second] = cluster.instances.map((instance) => instance.address);
    execFileSync('npm', ['run', '-s', 'staff', '--', '--email', EMAIL, '--password', PASSWORD], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    const signIn = await post(base, '/auth/jwt/create/', { username: EMAIL, password: PASSWORD });
    const auth = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };
    const created = await post(
      base,
      '/api/quizz',
      {
        title: 'Through nginx',
        duration: 30,
        questions: Array.from({ length: QUESTIONS }, (_, i) => ({
          text: `Question ${i + 1}?`,
          answer1: 'one',
          answer2: 'two',
          correct_answer: 1,
        })),
      },
      auth,
    );
    const quiz = (await created.json()) as { code: string; questions: { id: number }[] };
    expect((await post(base, `/api/quizz/_start_now/${quiz.code}`, undefined, auth)).ok).toBe(true);

    // the teacher's live stream, through nginx, on one instance
    const stream = await openStream(base, quiz.code, auth.authorization);
    await stream.next('ready');
    const other = stream.upstream === first ? second : first;

    // students join through nginx: on both instances; a join on the other one reaches the stream
    const sessions: string[] = [];
    const joinedOn = new Set<string>();
    let heardFromOther = 0;
    for (let i = 0; i < STUDENTS; i++) {
      const heard = stream.count('update');
      const joined = await post(base, `/api/quizz/response/_start/${quiz.code}`, {
        firstName: `Student${i}`,
        lastName: 'Cluster',
      });
      expect(joined.status).toBe(201);
      const upstream = servedBy(joined);
      joinedOn.add(upstream);
      sessions.push(((await joined.json()) as { response: { session_id: string } }).response.session_id);
      if (upstream === other) {
        await stream.next('update', heard);
        heardFromOther++;
      }
    }
    expect([...joinedOn].sort()).toEqual([first, second].sort());
    expect(heardFromOther).toBeGreaterThan(0);

    // every student saves ROUNDS answers; in the middle, the instance without the stream is killed
    const acknowledged = new Map<string, { answer: number; sequence: number }>();
    const savedOn = { before: new Set<string>(), after: new Set<string>() };
    let saves = 0;
    let retries = 0;
    let killed = false;
    const killAt = (STUDENTS * ROUNDS) / 2;
    const killedInstance = found(
      cluster.instances.find((instance) => instance.address === other),
      `the instance at ${other}`,
    );
    await Promise.all(
      sessions.map(async (session, s) => {
        for (let round = 0; round < ROUNDS; round++) {
          const question = quiz.questions[(s + round) % QUESTIONS].id;
          const answer = 1 + ((s + round) % 2);
          const sequence = round + 1;
          // the client's retry loop: the same save until it is acknowledged
          for (let attempt = 0; ; attempt++) {
            if (attempt > 0) retries++;
            expect(attempt).toBeLessThan(60);
            const sentAfterKill = killed;
            const saved = await post(base, `/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
              key: question,
              answer,
              sequence,
            }).catch(() => undefined);
            if (saved?.status === 201) {
              (sentAfterKill ? savedOn.after : savedOn.before).add(servedBy(saved));
              acknowledged.set(`${session}/${question}`, { answer, sequence });
              break;
            }
            if (saved && ![502, 503, 504].includes(saved.status))
              throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          if (++saves === killAt) {
            killed = true;
            killedInstance.process.kill('SIGKILL');
          }
        }
      }),
    );
    await killedInstance.exited;
    expect([...savedOn.before].sort()).toEqual([first, second].sort());
    expect([...savedOn.after]).toEqual([stream.upstream]);
    console.info(
      `cluster: ${saves} saves acknowledged, ${retries} retries after SIGKILL of ${other} in the middle; joins on ${[...joinedOn].join(' and ')}`,
    );

    // nothing acknowledged is lost: the database holds every student's last acknowledged answer
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; answer: number; sequence: string }>(
        `select session_id || '/' || question_id as key, answer, sequence from session_answers`,
      );
      const stored = new Map(rows.map((r) => [r.key, { answer: r.answer, sequence: Number(r.sequence) }]));
      expect(stored.size).toBe(acknowledged.size);
      for (const [key, value] of acknowledged) expect(stored.get(key), key).toEqual(value);
    } finally {
      await client.end();
    }

    // the stream still hears the class on the instance left
    const heard = stream.count('update');
    await post(base, `/api/quizz/response/_start/${quiz.code}`, { firstName: 'Late', lastName: 'Cluster' });
    await stream.next('update', heard);
    stream.close();

    // a limit of N counts across instances: 30 unknown codes a minute per address (Redis), then 429
    const misses: number[] = [];
    for (let i = 0; i < 31; i++) misses.push((await fetch(`${base}/api/quizz/_start/NOSUCH${i}`)).status);
    expect(misses).toEqual([...Array(30).fill(404), 429]);
  }, 240_000);
});

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function post(base: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

/** An event stream through nginx: its events' types in order, and which instance serves it. */
async function openStream(base: string, code: string, authorization: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/quizz/${code}/events`, {
    headers: { authorization },
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const types: string[] = [];
  const waiters: (() => void)[] = [];
  const body = found(res.body, 'an event stream');
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const type = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (type) types.push(type);
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {}
  })();
  return {
    upstream: servedBy(res),
    count: (type: string) => types.filter((t) => t === type).length,
    /** Waits for the (after+1)-th event of `type`: one that came after `after` of them were seen. */
    async next(type: string, after = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (types.filter((t) => t === type).length <= after) {
        if (Date.now() > deadline) throw new Error(`no '${type}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => controller.abort(),
  };
}

/** The instance that answered: nginx's `$upstream_addr` lists every upstream it tried ("A, B" when A was
 * down and the request was passed on to B), and the last one is the one whose answer the client got. */
function servedBy(res: Response): string {
  const tried = found(res.headers.get('x-upstream'), 'an x-upstream header').split(',');
  return found(tried.at(-1), 'an upstream address').trim();
}
