import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from './uploads.table';

export function createUploadsRepository(db: Db) {
  return {
    /** Stores images; a name already stored keeps its bytes (names are hashes of the bytes). */
    async insert(rows: { name: string; data: Buffer; ownerId: number | null }[]) {
      await db.insert(uploads).values(rows).onConflictDoNothing({ target: uploads.name });
    },
    async find(name: string): Promise<Buffer | undefined> {
      const rows = await db
        .select({ data: uploads.data })
        .from(uploads)
        .where(sql`${uploads.name} = ${name}`);
      return rows[0]?.data;
    },
    /** Which of these names are stored. */
    async existing(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, names));
      return new Set(rows.map((r) => r.name));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
