import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenses } from '../licenses/licenses.table';
import { refreshTokens, users, userTokens } from './auth.table';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Db) {
  // every authenticated request reads its user: built once, and on PostgreSQL parsed and planned once
  // per connection
  const withPro = db
    .select({
      user: users,
      hasPro: sql<boolean>`exists (select 1 from ${licenses} l where l.user_id = "users"."id"
        and l.tier = 'P' and l.valid_from <= ${sql.placeholder('today')}::date
        and l.valid_to >= ${sql.placeholder('today')}::date)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_with_pro');

  return {
    findByEmail: async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],

    findById: async (id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    /** The user and whether a Pro licence covers `today`, in one round trip. */
    findWithPro: async (id: number, today: string) => (await withPro.execute({ id, today }))[0],

    insertUser: async (values: typeof users.$inferInsert) =>
      (await db.insert(users).values(values).returning())[0],

    /** Nothing to set (a PATCH of `{}` or of unknown keys only) is no change, not an UPDATE without SET. */
    updateUser: async (id: number, values: Partial<typeof users.$inferInsert>) =>
      Object.values(values).some((v) => v !== undefined)
        ? (await db.update(users).set(values).where(eq(users.id, id)).returning())[0]
        : (await db.select().from(users).where(eq(users.id, id)))[0],

    deleteUser: (id: number) => db.delete(users).where(eq(users.id, id)),

    async insertEmailToken(values: typeof userTokens.$inferInsert) {
      await db.insert(userTokens).values(values);
    },

    /** Marks the token used if it is valid now; returns the row only to the first caller (single use). */
    async consumeEmailToken(tokenHash: string, purpose: 'activation' | 'reset', now: Date) {
      const rows = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning();
      return rows[0];
    },

    insertRefreshToken: (values: typeof refreshTokens.$inferInsert) =>
      db.insert(refreshTokens).values(values),

    /** Rotation step: marks `jti` used if it was not; returns undefined when it was already used. */
    async useRefreshToken(jti: string, now: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning();
      return rows[0];
    },

    findRefreshToken: async (jti: string) =>
      (await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).limit(1))[0],

    revokeFamily: (familyId: string, now: Date) =>
      db.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, familyId)),

    revokeAllForUser: (userId: number, now: Date) =>
      db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
