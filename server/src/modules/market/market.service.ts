import {
  MARKET_PAGE_SIZE,
  type MarketQuestion,
  type marketQuestionInput,
  type marketSearchBody,
  type User,
} from '@quizzical/common';
import type { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { isStaff } from '../../plugins/authenticate';
import { latexFileName, marketQuestionToLatex } from './market.latex';
import type { MarketReadRow, MarketRepository, MarketValues } from './market.repository';

type Input = z.output<typeof marketQuestionInput>;

const toValues = (input: Input): Omit<MarketValues, 'status' | 'ownerId'> => ({
  description: input.description,
  tags: input.tags,
  theme: input.theme,
  level: input.level,
  type: input.type,
  text: input.text,
  answer1: input.answer1,
  answer2: input.answer2,
  answer3: input.answer3,
  answer4: input.answer4,
  correctAnswer: input.correct_answer,
  smallImageUrl: input.smallImageUrl,
  bigImageUrl: input.bigImageUrl,
  explanation: input.explanation,
  explanationSmallImageUrl: input.explanationSmallImageUrl,
  explanationBigImageUrl: input.explanationBigImageUrl,
});

/** A market question as `viewer` may see it: tags and the submitter for staff only. */
function present(row: MarketReadRow, staff: boolean): MarketQuestion {
  const { q } = row;
  return {
    id: q.id,
    description: q.description,
    ...(staff && { tags: q.tags }),
    theme: row.themeName,
    level: row.levelName,
    type: row.typeName,
    theme_id: q.theme,
    level_id: q.level,
    type_id: q.type,
    text: q.text,
    answer1: q.answer1,
    answer2: q.answer2,
    answer3: q.answer3,
    answer4: q.answer4,
    correct_answer: q.correctAnswer,
    smallImageUrl: q.smallImageUrl,
    bigImageUrl: q.bigImageUrl,
    explanation: q.explanation,
    explanationSmallImageUrl: q.explanationSmallImageUrl,
    explanationBigImageUrl: q.explanationBigImageUrl,
    ...(staff && {
      owner:
        row.ownerFirstName === null
          ? null
          : { first_name: row.ownerFirstName, last_name: row.ownerLastName ?? '' },
    }),
    status: q.status,
  };
}

export function createMarketService({ repo }: { repo: MarketRepository }) {
  /** A question the viewer may see: unapproved ones exist only for staff (404 for everyone else). */
  async function visible(id: number, viewer: User | undefined) {
    const row = await repo.findById(id);
    if (!row || (row.q.status !== 1 && !isStaff(viewer))) throw notFound();
    return row;
  }

  return {
    async get(id: number, viewer: User | undefined) {
      return present(await visible(id, viewer), isStaff(viewer));
    },

    async search(body: z.output<typeof marketSearchBody>, viewer: User | undefined) {
      const staff = isStaff(viewer);
      if (!body.active && !staff) throw forbidden();
      const { rows, count } = await repo.search(
        { ...body, status: body.active ? 1 : 0 },
        body.page,
        MARKET_PAGE_SIZE,
      );
      return { results: rows.map((r) => present(r, staff)), count };
    },

    /** Anyone proposes; the proposal waits for staff approval; the submitter is kept when signed in. */
    propose: async (input: Input, viewer: User | undefined) => ({
      id: await repo.insert({ ...toValues(input), status: 0, ownerId: viewer?.id ?? null }),
    }),

    async edit(id: number, input: Input, viewer: User | undefined) {
      if (!(await repo.update(id, toValues(input)))) throw notFound();
      return this.get(id, viewer);
    },

    async approve(id: number, viewer: User | undefined) {
      if (!(await repo.update(id, { status: 1 }))) throw notFound();
      return this.get(id, viewer);
    },

    async remove(id: number) {
      if (!(await repo.delete(id))) throw notFound();
    },

    /** Staff: a copy to rework, waiting for approval like a proposal. */
    async duplicate(id: number, viewer: User) {
      const { q } = await visible(id, viewer);
      const { id: _id, createdAt: _c, ...values } = q;
      return this.get(await repo.insert({ ...values, status: 0, ownerId: viewer.id }), viewer);
    },

    /** Staff: copies every question tagged `source` into a new one tagged `target` instead. */
    async copyBetweenTags(source: string, target: string) {
      const rows = await repo.withTag(source);
      if (rows.length) {
        await repo.insertMany(
          rows.map(({ id: _id, createdAt: _c, ...values }) => ({
            ...values,
            tags: values.tags
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean)
              .map((t) => (t.toLowerCase() === source.toLowerCase() ? target : t))
              .join(', '),
          })),
        );
      }
      return { copied: rows.length };
    },

    async latex(id: number, viewer: User) {
      const row = await visible(id, viewer);
      return {
        filename: latexFileName(row.q),
        content: marketQuestionToLatex(row.q, {
          theme: row.themeName,
          level: row.levelName,
          type: row.typeName,
        }),
      };
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
