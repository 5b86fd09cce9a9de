// A share of the players of bench/host.mjs, in a worker thread (the benchmark runs two, so that parsing
// thousands of event-stream frames is not one core's work). Each player joins with a nickname, keeps its
// event stream open on its own socket (node:http, as a phone's EventSource would), notes when each
// state version reaches it, and answers a question as soon as it arrives (a random pick). Times are
// absolute (performance.timeOrigin + now()), so the main thread compares them with its own.
// Messages in: join, open, times {version}, close. Out: joined, opened, complete {version},
// answered {version, ...}, times {version, times}, closed.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { benchAnswer } from './lib.mjs';

const { baseUrl, code, from, count, joinConcurrency, answerSockets, answer, answerDelayMs, reference } =
  workerData;
const base = new URL(baseUrl);
const now = () => performance.timeOrigin + performance.now();
// answers and joins share keep-alive sockets; each stream has its own (agent: false below)
const agent = new http.Agent({ keepAlive: true, maxSockets: answerSockets });

/**
 * One request with a JSON body; answers { status, body } (network errors as status 0). A keep-alive socket the
 * server closed (its 5 s keep-alive) just as the request went out is reset: sent again once on a fresh
 * socket, as Node's docs advise (`reusedSocket`) and as browsers do; counted in `errors.resent`.
 */
function request(method, path, body, resent = false) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('error', (error) => {
      if (error.code === 'ECONNRESET' && req.reusedSocket && !resent) {
        errors.resent++;
        resolve(request(method, path, body, true));
      } else resolve({ status: 0, body: error.code ?? error.message });
    });
    req.end(payload);
  });
}

const players = Array.from({ length: count }, (_, i) => ({
  nickname: `p${from + i}`,
  session: reference ? `ref${from + i}` : null,
  version: -1,
  answered: new Set(), // question ids
  req: null,
}));
const arrivals = new Map(); // version -> Float64Array(count) of arrival times, NaN until it arrives
const arrivedCount = new Map(); // version -> how many players have it
const errors = { join: 0, streamStatus: 0, drops: 0, resent: 0, answerStatus: {}, samples: [] };
const bursts = new Map(); // question version -> { sent, ok, failed, firstSent, lastAck, acks: [] }
let closing = false;
let streaming = 0; // players whose stream opened: 'complete' and 'answered' wait for them only

function noteError(what) {
  if (errors.samples.length < 5) errors.samples.push(what);
}

async function join() {
  let next = 0;
  const times = [];
  await Promise.all(
    Array.from({ length: joinConcurrency }, async () => {
      while (next < count) {
        const p = players[next++];
        const t0 = now();
        const res = await request('POST', `/api/quizz/response/_start/${code}`, { nickname: p.nickname });
        times.push(now() - t0);
        if (res.status === 201) p.session = JSON.parse(res.body).response.session_id;
        else {
          errors.join++;
          noteError(`join ${res.status} ${res.body.slice(0, 120)}`);
        }
      }
    }),
  );
  return times;
}

function arrived(i, state) {
  const p = players[i];
  if (state.version <= p.version) return;
  p.version = state.version;
  let times = arrivals.get(state.version);
  if (!times) {
    times = new Float64Array(count).fill(Number.NaN);
    arrivals.set(state.version, times);
  }
  times[i] = now();
  const got = (arrivedCount.get(state.version) ?? 0) + 1;
  arrivedCount.set(state.version, got);
  if (got === streaming) parentPort.postMessage({ type: 'complete', version: state.version });
  const id = state.question?.id;
  if (answer && state.step === 'question' && id !== undefined && !p.answered.has(id)) {
    p.answered.add(id);
    const pick = answerOf(state);
    if (answerDelayMs)
      setTimeout(() => sendAnswer(p, state.version, id, pick), Math.random() * answerDelayMs);
    // after this poll's other frames are timed: the client's own work must not delay their arrival times
    else setImmediate(() => sendAnswer(p, state.version, id, pick));
  }
}

/** A random pick among the bench's answers in the question's shape (lib.mjs benchAnswer, as bench:students). */
const answerOf = (state) => benchAnswer(state, Math.floor(Math.random() * 1_000));

async function sendAnswer(p, version, key, pick) {
  let burst = bursts.get(version);
  if (!burst) {
    burst = { sent: 0, ok: 0, failed: 0, firstSent: now(), lastAck: 0, acks: [] };
    bursts.set(version, burst);
  }
  burst.sent++;
  const t0 = now();
  const res = await request('POST', `/api/quizz/live/${code}/_answer?session_id=${p.session}`, {
    key,
    answer: pick,
  });
  const t1 = now();
  burst.acks.push(t1 - t0);
  if (res.status === 201) {
    burst.ok++;
    burst.lastAck = Math.max(burst.lastAck, t1);
  } else {
    burst.failed++;
    errors.answerStatus[res.status] = (errors.answerStatus[res.status] ?? 0) + 1;
    noteError(`answer ${res.status} ${res.body.slice(0, 120)}`);
  }
  if (burst.ok + burst.failed === streaming) {
    const { acks, ...rest } = burst;
    parentPort.postMessage({ type: 'answered', version, ...rest, acks });
  }
}

/** Opens player i's stream; resolves once the response headers are in. Reconnects after a drop. */
function openStream(i) {
  const p = players[i];
  const path = reference
    ? `/events?session_id=${p.session}`
    : `/api/quizz/live/${code}/_events?session_id=${p.session}`;
  return new Promise((resolve) => {
    const req = http.get(
      { host: base.hostname, port: base.port, path, agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          errors.streamStatus++;
          noteError(`stream ${res.statusCode}`);
          res.resume();
          resolve(false);
          return;
        }
        resolve(true);
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            // minimal SSE: the `event: state` frames' single `data:` line; comments (heartbeats) ignored
            if (!frame.includes('event: state')) continue;
            const data = frame.slice(frame.indexOf('data: ') + 6);
            arrived(i, JSON.parse(data.split('\n')[0]));
          }
        });
        res.on('close', () => {
          if (closing) return;
          errors.drops++;
          noteError(`stream of player ${from + i} dropped`);
          setTimeout(() => openStream(i), 1_000);
        });
      },
    );
    req.on('error', (error) => {
      if (closing) return;
      errors.drops++;
      noteError(`stream ${error.code ?? error.message}`);
      resolve(false);
    });
    p.req = req;
  });
}

parentPort.on('message', async (message) => {
  if (message.type === 'join') {
    const times = reference ? [] : await join();
    parentPort.postMessage({ type: 'joined', times, errors: errors.join });
  } else if (message.type === 'open') {
    // a few at a time: 5,000 connects at once overflow the listen queue
    let next = 0;
    let open = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < count) {
          const i = next++;
          if (players[i].session && (await openStream(i))) open++;
        }
      }),
    );
    streaming = open;
    parentPort.postMessage({ type: 'opened', open });
  } else if (message.type === 'times') {
    const times = arrivals.get(message.version) ?? new Float64Array(count).fill(Number.NaN);
    parentPort.postMessage({ type: 'times', version: message.version, times: Array.from(times) });
  } else if (message.type === 'close') {
    closing = true;
    for (const p of players) p.req?.destroy();
    agent.destroy();
    parentPort.postMessage({ type: 'closed', errors });
  }
});
