// npm run bench:host -- [players=5000] [questions=10] [--instances 2] [--mixed]
// --mixed: the questions cycle through every question type (bench/lib.mjs mixedQuestions), and each
// player answers in its question's shape (bench/host-players.mjs).
// A hosted live game at the scale of thousands of phones, on PostgreSQL (DATABASE_URL names any
// database of the server: the run creates quizzical_bench_host_<pid> and drops it; KEEP=1 keeps it). It
// starts its own server (the compiled server, its own DATA_DIR, the API alone; with `--instances 2` two
// instances and nginx through scripts/cluster.mjs, the host on the first and the players on the second),
// makes a teacher and a quiz of Q questions, hosts it, and N players join with nicknames and keep their
// event streams open (worker threads: bench/host-players.mjs). The host presses 'Next' through the game;
// each player answers a random pick as soon as a question reaches it (ANSWER_DELAY_MS spreads the taps).
// It prints the fan-out latency of each question and reveal (press sent -> frame at every player), the
// answers/s of each burst, server RSS per connected player, CPU seconds of the server, PostgreSQL and the
// client per phase, errors, and checks in the database that every acknowledged answer is stored. The
// reference, measured first in the same run: the same client and streams against a bare node:http server
// broadcasting a frame of the same size. Client and server share the machine's cores.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import {
  cpuMeter,
  cpuOf,
  hostStream,
  latencyRow,
  log,
  now,
  peakRssKb,
  reference,
  resetPeakRss,
  rssKb,
  startApp,
  startWorkers,
} from './host-support.mjs';
import {
  api,
  benchQuestions,
  mixedQuestions,
  requirePostgres,
  root,
  setBaseUrl,
  sleep,
  teacherToken,
} from './lib.mjs';

const args = process.argv.slice(2);
const flag = args.indexOf('--instances');
const INSTANCES = flag === -1 ? 1 : Number(args.splice(flag, 2)[1]);
const mixedFlag = args.indexOf('--mixed');
const MIXED = mixedFlag !== -1;
if (MIXED) args.splice(mixedFlag, 1);
const PLAYERS = Number(args[0] ?? 5_000);
const QUESTIONS = Number(args[1] ?? 10);
const PORT = Number(process.env.PORT ?? 8170); // default ports: reference and server 8170, cluster 8175-8177
// 60 s, not the default 20: on the shared 2-core machine a burst must not meet the countdown
const QUESTION_TIME = process.env.QUESTION_TIME === 'null' ? null : Number(process.env.QUESTION_TIME ?? 60);
const SCORING = process.env.SCORING ?? 'speed';
// ratios to the bare broadcast's p99 in the same run, so that any machine compares like with like
const GOALS = { questionRatio: 2, revealRatio: 1.5, ackP99Ms: 1_000, peakKbPerPlayer: 30 };
const admin = requirePostgres();
const round = (x) => (Number.isFinite(x) ? Math.round(x) : null);

const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
const db = `quizzical_bench_host_${process.pid}`;
await adminClient.query(`create database ${db}`);
// PG_SLOW_MS=<ms>: the run's statements slower than that go to PostgreSQL's log (tagged with the database)
if (process.env.PG_SLOW_MS)
  await adminClient.query(
    `alter database ${db} set log_min_duration_statement = ${Number(process.env.PG_SLOW_MS)}`,
  );
const dbUrl = new URL(admin);
dbUrl.pathname = `/${db}`;
const databaseUrl = dbUrl.toString();
let app;

async function game(ref) {
  const refP99 = ref.pooled['p99 ms'];
  const ratio = (row) => Math.round((row['p99 ms'] / refP99) * 100) / 100;
  const { cpuNow, cpuSince, cpuRows } = cpuMeter(adminClient, db, app.pids);
  setBaseUrl(app.hostUrl);
  process.env.DATABASE_URL = databaseUrl; // teacherToken's staff script and licence
  const token = await teacherToken();
  const quiz = await api(token, 'POST', '/api/quizz', {
    title: 'Hosted benchmark quiz',
    question_time: QUESTION_TIME,
    scoring: SCORING,
    show_question_on_devices: true,
    questions: MIXED ? mixedQuestions(QUESTIONS) : benchQuestions(QUESTIONS),
  });
  const path = `/api/quizz/${quiz.code}/live`;
  let state = await api(token, 'POST', `${path}/_host`);
  log(
    `quiz ${quiz.code} hosted (${state.step}, version ${state.version}); ${PLAYERS} players join on ${app.playersUrl}`,
  );
  const host = hostStream(app.hostUrl, quiz.code, token);
  const players = startWorkers(app.playersUrl, quiz.code, PLAYERS);

  await sleep(2_000);
  const rss0 = rssKb(app.playersPid);
  resetPeakRss(app.playersPid);
  let cpu = await cpuNow();
  let t = now();
  const joined = await players.ask({ type: 'join' }, 'joined');
  const joinSeconds = (now() - t) / 1000;
  const joinTimes = joined.flatMap((m) => m?.times ?? []).sort((a, b) => a - b);
  cpu = await cpuSince(cpu, 'join');
  await sleep(2_000);
  const rss1 = rssKb(app.playersPid);
  t = now();
  const opened = (await players.ask({ type: 'open' }, 'opened')).reduce((s, m) => s + (m?.open ?? 0), 0);
  const openSeconds = (now() - t) / 1000;
  cpu = await cpuSince(cpu, 'streams open');
  await sleep(3_000);
  const rss2 = rssKb(app.playersPid);
  log(
    `${joinTimes.length} joined in ${joinSeconds.toFixed(1)} s, ${opened} streams open in ${openSeconds.toFixed(1)} s`,
  );

  let rssPeakSeen = rss2;
  const memoryRows = [];
  const sampleRss = () => {
    rssPeakSeen = Math.max(rssPeakSeen, rssKb(app.playersPid));
  };
  // the server's event-loop delay over one step (one instance only: loop-delay.mjs over IPC)
  const loop = async () => {
    const delay = await app.loopDelay?.report();
    app.loopDelay?.reset();
    if (!delay) return {};
    const { rss, heapTotal, heapUsed, external } = delay.memory;
    memoryRows.push({ at: log.elapsed(), rss, heapTotal, heapUsed, external });
    return { 'loop p99 ms': delay.p99, 'loop max ms': delay.max };
  };
  const next = async () => {
    await loop();
    const sentAt = now();
    const s = await api(token, 'POST', `${path}/_next`, { version: state.version });
    return { sentAt, ms: now() - sentAt, s };
  };
  const questionRows = [];
  const revealRows = [];
  const burstRows = [];
  const problems = [];
  const allQuestion = [];
  const allReveal = [];
  let acknowledged = 0;
  for (let i = 0; i < QUESTIONS; i++) {
    cpu = await cpuNow();
    const q = await next();
    state = q.s;
    if (state.step !== 'question' || state.question_index !== i)
      problems.push(`question ${i + 1}: ${state.step}`);
    const times = await players.arrivals(state.version);
    const questionRow = latencyRow(`question ${i + 1}`, q.sentAt, times, {
      at: new Date(q.sentAt).toISOString().slice(11, 23),
      'next ms': round(q.ms),
    });
    questionRows.push({ ...questionRow, '× ref': ratio(questionRow), ...(await loop()) });
    sampleRss();
    allQuestion.push(...times.map((x) => x - q.sentAt));
    const bursts = (await players.answered(state.version)).filter(Boolean);
    const ok = bursts.reduce((s, b) => s + b.ok, 0);
    const failed = bursts.reduce((s, b) => s + b.failed, 0);
    acknowledged += ok;
    const first = Math.min(...bursts.map((b) => b.firstSent));
    const last = Math.max(...bursts.map((b) => b.lastAck));
    const acks = bursts.flatMap((b) => b.acks).sort((a, b) => a - b);
    // the host's count (answers_received, batched ~500 ms) catching up with the acknowledged answers
    const seen = () => host.seen.get(state.version)?.latest?.answers_received;
    while (seen() !== ok && now() - last < 5_000) await sleep(20);
    burstRows.push({
      question: i + 1,
      answers: ok,
      failed,
      'answers/s': round(ok / ((last - first) / 1000)),
      'ack p50 ms': round(acks[Math.floor(acks.length / 2)]),
      'ack p99 ms': round(acks[Math.floor(acks.length * 0.99)]),
      'host count': seen() ?? null,
      'host count lag ms': seen() === ok ? round(now() - last) : null,
      ...(await loop()),
    });
    sampleRss();
    cpu = await cpuSince(cpu, 'questions + answers');
    const serverCpu = app.pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
    const r = await next();
    state = r.s;
    if (state.step !== 'reveal') problems.push(`reveal ${i + 1}: ${state.step}`);
    // every type's answers (the slots count one choice each, several answers each tick, typed ones none)
    const counted = state.answers_received;
    if (counted !== ok) problems.push(`reveal ${i + 1}: answers counted ${counted}, acknowledged ${ok}`);
    if (state.leaderboard.length !== Math.min(10, PLAYERS))
      problems.push(`reveal ${i + 1}: leaderboard of ${state.leaderboard.length}`);
    const rt = await players.arrivals(state.version);
    const revealLoop = await loop();
    sampleRss();
    const revealCpu = app.pids.reduce((sum, pid) => sum + cpuOf(pid), 0) - serverCpu;
    const hostFrame = host.seen.get(state.version);
    const revealRow = latencyRow(`reveal ${i + 1}`, r.sentAt, rt, {
      // the wall clock of the press, to find the step in PostgreSQL's log (autovacuum, checkpoints)
      at: new Date(r.sentAt).toISOString().slice(11, 23),
      'host next ms': round(r.ms),
      'host stream ms': hostFrame ? round(hostFrame.at - r.sentAt) : null,
      'server CPU ms': round(revealCpu * 1000),
    });
    revealRows.push({ ...revealRow, '× ref': ratio(revealRow), ...revealLoop });
    allReveal.push(...rt.map((x) => x - r.sentAt));
    cpu = await cpuSince(cpu, 'reveals');
  }
  // the garbage left aside: what the game holds alive once its questions are over (one instance only)
  const liveHeapMb = await app.loopDelay?.liveHeapMb();
  const podiumCpu = app.pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
  const p = await next();
  state = p.s;
  if (state.step !== 'podium') problems.push(`podium: ${state.step}`);
  if (state.leaderboard.length !== PLAYERS)
    problems.push(`podium: leaderboard of ${state.leaderboard.length}`);
  const podiumTimes = await players.arrivals(state.version);
  const podiumRow = latencyRow('podium', p.sentAt, podiumTimes, {
    'host next ms': round(p.ms),
    'server CPU ms': round((app.pids.reduce((sum, pid) => sum + cpuOf(pid), 0) - podiumCpu) * 1000),
  });
  await cpuSince(cpu, 'podium');
  sampleRss();
  // the kernel's high-water mark covers the moments between the samples
  const rssPeak = Math.max(rssPeakSeen, peakRssKb(app.playersPid));
  host.close();
  const workerErrors = (await players.close()).filter(Boolean);

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const stored = (
    await check.query(
      `select (select count(*)::int from session_answers where quiz_id = $1) as answers,
              (select count(*)::int from quiz_sessions where quiz_id = $1) as sessions,
              (select count(*)::int from quiz_sessions where quiz_id = $1 and finished) as finished`,
      [quiz.id],
    )
  ).rows[0];
  // the podium's points of every player = the sum of their stored answers' points; ranks in points order
  const sums = await check.query(
    `select s.nickname, coalesce(sum(a.points), 0)::int as points
     from quiz_sessions s left join session_answers a on a.session_id = s.id
     where s.quiz_id = $1 group by s.id, s.nickname`,
    [quiz.id],
  );
  await check.end();
  const podium = new Map(state.leaderboard.map((entry) => [entry.name, entry]));
  const wrongPoints = sums.rows.filter((row) => podium.get(row.nickname)?.points !== row.points).length;
  if (wrongPoints) problems.push(`podium: ${wrongPoints} players' points differ from their stored answers`);
  const misordered = state.leaderboard.filter(
    (entry, i) => entry.rank !== i + 1 || (i > 0 && entry.points > state.leaderboard[i - 1].points),
  ).length;
  if (misordered) problems.push(`podium: ${misordered} entries out of rank or points order`);

  // ------------------------------------------------------------------------------------ report
  const pooled = (name, latencies) => latencyRow(name, 0, latencies);
  console.log(
    `\nLoad average at the end (1, 5, 15 min): ${loadavg()
      .map((x) => x.toFixed(1))
      .join(', ')} on ${cpus().length} cores`,
  );
  console.log(
    `\nReference (same client, ${PLAYERS} streams, bare node:http broadcast of a playerState-sized frame):`,
  );
  console.table([...ref.rows, ref.pooled]);
  console.log(
    `Joins: ${joinTimes.length}/${PLAYERS} in ${joinSeconds.toFixed(1)} s (${round(joinTimes.length / joinSeconds)}/s, p50 ${round(joinTimes[Math.floor(joinTimes.length / 2)])} ms, p99 ${round(joinTimes[Math.floor(joinTimes.length * 0.99)])} ms); streams: ${opened} open in ${openSeconds.toFixed(1)} s`,
  );
  console.table(questionRows);
  console.table(burstRows);
  console.table(revealRows);
  console.table([podiumRow]);
  const question = pooled(`all ${QUESTIONS} questions`, allQuestion);
  const reveal = pooled(`all ${QUESTIONS} reveals`, allReveal);
  console.table([question, reveal].map((row) => ({ ...row, '× ref': ratio(row) })));
  const allAcks = burstRows.map((b) => b['ack p99 ms']);
  const ackP99 = Math.max(...allAcks);
  const perPlayer = (kb) => Math.round((kb * 1024) / PLAYERS);
  const peakPerPlayerKb = Math.round(((rssPeak - rss0) / PLAYERS) * 10) / 10;
  console.log(
    `Server RSS${INSTANCES > 1 ? ' (players’ instance)' : ''}: ${round(rss0 / 1024)} MB before joins, ${round(rss1 / 1024)} MB joined, ${round(rss2 / 1024)} MB with ${opened} streams open: ${perPlayer(rss2 - rss1)} bytes per open stream, ${perPlayer(rss2 - rss0)} bytes per player (join + stream)`,
  );
  console.log(
    `Server peak RSS${INSTANCES > 1 ? ' (players’ instance)' : ''} during the game: ${round(rssPeak / 1024)} MB: ${peakPerPlayerKb} KB per player above the ${round(rss0 / 1024)} MB before the joins (${Math.round((rssPeak / PLAYERS) * 10) / 10} KB per player counting the whole process)`,
  );
  if (liveHeapMb !== undefined)
    console.log(`Server heap alive after the last reveal (after a full collection): ${liveHeapMb} MB`);
  if (memoryRows.length) {
    console.log('Server memory (MB, process.memoryUsage() at each step, the largest heap first):');
    console.table([...memoryRows].sort((a, b) => b.rss - a.rss).slice(0, 5));
  }
  console.log(
    'CPU seconds per phase (the machine has 2 cores; client = this process and its player threads):',
  );
  console.table(
    cpuRows.map((r) => ({
      phase: r.phase,
      server: Math.round(r.server * 10) / 10,
      'of which kernel': Math.round(r.serverSystem * 10) / 10,
      postgres: Math.round(r.postgres * 10) / 10,
      client: Math.round(r.client * 10) / 10,
    })),
  );
  const streamErrors = workerErrors.reduce((s, e) => s + e.streamStatus + e.drops, 0);
  const joinErrors = workerErrors.reduce((s, e) => s + e.join, 0);
  const answerErrors = burstRows.reduce((s, b) => s + b.failed, 0);
  const missed = [...questionRows, ...revealRows, podiumRow].reduce((s, r) => s + r.missed, 0);
  const samples = workerErrors.flatMap((e) => e.samples).slice(0, 8);
  const resent = workerErrors.reduce((s, e) => s + e.resent, 0);
  console.log(
    `Errors: joins ${joinErrors}, streams refused or dropped ${streamErrors}, answers ${answerErrors}, frames missed ${missed}${samples.length ? ` (e.g. ${samples.join('; ')})` : ''}; requests resent after a keep-alive reset: ${resent}`,
  );
  for (const problem of problems) console.log(`Problem: ${problem}`);
  console.log(
    `Database: ${stored.answers} answers stored / ${acknowledged} acknowledged; sessions ${stored.sessions}, finished ${stored.finished}`,
  );
  // every step within its ratio to the reference's p99 (the pooled figures are printed above)
  const worst = (rows) => Math.max(...rows.map((r) => r['× ref']));
  const within = (rows, goal) => rows.filter((r) => r.missed === 0 && r['× ref'] <= goal).length;
  const stepGoal = (name, rows, goal) => [
    `${name} p99 ≤ ${goal}× the reference's p99 (${refP99} ms) every step: ${within(rows, goal)}/${rows.length} steps within, the worst ${worst(rows)}×`,
    within(rows, goal) === rows.length,
  ];
  const goals = [
    stepGoal('question', questionRows, GOALS.questionRatio),
    stepGoal('reveal', revealRows, GOALS.revealRatio),
    [`taps acknowledged p99 ${ackP99} ms ≤ ${GOALS.ackP99Ms} in every burst`, ackP99 <= GOALS.ackP99Ms],
    [
      `peak RSS ${peakPerPlayerKb} KB per player ≤ ${GOALS.peakKbPerPlayer}`,
      peakPerPlayerKb <= GOALS.peakKbPerPlayer,
    ],
    ['zero errors', joinErrors + streamErrors + answerErrors + missed + problems.length === 0],
    ['zero lost answers', stored.answers === acknowledged && acknowledged > 0],
  ];
  for (const [what, met] of goals) console.log(`${met ? 'MET   ' : 'MISSED'} ${what}`);
  return goals.every(([, met]) => met) ? 0 : 1;
}

let exitCode = 1;
try {
  log(`reference: ${PLAYERS} streams against a bare node:http server`);
  const referenceRows = await reference(PORT, PLAYERS);
  log(`reference p99 ${referenceRows.pooled['p99 ms']} ms (5 broadcasts pooled)`);
  // the compiled server is the working tree's, others' uncommitted edits included: say which
  const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'server/src', 'common/src').split('\n').filter(Boolean);
  log(
    `starting ${INSTANCES} instance(s) on ${db}; server of ${git('log', '-1', '--format=%h %ci')}, ${dirty.length} uncommitted files under server/src and common/src`,
  );
  app = await startApp(databaseUrl, INSTANCES > 1 ? PORT + 5 : PORT, INSTANCES);
  exitCode = await game(referenceRows);
} catch (error) {
  console.error(error);
} finally {
  await app?.stop();
  if (!process.env.KEEP) await adminClient.query(`drop database if exists ${db} with (force)`);
  await adminClient.end();
}
process.exit(exitCode);
