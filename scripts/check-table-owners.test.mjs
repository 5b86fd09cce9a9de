import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkTableOwners,
  REPO_ROOT,
  SHARED_READS,
  tableOwners,
  tablesNamedIn,
} from './check-table-owners.mjs';

/** A repository with server modules: { 'live/live.table.ts': source, … } under server/src/modules. */
function fixture(root, files) {
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(root, 'server/src/modules', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
  }
  return root;
}

const TABLES = {
  'live/live.table.ts': "export const liveGames = pgTable('live_games', {});",
  'quizzes/quizzes.table.ts':
    "export const quizzes = pgTable(\n  'quizzes',\n  {},\n);\nexport const questions = pgTable('questions', {});",
};

describe("the server modules' SQL", () => {
  it('names only its own tables, or reads listed with their reason', () => {
    expect(checkTableOwners(REPO_ROOT)).toEqual({ unlisted: [], stale: [] });
  });

  it("asks the quiz row, not live's table, whether a quiz is hosted", () => {
    const readers = Object.entries(SHARED_READS).filter(([, tables]) => 'live_games' in tables);
    expect(readers).toEqual([]);
    expect(tableOwners(REPO_ROOT).get('live_games')?.module).toBe('live');
  });
});

describe('checking table owners', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'table-owners-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  let n = 0;
  const repository = (files) => fixture(path.join(base, String(n++)), { ...TABLES, ...files });

  it('finds each table in the module whose table file declares it', () => {
    const owners = tableOwners(repository({}));
    expect(owners.get('live_games')).toEqual({ module: 'live', binding: 'liveGames' });
    expect(owners.get('questions')).toEqual({ module: 'quizzes', binding: 'questions' });
  });

  it("fails on another module's table named in a statement", () => {
    const root = repository({
      'taking/taking.repository.ts':
        'const SQL = `select 1 from quizzes z\n  where not exists (select 1 from live_games g where g.quiz_id = z.id)`;',
    });
    expect(checkTableOwners(root, { taking: { quizzes: 'the hot path' } })).toEqual({
      unlisted: [
        { file: 'server/src/modules/taking/taking.repository.ts', table: 'live_games', owner: 'live' },
      ],
      stale: [],
    });
  });

  it("fails on another module's drizzle table imported as a value, not on a type import", () => {
    const root = repository({
      'results/results.repository.ts':
        "import { liveGames as games } from '../live/live.table';\nimport type { questions } from '../quizzes/quizzes.table';",
    });
    expect(checkTableOwners(root, {}).unlisted).toEqual([
      { file: 'server/src/modules/results/results.repository.ts', table: 'live_games', owner: 'live' },
    ]);
  });

  it("passes a module's own tables, tests, table files and prose in comments", () => {
    const root = repository({
      'live/live.repository.ts': "const SQL = 'update live_games set step = $1';",
      'taking/taking.test.ts': "await db.insert(liveGames); const SQL = 'select 1 from live_games';",
      'taking/taking.table.ts': "import { quizzes } from '../quizzes/quizzes.table';",
      'taking/taking.service.ts': '// the answers come from quizzes cached here\n/* read from questions */',
    });
    expect(checkTableOwners(root, {})).toEqual({ unlisted: [], stale: [] });
  });

  it('fails on a listed read that no file makes any more', () => {
    const root = repository({ 'taking/taking.repository.ts': "const SQL = 'select 1 from quizzes';" });
    expect(checkTableOwners(root, { taking: { quizzes: 'the hot path', questions: 'gone' } }).stale).toEqual([
      { module: 'taking', table: 'questions' },
    ]);
  });

  it('reads SQL words in any case and quoted names', () => {
    const owners = tableOwners(repository({}));
    expect([...tablesNamedIn('sql`SELECT 1 FROM "live_games" JOIN questions q`', owners)]).toEqual([
      'live_games',
      'questions',
    ]);
  });
});
