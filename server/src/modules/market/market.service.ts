import {
  isStaff,
  type Language,
  MARKET_PAGE_SIZE,
  MARKET_STATUS,
  type marketQuestionInput,
  type marketSearchBody,
  type User,
  withTypeFieldsOnly,
} from '@quizzical/common';
import type { z } from 'zod';
import { createTtlCache } from '../../lib/ttl-cache';
import type { LookupsService } from '../lookups/lookups.service';
import { proposalsStaffOnly, questionNotFound } from './market.errors';
import { latexFileName, marketQuestionToLatex } from './market.latex';
import { presentMarketQuestion } from './market.presenters';
import type { MarketPageRow, MarketReadRow, MarketRepository, MarketValues } from './market.repository';

type Input = z.output<typeof marketQuestionInput>;

/** The stored columns of a proposal or an edit: the fields of other kinds of question back to their defaults. */
const toValues = (body: Input): Omit<MarketValues, 'status' | 'ownerId'> => {
  const { type: questionType, ...input } = withTypeFieldsOnly({
    ...body,
    type: body.question_type,
    lookupType: body.type,
  });
  return {
    description: input.description,
    tags: input.tags,
    theme: input.theme,
    level: input.level,
    type: input.lookupType,
    text: input.text,
    answer1: input.answer1,
    answer2: input.answer2,
    answer3: input.answer3,
    answer4: input.answer4,
    correctAnswer: input.correct_answer,
    questionType,
    correctAnswers: input.correct_answers,
    partialCredit: input.partial_credit,
    acceptedAnswers: input.accepted_answers,
    caseSensitive: input.case_sensitive,
    correctValue: input.correct_value,
    tolerance: input.tolerance,
    smallImageUrl: input.smallImageUrl,
    bigImageUrl: input.bigImageUrl,
    explanation: input.explanation,
    explanationSmallImageUrl: input.explanationSmallImageUrl,
    explanationBigImageUrl: input.explanationBigImageUrl,
    // absent in an edit: the question keeps its language
    ...(input.language && { language: input.language }),
  };
};

/** `tags` with every tag equal to `source` (ignoring case) replaced by `target`. */
const retag = (tags: string, source: string, target: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((tag) => (tag.toLowerCase() === source.toLowerCase() ? target : tag))
    .join(', ');

/** Names by id of a lookup list, built once per list (the lookups' lists are read once and kept). */
const namesOf = (() => {
  const built = new WeakMap<readonly { id: number; name: string }[], Map<number, string>>();
  return (list: readonly { id: number; name: string }[]) => {
    const names = built.get(list) ?? new Map(list.map(({ id, name }) => [id, name]));
    built.set(list, names);
    return names;
  };
})();

export function createMarketService({
  repo,
  lookups,
}: {
  repo: MarketRepository;
  /** The themes', levels' and types' names beside a search's questions, from the lookups' cache. */
  lookups: Pick<LookupsService, 'themes' | 'levels' | 'types'>;
}) {
  /** A search's rows with the names of their theme, level and type. */
  async function withLookupNames(rows: MarketPageRow[]): Promise<MarketReadRow[]> {
    const [themes, levels, types] = (
      await Promise.all([lookups.themes('en'), lookups.levels('en'), lookups.types('en')])
    ).map(namesOf);
    const name = (names: Map<number, string>, id: number | null) =>
      id === null ? null : (names.get(id) ?? null);
    return rows.map((row) => ({
      ...row,
      themeName: name(themes, row.question.theme),
      levelName: name(levels, row.question.level),
      typeName: name(types, row.question.type),
    }));
  }

  const answers = createTtlCache<string, string>({
    maxEntries: 500,
    maxAgeMs: 5_000,
  });

  async function answerOf(body: z.output<typeof marketSearchBody>, staff: boolean) {
    const { rows, count } = await repo.search(
      {
        status: body.active ? MARKET_STATUS.APPROVED : MARKET_STATUS.PROPOSED,
        theme: body.theme,
        level: body.level,
        type: body.type,
        language: body.language ?? null,
        keyword: body.keyword,
      },
      body.page,
      MARKET_PAGE_SIZE,
    );
    const named = await withLookupNames(rows);
    return JSON.stringify({ results: named.map((row) => presentMarketQuestion(row, { staff })), count });
  }

  /** A question the viewer may see: unapproved ones exist only for staff (404 for everyone else). */
  async function visible(id: number, viewer: User | undefined) {
    const row = await repo.findById(id);
    if (!row || (row.question.status !== MARKET_STATUS.APPROVED && !isStaff(viewer)))
      throw questionNotFound();
    return row;
  }

  async function get(id: number, viewer: User | undefined) {
    return presentMarketQuestion(await visible(id, viewer), { staff: isStaff(viewer) });
  }

  return {
    get,

    /**
     * A page of a search and its total, as the JSON text the route sends. The same search asked again
     * within seconds gets the same text: the market's first page and its popular filters are what most
     * visitors open, and presenting and serialising ten questions was a quarter of such a search's CPU. A
     * text is used only while no question was written since it was made (the repository's generation;
     * the lookups' names change only with a deploy); its age bounds what another instance's writes leave.
     */
    async search(body: z.output<typeof marketSearchBody>, viewer: User | undefined): Promise<string> {
      const staff = isStaff(viewer);
      if (!body.active && !staff) throw proposalsStaffOnly();
      return answers.get(JSON.stringify([repo.generation(), staff, body]), () => answerOf(body, staff));
    },

    /**
     * Anyone proposes; the proposal waits for staff approval; the submitter is kept when signed in. Its
     * language: the body's, else the submitter's account's, else the request's (`requestLanguage`).
     */
    propose: async (input: Input, viewer: User | undefined, requestLanguage: Language) => ({
      id: await repo.insert({
        ...toValues(input),
        language: input.language ?? viewer?.language ?? requestLanguage,
        status: MARKET_STATUS.PROPOSED,
        ownerId: viewer?.id ?? null,
      }),
    }),

    async edit(id: number, input: Input, viewer: User | undefined) {
      if (!(await repo.update(id, toValues(input)))) throw questionNotFound();
      return get(id, viewer);
    },

    async approve(id: number, viewer: User | undefined) {
      if (!(await repo.update(id, { status: MARKET_STATUS.APPROVED }))) throw questionNotFound();
      return get(id, viewer);
    },

    async remove(id: number) {
      if (!(await repo.delete(id))) throw questionNotFound();
    },

    /** Staff: a copy to rework, waiting for approval like a proposal. */
    async duplicate(id: number, viewer: User) {
      const { question } = await visible(id, viewer);
      const { id: _id, createdAt: _createdAt, ...values } = question;
      return get(
        await repo.insert({ ...values, status: MARKET_STATUS.PROPOSED, ownerId: viewer.id }),
        viewer,
      );
    },

    /** Staff: copies every question tagged `source` into a new one tagged `target` instead. */
    async copyBetweenTags({ source, target }: { source: string; target: string }) {
      const rows = await repo.withTag(source);
      if (rows.length) {
        await repo.insertMany(
          rows.map(({ id: _id, createdAt: _createdAt, ...values }) => ({
            ...values,
            tags: retag(values.tags, source, target),
          })),
        );
      }
      return { copied: rows.length };
    },

    async latex(id: number, viewer: User) {
      const row = await visible(id, viewer);
      return {
        filename: latexFileName(row.question),
        content: marketQuestionToLatex(row.question, {
          theme: row.themeName,
          level: row.levelName,
          type: row.typeName,
        }),
      };
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
