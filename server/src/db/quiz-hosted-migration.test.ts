import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// The quiz row's `hosted` flag (migration 0012) replaced the other modules' queries of live_games: a quiz
// whose game was opened before the migration must read as hosted after it, or its students' saves
// would be taken again and its report would lose its points.

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const FLAG_MIGRATION = '0012_quiz_hosted';

/** The migrations folder as it was before the flag: the same files, the journal cut before it. */
function migrationsBeforeFlag(into: string) {
  cpSync(migrationsFolder, into, { recursive: true });
  const journalFile = join(into, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag === FLAG_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
}

describe('the hosted flag migration', () => {
  const folder = mkdtempSync(join(tmpdir(), 'quizzical-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('marks hosted the quizzes whose live game existed before it, and only those', async () => {
    migrationsBeforeFlag(folder);
    const client = await PGlite.create(undefined, { extensions: { pg_trgm, unaccent } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      const owner = await client.query<{ id: number }>(
        `insert into users (email, password_hash) values ('t@example.com', 'x') returning id`,
      );
      const quizIds: number[] = [];
      for (const code of ['HOSTED', 'PLAIN']) {
        const quiz = await client.query<{ id: number }>(
          `insert into quizzes (code, share_code, owner_id, title, status) values ($1, $2, $3, 'Quiz', 1) returning id`,
          [code, `S${code}`, owner.rows[0].id],
        );
        quizIds.push(quiz.rows[0].id);
      }
      await client.query('insert into live_games (quiz_id) values ($1)', [quizIds[0]]);

      await migrate(db, { migrationsFolder });

      const rows = await client.query<{ code: string; hosted: boolean }>(
        'select code, hosted from quizzes order by code',
      );
      expect(rows.rows).toEqual([
        { code: 'HOSTED', hosted: true },
        { code: 'PLAIN', hosted: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
