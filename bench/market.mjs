// npm run bench:market -- [questions]   (default 100000)
// Seeds N approved market questions (plus N/100 proposals) straight into PostgreSQL, generated from a
// vocabulary of 320 subject words, then measures the market search (POST /api/market/quizz/_search)
// with and without filters and keywords, anonymous and staff. The reference of each scenario, measured
// right after it: its page-of-ids SQL (the statement that picks the page's 10 ids, as the repository
// writes it) run by pgbench on as many connections. Goal: every scenario's p95 <= 3x its SQL's p95.
// AMOUNT (default 2000) requests per scenario on CONNECTIONS (default 10), each scenario stopped after MAX_SECONDS
// (default 10). p95 is computed from every response's latency, not from autocannon's histogram.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { prefixTsQuery } from '../server/src/modules/market/market.repository.ts';
import { BASE_URL, requirePostgres, startBareServer, teacherToken } from './lib.mjs';
import { literal, PGBENCH_MAX_SCRIPTS, pgbenchLatencies, quantile } from './pgbench.mjs';

const N = Number(process.argv[2] ?? 100_000);
const PROPOSALS = Math.max(1, Math.round(N / 100));
const AMOUNT = Number(process.env.AMOUNT ?? 2000);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
/** Goal: each scenario's p95 at most this many times the p95 of its SQL floor. */
const GOAL_RATIO = 3;
const SEARCH_URL = `${BASE_URL}/api/market/quizz/_search`;
/** The seeded rows belong to this staff account: that is how re-runs find (and replace) them. */
const EMAIL = 'bench-market@example.com';

/**
 * 20 words per theme (names as in the themes lookup), most frequent first: a question of a theme
 * takes 85 % of its words from its theme, skewed towards the first ones, and 15 % from all 320.
 */
const WORDS_PER_THEME = 20;
const VOCABULARY = {
  Mathematics:
    'equation function théorème integral derivative matrix polynomial vector probability logarithm geometry triangle hypotenuse eigenvalue determinant fraction sequence Poincaré asymptote isomorphism',
  Physics:
    'energy force velocity kinetic momentum acceleration gravity electron wavelength frequency pressure quantum photon Schrödinger entropy oscillation Ampère résonance inertia magnetism',
  Chemistry:
    'molecule reaction atom bond acid oxidation catalyst electrolyte enthalpy isotope polymer solution équilibre mole valence ion titration alkane hydrolysis stoichiometry',
  Biology:
    'cell protein gene enzyme mitochondria photosynthesis DNA chromosome évolution membrane neuron mitosis ecosystem hormone bacteria ribosome allele metabolism génétique symbiosis',
  'Computer science':
    'algorithm variable loop recursion array compiler database network pointer binary complexity graph sorting encryption protocol kernel thread cache syntax régression',
  Geography:
    'river climate continent mountain population latitude capital ocean desert erosion volcano plateau delta monsoon glacier archipelago tectonic fjord savane Andes',
  History:
    'empire revolution war treaty king république Napoléon colony dynasty parliament renaissance crusade constitution feudalism independence pharaoh Charlemagne armistice Byzantium guillotine',
  Languages:
    'verb grammar noun tense adjective pronoun conjugation subjonctif vocabulary pronunciation accent syllable préposition idiom plural dialect etymology phonetics participe diacritic',
  Literature:
    'novel poem author character metaphor narrator tragedy sonnet Molière irony allegory Baudelaire prose romanticism épopée Hugo satire alexandrin Cervantes Dostoïevski',
  Economics:
    'market inflation price demand supply interest budget tax currency unemployment GDP monopoly elasticity investment trade deficit dividend recession économie oligopoly',
  Philosophy:
    'ethics reason truth knowledge freedom consciousness logic virtue Descartes existence morality Kant métaphysique dialectic empiricism stoicism Nietzsche phénoménologie utilitarianism Spinoza',
  Music:
    'rhythm melody chord scale harmony tempo note octave symphony opera Beethoven counterpoint crescendo staccato sonata fugue timbre Dvořák cadence arpège',
  Arts: 'painting sculpture color perspective portrait museum fresco impressionism cubism canvas Monet Cézanne baroque mosaic gothic Vermeer chiaroscuro pointillism Matisse Renoir',
  Sport:
    'team match olympic record marathon football tennis athlete stadium tournament referee sprint rugby cyclisme relay décathlon ski judo penalty triathlon',
  Engineering:
    'circuit voltage current resistance gear torque beam load bridge motor sensor transistor turbine hydraulic stress thermodynamique welding capacitor actuator béton',
  'General knowledge':
    'world country invention discovery planet flag language famous city animal festival tradition monument astronaut Nobel calendar café encyclopédie pyramid alphabet',
};
/** Rare words: one question in 50 gets one in its explanation (one in 1,500 per word). */
const RARE =
  'brachistochrone zwitterion syzygy palimpsest ouroboros tessellation quine heliopause anaphora peripeteia gnomon lemniscate chiasmus hapax cryptobiosis quasicrystal ziggurat boustrophedon sesquipedalian apocope antimetabole clepsydra deliquescence ekphrasis fulgurite gerrymander hendiadys isochrone kenning logogram'.split(
    ' ',
  );
const TEMPLATES = [
  'What is the role of the %s in %s?',
  'Which statement about %s and %s is correct?',
  'How does %s affect %s when %s changes?',
  'Which of these best describes %s?',
  'Quel est le lien entre %s et %s ?',
  'Why is %s important for %s?',
  'Complete: the %s of a %s is ...',
  'Qu’est-ce qui caractérise %s dans %s ?',
];

const databaseUrl = requirePostgres();
const token = await teacherToken(EMAIL);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows: lookups } = await client.query(
  `select (select array_agg(id order by id) from themes) themes, (select array_agg(name order by id) from themes) names,
     (select array_agg(id order by id) from levels) levels, (select array_agg(id order by id) from types) types,
     (select id from users where email = $1) owner`,
  [EMAIL],
);
const { themes, names, levels, types, owner } = lookups[0];
// word group i belongs to the theme at position i (a theme added later borrows a group)
const groups = Object.values(VOCABULARY);
const words = names.flatMap((name, i) => {
  const group = (VOCABULARY[name] ?? groups[i % groups.length]).split(' ');
  if (group.length !== WORDS_PER_THEME) throw new Error(`${name}: ${group.length} words`);
  return group;
});

const seeded = await seed();
const math = themes[Math.max(0, names.indexOf('Mathematics'))];
const physics = themes[Math.max(0, names.indexOf('Physics'))];
const level = levels[Math.min(2, levels.length - 1)];
const anonymous = {};
const staff = { authorization: `Bearer ${token}` };
const SCENARIOS = [
  ['no filter', anonymous, {}],
  ['filters: theme + level', anonymous, { theme: math, level }],
  ['keyword: common word', anonymous, { keyword: 'energy' }],
  ['keyword: very common word', anonymous, { keyword: 'which' }],
  ['keyword: rare word', anonymous, { keyword: 'brachistochrone' }],
  ['keyword: two words', anonymous, { keyword: 'kinetic energy' }],
  ['keyword: accent typed without', anonymous, { keyword: 'theoreme' }],
  ['keyword + theme + level', anonymous, { keyword: 'equation', theme: math, level }],
  ['deep page (50)', anonymous, { page: 50 }],
  ['staff: keyword + theme', staff, { keyword: 'momentum', theme: physics }],
  ['staff: proposals', staff, { active: false }],
  // every request a different word of the vocabulary, so most totals are not cached yet (a totals cache
  // keeps the count of a search for paging; the scenarios above repeat one search)
  ['keyword: 320 different words', anonymous, (i) => ({ keyword: words[i % words.length] })],
];

// Warm-up of a freshly started server: WARMUP requests on CONNECTIONS connections, anonymous and staff,
// through every path the scenarios take (filters, full text, ranking, trigram fallback, staff's token and
// user), so the first scenario does not pay for the JIT, the pool's first connections and their plans.
// None of them is a scenario's search: the scenarios' pages and totals are not cached by it.
const WARMUP = Number(process.env.WARMUP ?? 2000);
const warmups = [
  ...Array.from({ length: 29 }, (_, i) => ({ page: i + 1 })),
  ...themes
    .flatMap((theme) => levels.map((l) => ({ theme, level: l })))
    .filter((b) => b.theme !== math || b.level !== level),
  ...RARE.filter((word) => word !== 'brachistochrone').map((keyword) => ({ keyword })),
  ...RARE.slice(1, 6).map((keyword) => ({ keyword: `${keyword.slice(0, -1)}x` })), // typos: the trigram path
];
const staffWarmups = [
  ...Array.from({ length: 20 }, (_, i) => ({ active: false, page: i + 1 })),
  ...RARE.slice(1).map((keyword) => ({ keyword, theme: physics })),
];
for (const [headers, bodies] of [
  [anonymous, warmups],
  [staff, staffWarmups],
]) {
  const { result } = await searches(SEARCH_URL, headers, (i) => bodies[i % bodies.length], {
    amount: Math.ceil(WARMUP / 2),
  });
  if (result.non2xx) throw new Error(`warm-up: ${result.non2xx} non-2xx`);
}
const loadBefore = loadavg()[0];
const rows = [];
const bare = await startBareServer('./bare-search.mjs');
try {
  for (const [name, headers, body] of SCENARIOS) rows.push(await measure(name, headers, body));
} finally {
  bare.stop();
}
await client.end();
console.log(
  `Market search against ${BASE_URL}: ${N} approved questions + ${PROPOSALS} proposals (${seeded}), ` +
    `${AMOUNT} requests a scenario (at most ${MAX_SECONDS} s) on ${CONNECTIONS} connections; ` +
    `reference: each scenario's page-of-ids SQL in pgbench, ${CONNECTIONS} clients, the same number of transactions, ` +
    'and its HTTP floor: the same requests to a bare Fastify route answering the same bytes (bare-search.mjs); ' +
    `load average ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
);
console.table(rows);
const met = rows.filter((row) => row.goal === 'OK').length;
const slowest = rows.reduce((a, b) => (b['p95 ÷ bare p95'] > a['p95 ÷ bare p95'] ? b : a));
console.log(
  `${met} of ${rows.length} scenarios within ${GOAL_RATIO}x their SQL floor's p95; ` +
    `the most above its bare HTTP route: '${slowest.scenario}', ${slowest['p95 ÷ bare p95']}x`,
);

/** Replaces the questions of earlier runs unless they are already the N + N/100 wanted. */
async function seed() {
  const { rows: existing } = await client.query(
    `select count(*) filter (where status = 1)::int approved, count(*) filter (where status = 0)::int proposed
     from market_questions where owner_id = $1`,
    [owner],
  );
  if (existing[0].approved === N && existing[0].proposed === PROPOSALS) return 'already seeded';
  const started = Date.now();
  await client.query('delete from market_questions where owner_id = $1', [owner]);
  // session-local helpers: a word of a group (skewed towards its first words), n such words
  await client.query(`
    create function pg_temp.word(words text[], grp int) returns text language sql volatile as $$
      select case when random() < 0.85 then words[grp * ${WORDS_PER_THEME} + 1 + floor(${WORDS_PER_THEME} * random() ^ 2)::int]
        else words[1 + floor(random() * array_length(words, 1))::int] end $$;
    create function pg_temp.words(words text[], grp int, n int) returns text language sql volatile as $$
      select string_agg(pg_temp.word(words, grp), ' ') from generate_series(1, n) $$;
    select setseed(0.42)`);
  // search_text and search_vector are generated by PostgreSQL from these columns
  await client.query(
    `insert into market_questions (description, tags, theme, level, type, text, answer1, answer2, answer3, answer4,
       correct_answer, explanation, status, owner_id, created_at)
     with r as materialized (
       select g, floor(random() * cardinality($2::int[]))::int t from generate_series(1, $6::int + $7::int) g
     )
     select
       initcap(pg_temp.word($1, t)) || ' ' || pg_temp.words($1, t, 1 + floor(random() * 3)::int),
       pg_temp.word($1, t) || ', ' || pg_temp.word($1, t) || ', ' || pg_temp.word($1, t),
       case when random() < 0.05 then null else ($2::int[])[t + 1] end,
       case when random() < 0.1 then null else ($3::int[])[1 + floor(random() * cardinality($3::int[]))::int] end,
       case when random() < 0.1 then null else ($4::int[])[1 + floor(random() * cardinality($4::int[]))::int] end,
       format(($5::text[])[1 + g % cardinality($5::text[])], pg_temp.word($1, t), pg_temp.word($1, t), pg_temp.word($1, t)),
       pg_temp.words($1, t, 1 + floor(random() * 3)::int),
       pg_temp.words($1, t, 1 + floor(random() * 3)::int),
       pg_temp.words($1, t, 1 + floor(random() * 3)::int),
       pg_temp.words($1, t, 1 + floor(random() * 3)::int),
       1 + g % 4,
       case when random() < 0.3 then '' else 'Because ' || pg_temp.words($1, t, 8 + floor(random() * 8)::int) || '.' end
         || case when random() < 0.02 then ' ' || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] else '' end,
       case when g <= $6 then 1 else 0 end,
       $9::int,
       now() - make_interval(secs => g)
     from r`,
    [words, themes, levels, types, TEMPLATES, N, PROPOSALS, RARE, owner],
  );
  // VACUUM also merges the GIN indexes' pending lists, as autovacuum would soon after such an insert
  await client.query('vacuum (analyze) market_questions');
  return `seeded in ${Math.round((Date.now() - started) / 100) / 10} s`;
}

/**
 * The repository's page-of-ids statement for a search body (docs/decisions/0024-market-search.md):
 * its filters, then the keyword's full-text match, ranked when it has at most 2,000 matches, else
 * newest first; the trigram fallback when nothing matches. `count` is the search's total.
 */
function pageOfIdsSql(body, count) {
  const where = [`status = ${body.active === false ? 0 : 1}`];
  for (const key of ['theme', 'level', 'type']) if (body[key]) where.push(`${key} = ${Number(body[key])}`);
  let order = 'id desc';
  const tsq = prefixTsQuery(body.keyword ?? '');
  if (tsq && count > 0) {
    where.push(`search_vector @@ to_tsquery('simple', ${literal(tsq)})`);
    if (count <= 2_000)
      order = `ts_rank_cd(search_vector, to_tsquery('simple', ${literal(tsq)})) desc, id desc`;
  } else if (tsq) {
    const keyword = `lower(immutable_unaccent(${literal(body.keyword)}))`;
    where.push(`${keyword} <% search_text`);
    order = `word_similarity(${keyword}, search_text) desc, id desc`;
  }
  return `select id from market_questions where ${where.join(' and ')} order by ${order} limit 10 offset ${(body.page ?? 0) * 10}`;
}

/** The scenario's SQL floor: its page-of-ids statements in pgbench (a sample of at most 128 bodies). */
async function floorOf(bodies) {
  const step = Math.max(1, bodies.length / PGBENCH_MAX_SCRIPTS);
  const sample = [];
  for (let i = 0; i < bodies.length && sample.length < PGBENCH_MAX_SCRIPTS; i += step)
    sample.push(bodies[Math.floor(i)]);
  const scripts = [];
  for (const body of sample) {
    const tsq = prefixTsQuery(body.keyword ?? '');
    const { rows: counted } = await client.query(
      `select count(*)::int n from market_questions where status = $1 and ($2::int is null or theme = $2)
         and ($3::int is null or level = $3) and ($4::int is null or type = $4)
         and ($5 = '' or search_vector @@ to_tsquery('simple', $5))`,
      [body.active === false ? 0 : 1, body.theme ?? null, body.level ?? null, body.type ?? null, tsq],
    );
    scripts.push(pageOfIdsSql(body, counted[0].n));
  }
  return pgbenchLatencies({
    databaseUrl,
    scripts,
    clients: CONNECTIONS,
    transactions: Math.max(1, Math.round(AMOUNT / CONNECTIONS)),
  });
}

/**
 * CPU ms (user + system) the server has used, from /proc when SERVER_PID names it: a figure other load on
 * the machine hardly moves, unlike latencies.
 */
function serverCpuMs() {
  if (!process.env.SERVER_PID) return null;
  const fields = readFileSync(`/proc/${process.env.SERVER_PID}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * `amount` searches (stopped after MAX_SECONDS) on CONNECTIONS connections to `url`, the i-th request's body
 * `bodyOf(first + i)`: every response's latency (ms, in order of arrival), the seconds until the last one.
 */
async function searches(url, headers, bodyOf, { first = 0, amount = AMOUNT } = {}) {
  let sent = first;
  const latencies = [];
  const started = performance.now();
  let last = started;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf(sent++)) }),
          },
        ],
      },
      (error, r) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(r);
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      latencies.push(ms);
      last = performance.now();
    });
    const timer = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  });
  // until the last response: autocannon notices the end (and counts its duration) on whole seconds
  return { latencies, seconds: (last - started) / 1000, result };
}

/** `search` is one body, or a function of the request number for a body per request. */
async function measure(name, headers, search) {
  const bodyOf = typeof search === 'function' ? search : () => search;
  let sent = 0;
  const body = JSON.stringify(bodyOf(sent++));
  // one request first: the result count, a check of the page, and a warm-up
  const res = await fetch(SEARCH_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  const answered = await res.text();
  const { results, count } = JSON.parse(answered);
  const expected = Math.max(0, Math.min(10, count - (JSON.parse(body).page ?? 0) * 10));
  const check =
    results.length === expected && results.every((q) => 'tags' in q === (headers === staff))
      ? 'ok'
      : 'MISMATCH';

  const cpuBefore = serverCpuMs();
  const { latencies, seconds, result } = await searches(SEARCH_URL, headers, bodyOf, { first: sent });
  const cpuMs = cpuBefore === null ? null : serverCpuMs() - cpuBefore;
  latencies.sort((a, b) => a - b);
  // nearest rank; '-' when no response came back before MAX_SECONDS
  const at = (q) => {
    const ms = quantile(latencies, q);
    return ms === undefined ? '-' : Math.round(ms);
  };
  const p95 = at(0.95);
  const floor = await floorOf(
    typeof search === 'function' ? Array.from({ length: words.length }, (_, i) => search(i)) : [search],
  );
  const floorP95 = quantile(floor, 0.95);
  // the HTTP floor: the same requests to a bare route answering the bytes this search answered
  await fetch(`${bare.url}/answer`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: answered,
  });
  const bareLatencies = (await searches(`${bare.url}/search`, headers, bodyOf)).latencies;
  const bareP95 = quantile(
    bareLatencies.sort((a, b) => a - b),
    0.95,
  );
  const appP95 = quantile(latencies, 0.95);
  const ratio = p95 === '-' ? Infinity : appP95 / floorP95;
  return {
    scenario: name,
    body: typeof search === 'function' ? '(a word per request)' : body,
    count,
    check,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': at(0.5),
    'p95 ms': p95,
    'p99 ms': at(0.99),
    'max ms': at(1),
    errors: result.errors + result.timeouts + result.non2xx,
    ...(cpuMs !== null && { 'app CPU ms/req': Math.round((cpuMs / latencies.length) * 100) / 100 }),
    'SQL p50 ms': Math.round(quantile(floor, 0.5) * 10) / 10,
    'SQL p95 ms': Math.round(floorP95 * 10) / 10,
    'p95 ÷ SQL p95': Math.round(ratio * 10) / 10,
    'bare HTTP p95 ms': Math.round(bareP95 * 10) / 10,
    'p95 ÷ bare p95': p95 === '-' ? '-' : Math.round((appP95 / bareP95) * 10) / 10,
    goal: ratio <= GOAL_RATIO ? 'OK' : 'FAIL',
  };
}
