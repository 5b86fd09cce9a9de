// How fast one address learns which quiz codes are running (docs/SECURITY.md "Quiz codes cannot be
// guessed quickly"): probes every route that takes a quiz code (the join's lookup and the eight session
// calls, with a random session id each time), half on running codes, half on unknown ones, as fast as
// `connections` parallel clients go, from one address, for `seconds` (the join's lookup on unknown codes
// only: a running code is a hit, answered while the address is under the limit).
//   node bench/code-probes.mjs [seconds=180] [connections=4]
// Starts its own server (compiled, PGlite in a temporary directory, default limits). A probe teaches
// something when it is answered (404, or the join's 200 / 403) rather than refused (429): those are
// counted per second, with the requests the server answered in all (what an unguarded route would leak).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { api, createStaff, login, ownServer, root, serverArgs, waitReady } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 180);
const connections = Number(process.argv[3] ?? 4);
const CODES = 31 ** 6; // CODE_ALPHABET (31 characters) ^ QUIZ_CODE_LENGTH (common/src/codes.ts)
const RUNNING = 1_000;

const { dataDir, baseUrl: base, env } = await ownServer('code-probes-', { DATABASE_URL: '', REDIS_URL: '' });
const args = serverArgs();
const [email, password] = ['probes@example.com', 'bench password 123'];
createStaff(email, password, env);
const logFile = join(dataDir, 'server.log');
const log = openSync(logFile, 'w');
const server = spawn(process.execPath, args, {
  cwd: root,
  env,
  stdio: ['ignore', log, log],
});
try {
  await waitReady(base, logFile);
  const token = await login(email, password);
  const question = { text: 'Q?', answer1: 'a', answer2: 'b', correct_answer: 1 };
  const quiz = await api(token, 'POST', '/api/quizz', { title: 'Running', questions: [question] });
  await api(token, 'POST', `/api/quizz/_start_now/${quiz.code}`);
  const game = await api(token, 'POST', '/api/quizz', { title: 'Hosted', questions: [question] });
  await api(token, 'POST', `/api/quizz/${game.code}/live/_host`);

  const session = () => randomBytes(24).toString('base64url');
  const unknown = () => `ZZ${randomBytes(4).readUInt32BE() % 10_000}`.padEnd(6, '2').replace(/[01]/g, '9');
  const answer = { key: quiz.questions[0].id, answer: 1 };
  const probes = [
    // the join's lookup answers a running code (a hit) whatever the count: unknown codes only here
    ['GET', (c) => `/api/quizz/_start/${c}`, undefined, null],
    ['GET', (c) => `/api/quizz/response/_start/${c}?session_id=${session()}`],
    ['POST', (c) => `/api/quizz/response/_save/${c}?session_id=${session()}`, answer],
    ['POST', (c) => `/api/quizz/response/_end/${c}/${session()}`, {}],
    ['POST', (c) => `/api/quizz/response/_survey/${c}/${session()}`, { comment: 'x' }],
    ['GET', (c) => `/api/quizz/_review/${c}?session_id=${session()}`],
    ['GET', (c) => `/api/quizz/live/${c}?session_id=${session()}`, undefined, game.code],
    ['GET', (c) => `/api/quizz/live/${c}/_events?session_id=${session()}`, undefined, game.code],
    ['POST', (c) => `/api/quizz/live/${c}/_answer?session_id=${session()}`, answer, game.code],
  ];

  const started = performance.now();
  const deadline = started + seconds * 1_000;
  const answeredAt = []; // seconds since the start of each probe answered (not refused)
  let requests = 0;
  let n = 0;
  async function client() {
    while (performance.now() < deadline) {
      const [method, url, body, running = quiz.code] = probes[n % probes.length];
      const code = n++ % 2 && running ? running : unknown();
      const res = await fetch(`${base}${url(code)}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      await res.arrayBuffer();
      requests++;
      if (res.status !== 429) answeredAt.push((performance.now() - started) / 1_000);
    }
  }
  await Promise.all(Array.from({ length: connections }, client));

  const elapsed = (performance.now() - started) / 1_000;
  // misses age out a window (60 s) after they were answered: the answers come in bursts, one per window,
  // so the rate is taken over whole minutes (run a multiple of 60 s)
  const perMinute = Array.from(
    { length: Math.ceil(elapsed / 60) },
    (_, m) => answeredAt.filter((at) => at >= m * 60 && at < (m + 1) * 60).length,
  );
  const rate = answeredAt.length / elapsed;
  const average = CODES / (RUNNING + 1);
  const unguarded = requests / elapsed;
  console.log(`${seconds} s, ${connections} connections, one address (127.0.0.1), default limits`);
  console.log(`requests answered: ${requests} (${unguarded.toFixed(0)}/s: what an unguarded route leaks)`);
  console.log(`probes answered (not 429): ${answeredAt.length}, per minute ${perMinute.join(', ')}`);
  console.log(
    `${rate.toFixed(2)} probes/s; one of ${RUNNING} running quizzes among ${CODES.toLocaleString('en')} codes` +
      ` takes ${Math.round(average).toLocaleString('en')} probes on average: ${(average / rate / 86_400).toFixed(1)} days` +
      ` (${(average / unguarded / 60).toFixed(0)} min at ${unguarded.toFixed(0)}/s)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
