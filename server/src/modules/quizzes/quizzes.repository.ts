import { ACTIVE_QUIZ_STATUSES, QUIZ_STATUS } from '@quizzical/common';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../auth/auth.table';
import { quizSessions } from '../taking/taking.table';
import type { QuestionCorrection } from './quizzes.corrections';
import { questions, quizzes } from './quizzes.table';

type QuestionValues = Omit<typeof questions.$inferInsert, 'quizId' | 'position' | 'id'>;
export type QuizValues = Omit<typeof quizzes.$inferInsert, 'id' | 'createdDate'>;

// Correlated counts, so that the owner's list is one statement (the sessions are taking's table, read
// here for that reason only); the outer column is written qualified because drizzle prints bare names in one-table selects.
const responsesCount = sql<number>`(select count(*)::int from ${quizSessions} s where s.quiz_id = "quizzes"."id")`;
const questionsCount = sql<number>`(select count(*)::int from ${questions} q where q.quiz_id = "quizzes"."id")`;

export function createQuizzesRepository(db: Db) {
  /** Every quiz in status `from` whose `due` time has come by `now`, moved to `to` (the scheduler's moves). */
  const moveDue = (
    from: number,
    to: number,
    due: typeof quizzes.opensAt | typeof quizzes.closesAt,
    now: Date,
  ) =>
    db
      .update(quizzes)
      .set({ status: to })
      .where(and(eq(quizzes.status, from), isNotNull(due), lte(due, now)))
      .returning({ id: quizzes.id, code: quizzes.code, hosted: quizzes.hosted });

  // every owner call checks its quiz by code: built once, and on PostgreSQL parsed and planned once per
  // connection (drizzle's builder and the planning were a third of a cached report's request)
  const byCode = db
    .select()
    .from(quizzes)
    .where(eq(quizzes.code, sql.placeholder('code')))
    .limit(1)
    .prepare('quiz_by_code');

  return {
    /** The owner's quizzes, newest first, with counts; `search` matches title and description. */
    async listForOwner(ownerId: number, search: string) {
      const filter = search
        ? and(
            eq(quizzes.ownerId, ownerId),
            or(
              ilike(quizzes.title, `%${escapeLike(search)}%`),
              ilike(quizzes.description, `%${escapeLike(search)}%`),
            ),
          )
        : eq(quizzes.ownerId, ownerId);
      return db
        .select({
          quiz: quizzes,
          numResponses: responsesCount,
          numQuestions: questionsCount,
          hosted: quizzes.hosted,
        })
        .from(quizzes)
        .where(filter)
        .orderBy(desc(quizzes.createdDate), desc(quizzes.id));
    },

    findByCode: async (code: string) => (await byCode.execute({ code }))[0],
    findByShareCode: async (shareCode: string) =>
      (await db.select().from(quizzes).where(eq(quizzes.shareCode, shareCode)).limit(1))[0],
    findOwnedByCodes: (ownerId: number, codes: string[]) =>
      db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.ownerId, ownerId), inArray(quizzes.code, codes))),

    /** Marks the quiz hosted live, inside the transaction that opens its game (modules/live). */
    markHosted: (quizId: number, tx: DbOrTx) =>
      tx.update(quizzes).set({ hosted: true }).where(eq(quizzes.id, quizId)),

    questionsOf: (quizId: number, tx: DbOrTx = db) =>
      tx
        .select()
        .from(questions)
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id)),

    /** Active quizzes (not closed) of an owner, for the free-plan limit. */
    countActive: async (ownerId: number, tx: DbOrTx = db) =>
      (
        await tx
          .select({ n: count() })
          .from(quizzes)
          .where(and(eq(quizzes.ownerId, ownerId), inArray(quizzes.status, [...ACTIVE_QUIZ_STATUSES])))
      )[0].n,

    /** Serialises quiz creation per owner so two parallel creates cannot both pass the free-plan check. */
    lockOwner: (ownerId: number, tx: DbOrTx) =>
      tx.execute(sql`select id from ${users} where id = ${ownerId} for update`),

    /** Locks the quiz row until the transaction ends and returns its status (undefined if deleted). */
    lockQuizStatus: async (id: number, tx: DbOrTx) =>
      (await tx.select({ status: quizzes.status }).from(quizzes).where(eq(quizzes.id, id)).for('update'))[0]
        ?.status,

    codeExists: async (column: 'code' | 'share_code', value: string) => {
      const col = column === 'code' ? quizzes.code : quizzes.shareCode;
      return (await db.select({ id: quizzes.id }).from(quizzes).where(eq(col, value)).limit(1)).length > 0;
    },

    async insertQuiz(values: QuizValues, qs: QuestionValues[], tx: DbOrTx = db) {
      const [row] = await tx.insert(quizzes).values(values).returning();
      const inserted = qs.length
        ? await tx
            .insert(questions)
            .values(qs.map((question, i) => ({ ...question, quizId: row.id, position: i })))
            .returning()
        : [];
      return { row, questions: inserted };
    },

    updateQuiz: async (id: number, values: Partial<QuizValues>, tx: DbOrTx = db) =>
      (await tx.update(quizzes).set(values).where(eq(quizzes.id, id)).returning())[0],

    async replaceQuestions(quizId: number, qs: QuestionValues[], tx: DbOrTx) {
      await tx.delete(questions).where(eq(questions.quizId, quizId));
      if (qs.length)
        await tx.insert(questions).values(qs.map((question, i) => ({ ...question, quizId, position: i })));
    },

    /**
     * Writes the corrections of a started or closed quiz's questions (same ids, same positions) and
     * moves its revision on: ends that raced it are scored again, run screens reload the questions.
     */
    async correctQuestions(quizId: number, corrections: QuestionCorrection[], tx: DbOrTx) {
      for (const { id, ...values } of corrections)
        await tx
          .update(questions)
          .set(values)
          .where(and(eq(questions.id, id), eq(questions.quizId, quizId)));
      await tx
        .update(quizzes)
        .set({ revision: sql`${quizzes.revision} + 1` })
        .where(eq(quizzes.id, quizId));
    },

    /**
     * Moves the status from `from` to `to` (0 -> 1 -> 2, and 2 -> 1 to reopen); returns undefined when
     * the quiz was not at `from`.
     */
    moveStatus: async ({ quizId, from, to }: { quizId: number; from: number; to: number }, tx: DbOrTx = db) =>
      (
        await tx
          .update(quizzes)
          .set({ status: to })
          .where(and(eq(quizzes.id, quizId), eq(quizzes.status, from)))
          .returning()
      )[0],

    /**
     * The scheduler's moves (quizzes.scheduler.ts): every quiz due to open (0 -> 1) or to close (1 -> 2)
     * at `now`, moved in one conditional UPDATE, so that of two instances checking at once only one gets
     * each row back (the second waits on the row lock, then finds the status moved). Served by the
     * partial indexes quizzes_opens_due_idx and quizzes_closes_due_idx.
     */
    openDue: (now: Date) => moveDue(QUIZ_STATUS.NOT_STARTED, QUIZ_STATUS.STARTED, quizzes.opensAt, now),
    closeDue: (now: Date) => moveDue(QUIZ_STATUS.STARTED, QUIZ_STATUS.CLOSED, quizzes.closesAt, now),

    /** A reopened quiz's deadline, when it has passed, is dropped: else it would close again at once. */
    dropPastDeadline: (quizId: number, now: Date, tx: DbOrTx = db) =>
      tx
        .update(quizzes)
        .set({ closesAt: null })
        .where(and(eq(quizzes.id, quizId), lte(quizzes.closesAt, now))),

    deleteOwned: (ownerId: number, codes: string[]) =>
      db
        .delete(quizzes)
        .where(and(eq(quizzes.ownerId, ownerId), inArray(quizzes.code, codes)))
        .returning({ code: quizzes.code }),

    /** Public quizzes, newest first, filtered; keyword matches title and description ignoring case and accents. */
    async searchPublic(
      filter: { theme: number | null; type: number | null; level: number | null; keyword: string },
      { page, size }: { page: number; size: number },
    ) {
      const conditions = [eq(quizzes.public, true)];
      if (filter.theme) conditions.push(eq(quizzes.theme, filter.theme));
      if (filter.type) conditions.push(eq(quizzes.type, filter.type));
      if (filter.level) conditions.push(eq(quizzes.level, filter.level));
      if (filter.keyword) {
        const pattern = `%${escapeLike(filter.keyword)}%`;
        conditions.push(
          sql`(unaccent(${quizzes.title}) ilike unaccent(${pattern}) or unaccent(${quizzes.description}) ilike unaccent(${pattern}))`,
        );
      }
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select({
            quiz: quizzes,
            numQuestions: questionsCount,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(quizzes)
          .innerJoin(users, eq(users.id, quizzes.ownerId))
          .where(where)
          .orderBy(desc(quizzes.createdDate), desc(quizzes.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(quizzes).where(where),
      ]);
      return { rows, count: total[0].n };
    },
  };
}
export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (special) => `\\${special}`);
