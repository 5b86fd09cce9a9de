#!/usr/bin/env node
/**
 * Server modules meet through their services (docs/ARCHITECTURE.md, "1. Layout"). `.dependency-cruiser.cjs`
 * checks the imports; this checks the SQL, which no import shows: a repository that writes
 * `from live_games` in a statement depends on the live module's table as much as an import would.
 *
 * Each table belongs to the module whose `server/src/modules/<m>/<m>.table.ts` declares it (`pgTable('name'`, or a
 * factory of that file named `…Table('name'`, such as lookups' `categoryTable`).
 * A module's source (tests and table files left out: tables reference others' for foreign keys, tests set up
 * whatever data they need) names another module's table when its SQL says `from`, `join`, `into` or
 * `update` followed by the table's name, or when it imports the table's drizzle object. Each such read is
 * either listed in SHARED_READS below with its reason, or an error. A listed read no longer made is an
 * error too, so the list stays the true list.
 *
 * Usage: node scripts/check-table-owners.mjs (run by `npm run lint`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const MODULES = 'server/src/modules';

/**
 * The tables a module reads although another module owns them: module -> table -> why it is read in SQL
 * rather than through the owner's service. Hot paths and one-statement reports join what they need; a new
 * entry needs as good a reason. `live_games` is in none: whether a quiz is hosted is the quiz row's
 * `hosted` flag, which the live module sets through the quizzes service.
 */
export const SHARED_READS = {
  auth: { licenses: "the signed-in user's Pro licence, read with the user in one statement" },
  billing: { licenses: 'a payment is read with the licence it bought in one statement' },
  licenses: {
    users:
      "the buyer's row is locked while a licence is stacked, so two activations at once follow one another",
  },
  live: {
    quizzes: "a game's row is read with its quiz's code, title, status and settings in one statement",
    questions: "the taps' batch statement checks the question is the quiz's",
    quiz_sessions: "the players of a game are the quiz's sessions (lobby, roster, taps' batch statement)",
    session_answers: "a game's answers are the sessions' answers, with their points",
  },
  market: {
    users: "the author's name beside each market question",
    themes: "the market's filters and labels are the lookups' themes, levels and types",
    levels: "the market's filters and labels are the lookups' themes, levels and types",
    types: "the market's filters and labels are the lookups' themes, levels and types",
  },
  quizzes: {
    users: "the owner's row is locked for the free-plan limit; public quizzes show their author's name",
    quiz_sessions: "the dashboard list counts each quiz's responses in its one statement",
  },
  results: {
    quiz_sessions: 'the report reads one row per participant in one statement',
    session_answers: "the report reads open sessions' answers and hosted games' points in that statement",
  },
  taking: {
    quizzes: "the student's save and join statements check the quiz's code, status and hosted flag",
    questions: "the student's save statement checks the question is the quiz's",
  },
};

/** Words that put a table name in a statement (case-insensitive); `.from(x)` of drizzle is an import instead. */
const SQL_TABLE_REFERENCE = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables declared in each module's table file: Map(table name -> { module, binding }). */
export function tableOwners(root) {
  const owners = new Map();
  const modulesDir = path.join(root, MODULES);
  for (const module of readdirSync(modulesDir)) {
    const file = path.join(modulesDir, module, `${module}.table.ts`);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/export const (\w+) = (?:pgTable|[a-z]\w*Table)\(\s*'([a-z0-9_]+)'/g))
      owners.set(match[2], { module, binding: match[1] });
  }
  return owners;
}

/** The source without comments (JavaScript's and SQL's `--`), so that prose is not read as SQL. */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/(^|\s)--\s.*$/gm, '$1');
}

/** The tables one source file names: raw SQL words, and drizzle table objects imported from a table file. */
export function tablesNamedIn(source, owners) {
  const text = withoutComments(source);
  const named = new Set();
  for (const match of text.matchAll(SQL_TABLE_REFERENCE)) {
    const table = match[1].toLowerCase();
    if (owners.has(table)) named.add(table);
  }
  const byBinding = new Map([...owners].map(([table, owner]) => [owner.binding, table]));
  const tableImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']*\/(\w+)\.table'/g;
  for (const match of text.matchAll(tableImport)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const [name] = specifier.trim().split(/\s+as\s+/);
      if (!name || name.startsWith('type ')) continue;
      const table = byBinding.get(name);
      if (table) named.add(table);
    }
  }
  return named;
}

/** Every non-test, non-table TypeScript file of a module, repository-relative. */
function sourceFiles(root, module) {
  const dir = path.join(root, MODULES, module);
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.table.ts'))
    .map((file) => path.join(MODULES, module, file));
}

/**
 * What is wrong: [{ file, table, owner }] for a read of another module's table not in `shared`, and
 * [{ module, table }] (`stale`) for a listed read no file of that module makes any more.
 */
export function checkTableOwners(root, shared = SHARED_READS) {
  const owners = tableOwners(root);
  const unlisted = [];
  const used = new Set();
  for (const module of readdirSync(path.join(root, MODULES))) {
    if (!existsSync(path.join(root, MODULES, module))) continue;
    for (const file of sourceFiles(root, module)) {
      for (const table of tablesNamedIn(readFileSync(path.join(root, file), 'utf8'), owners)) {
        const owner = owners.get(table)?.module;
        if (owner === module) continue;
        if (shared[module]?.[table]) used.add(`${module} ${table}`);
        else unlisted.push({ file, table, owner });
      }
    }
  }
  const stale = Object.entries(shared).flatMap(([module, tables]) =>
    Object.keys(tables)
      .filter((table) => !used.has(`${module} ${table}`))
      .map((table) => ({ module, table })),
  );
  return { unlisted, stale };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { unlisted, stale } = checkTableOwners(REPO_ROOT);
  for (const { file, table, owner } of unlisted)
    console.error(
      `${file}: names the table ${table}, which the ${owner} module owns: ask its service ` +
        `(or, for a hot path, list the read in scripts/check-table-owners.mjs SHARED_READS with its reason)`,
    );
  for (const { module, table } of stale)
    console.error(
      `scripts/check-table-owners.mjs: SHARED_READS lists ${module} reading ${table}, which it no longer does`,
    );
  if (unlisted.length || stale.length) process.exit(1);
  console.log(
    "check-table-owners: every module's SQL names its own tables, or a read listed with its reason",
  );
}
