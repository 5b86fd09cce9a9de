import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { participantIdOf, participantIdSql } from './participant-id';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a participant's public id", () => {
  it('is the same computed by the app and by the database, for every session id', async () => {
    const ids = Array.from({ length: 50 }, () => randomBytes(24).toString('base64url'));
    const { rows } = await t.app.database.query<{ id: string; public_id: string }>(
      `select id, ${participantIdSql('id')} as public_id from unnest($1::text[]) as id`,
      [ids],
    );
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(participantIdOf(row.id)).toBe(row.public_id);
    expect(participantIdOf(ids[0])).toMatch(/^[0-9a-f]{16}$/);
  });
});
