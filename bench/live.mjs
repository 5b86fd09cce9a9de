// npm run bench:live -- [streams] [saves-per-second] [seconds]
// 1. Latency from a save to the SSE "update" at the teacher while a background load of saves runs.
// 2. Memory per open stream: server RSS before and after opening N event streams.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BASE_URL, requirePostgres, startedQuiz, teacherToken } from './lib.mjs';

const STREAMS = Number(process.argv[2] ?? 5_000);
const RATE = Number(process.argv[3] ?? 3_000);
const SECONDS = Number(process.argv[4] ?? 20);
requirePostgres();
const token = await teacherToken();
const port = new URL(BASE_URL).port || '80';

const post = (path, body) =>
  fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
async function join(code) {
  return (await (await post(`/api/quizz/response/_start/${code}`, {})).json()).response.session_id;
}

/** Opens an event stream; calls onUpdate for each "update" event. */
async function openStream(code, onUpdate) {
  const controller = new AbortController();
  const res = await fetch(`${BASE_URL}/api/quizz/${code}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = res.body.getReader();
  (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (decoder.decode(value).includes('event: update')) onUpdate?.();
      }
    } catch {}
  })();
  return () => controller.abort();
}

// --- 1. save -> event latency under load
const watched = await startedQuiz(token, 5, 'Watched quiz');
const busy = await startedQuiz(token, 10, 'Busy quiz');
// enough students that each saves about once a second (a session may save 50 times in 10 s)
const busySessions = [];
const BUSY_STUDENTS = Math.max(300, RATE);
while (busySessions.length < BUSY_STUDENTS) {
  busySessions.push(...(await Promise.all(Array.from({ length: 50 }, () => join(busy.code)))));
}
const watchedSession = await join(watched.code);
let waiting;
const close = await openStream(watched.code, () => waiting?.());
await new Promise((r) => setTimeout(r, 1_000));

let i = 0;
const load = autocannon({
  url: BASE_URL,
  connections: 50,
  overallRate: RATE,
  duration: SECONDS,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const n = i++;
        req.path = `/api/quizz/response/_save/${busy.code}?session_id=${busySessions[n % busySessions.length]}`;
        req.body = JSON.stringify({
          key: busy.questions[Math.floor(n / busySessions.length) % 10].id,
          answer: (n % 4) + 1,
        });
        return req;
      },
    },
  ],
});
const latencies = [];
const deadline = Date.now() + (SECONDS - 2) * 1000;
await new Promise((r) => setTimeout(r, 1_000));
while (Date.now() < deadline) {
  const got = new Promise((resolve) => (waiting = resolve));
  const t0 = performance.now();
  await post(`/api/quizz/response/_save/${watched.code}?session_id=${watchedSession}`, {
    key: watched.questions[0].id,
    answer: (latencies.length % 4) + 1,
  });
  await Promise.race([got, new Promise((r) => setTimeout(r, 5_000))]);
  latencies.push(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 700));
}
const loadResult = await load;
close();
latencies.sort((a, b) => a - b);
const pct = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
console.log(
  `Save -> SSE update latency with ${Math.round(loadResult.requests.average)} background saves/s (${loadResult.non2xx + loadResult.errors} errors):`,
);
console.table([
  { samples: latencies.length, 'p50 ms': pct(50), 'p95 ms': pct(95), 'max ms': Math.round(latencies.at(-1)) },
]);

// --- 2. memory per open stream
function serverRssKb() {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) return null;
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}
global.gc?.();
await new Promise((r) => setTimeout(r, 2_000));
const before = serverRssKb();
const closers = [];
for (let s = 0; s < STREAMS; s++) closers.push(await openStream(watched.code));
await new Promise((r) => setTimeout(r, 3_000));
const after = serverRssKb();
for (const c of closers) c();
if (before && after) {
  console.log(
    `Memory: ${STREAMS} open streams, server RSS ${Math.round(before / 1024)} MB -> ${Math.round(after / 1024)} MB, ${((after - before) / STREAMS).toFixed(1)} KB per stream`,
  );
} else {
  console.log('Memory: run the benchmark on the machine of the server to read its RSS');
}
process.exit(0);
