import {
  type ImportFileFormat,
  type ImportFileResult,
  MARKET_DESCRIPTION_MAX,
  MARKET_TAGS_MAX,
  type MarketImportResult,
  marketQuestionInput,
  QUESTIONS_MAX,
  QUIZ_TITLE_MAX,
  questionInput,
  quizInput,
  type SkippedQuestion,
  type User,
} from '@quizzical/common';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { formulaIssues, questionFormulaFields } from '../../lib/formulas';
import { HttpError } from '../../lib/http-errors';
import type { MarketService } from '../market/market.service';
import type { PlansService } from '../plans/plans.service';
import type { QuizzesService } from '../quizzes/quizzes.service';
import type { UploadsService } from '../uploads/uploads.service';
import { parseImportFile } from './import';
import { type ImportedQuestion, UnreadableFileError } from './import/mapping';
import { nothingToImport, unreadableFile } from './transfer.errors';

export interface TransferDeps {
  db: Db;
  /** The new quiz is created as POST /api/quizz creates one (defaults, status 0, free-plan limit). */
  quizzes: Pick<QuizzesService, 'create'>;
  /** Images of the question texts go through the upload pipeline (checked, re-encoded, limited). */
  uploads: Pick<UploadsService, 'admit' | 'store'>;
  plans: Pick<PlansService, 'assertMayAddActiveQuiz'>;
  /** Staff files become proposals as POST /api/market/quizz makes them. */
  market: Pick<MarketService, 'propose'>;
}

type Card = z.output<typeof questionInput>;
type ImportedFile = { data: Buffer; filename?: string; format?: ImportFileFormat };
/** Proposals one staff file makes at most (a Moodle course bank can hold thousands). */
const MARKET_IMPORT_MAX = 500;
const FALLBACK_TITLE = 'Imported quizz';

/** The quiz's title: the file's first category, else the file's name without its extension. */
function titleOf(category: string | undefined, filename: string | undefined): string {
  const fromName = filename?.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const title = (category?.trim() || fromName?.trim() || FALLBACK_TITLE).replace(/[\s\p{Cc}]+/gu, ' ');
  return title.slice(0, QUIZ_TITLE_MAX).trim() || FALLBACK_TITLE;
}

/** Questions in and out of files (issue 15): this side reads them in (modules/transfer/import). */
export function createTransferService({ db, quizzes, uploads, plans, market }: TransferDeps) {
  /** The card as the quiz editor would save it, or why not (too long, a formula that cannot render…). */
  async function checkedCard(question: ImportedQuestion): Promise<Card | string> {
    const [answer1, answer2, answer3 = '', answer4 = ''] = question.answers;
    const checked = questionInput.safeParse({
      text: question.text,
      answer1,
      answer2,
      answer3,
      answer4,
      correct_answer: question.correct + 1,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return issue ? `${issue.path.join('.') || 'question'}: ${issue.message}` : 'not a valid question';
    }
    const problems = await formulaIssues(questionFormulaFields(checked.data));
    return problems[0]?.message ?? checked.data;
  }

  /** Stores the first image of a question text; on a refusal the question stays, without its image. */
  async function withImage(user: User, card: Card, image: Buffer | undefined): Promise<Card | string> {
    if (!image) return card;
    try {
      await uploads.admit(user.id);
      return { ...card, ...(await uploads.store(user.id, image)) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return error.code === 'uploads.too_many'
        ? 'image left out: too many uploads from this account this hour'
        : 'image left out: not a readable image';
    }
  }

  /**
   * The file's questions as checked cards with their images stored, or 400: unreadable (with where),
   * or nothing to take. `max` bounds the questions taken; the rest are reported.
   */
  async function readCards(user: User, file: ImportedFile, max: number) {
    // a file is an upload of the account: counted before it is parsed (a 10 MB Moodle XML costs the CPU
    // about 1.5 s), so that the hourly upload limit also bounds imports
    await uploads.admit(user.id);
    let parsed: Awaited<ReturnType<typeof parseImportFile>>;
    try {
      parsed = await parseImportFile(file.data, file.format);
    } catch (error) {
      if (error instanceof UnreadableFileError) throw unreadableFile(error.where, error.problem);
      throw error;
    }
    const skipped: SkippedQuestion[] = [...parsed.skipped];
    const taken: { question: ImportedQuestion; card: Card }[] = [];
    for (const question of parsed.questions) {
      if (taken.length >= max) {
        skipped.push({ name: question.name, reason: `at most ${max} questions are imported at once` });
        continue;
      }
      const card = await checkedCard(question);
      if (typeof card === 'string') skipped.push({ name: question.name, reason: card });
      else taken.push({ question, card });
    }
    if (taken.length === 0) throw nothingToImport(skipped);
    const cards: { name: string; card: Card }[] = [];
    for (const { question, card } of taken) {
      const stored = await withImage(user, card, question.image);
      if (typeof stored === 'string') skipped.push({ name: question.name, reason: stored });
      cards.push({ name: question.name, card: typeof stored === 'string' ? card : stored });
    }
    return { title: titleOf(parsed.title, file.filename), cards, skipped };
  }

  return {
    /** A new quiz of `user` from the file's questions (POST /api/quizz/_import_file). */
    async importFile(user: User, file: ImportedFile): Promise<ImportFileResult> {
      // before any image is stored: a quiz the plan refuses costs nothing
      await plans.assertMayAddActiveQuiz(user, db);
      const { title, cards, skipped } = await readCards(user, file, QUESTIONS_MAX);
      const quiz = await quizzes.create(
        user,
        quizInput.parse({ title, questions: cards.map((c) => c.card) }),
      );
      return { code: quiz.code, imported: cards.length, skipped };
    },

    /**
     * Staff: each question of the file becomes a market proposal (waiting for approval), described by
     * its name, tagged with the file's category or name, in the theme, level and type chosen.
     */
    async proposeFile(
      user: User,
      file: ImportedFile,
      lookups: { theme: number | null; level: number | null; type: number | null },
    ): Promise<MarketImportResult> {
      const { title, cards, skipped } = await readCards(user, file, MARKET_IMPORT_MAX);
      for (const { name, card } of cards) {
        const input = marketQuestionInput.parse({
          ...card,
          ...lookups,
          description: name.slice(0, MARKET_DESCRIPTION_MAX),
          tags: title.slice(0, MARKET_TAGS_MAX),
        });
        await market.propose(input, user);
      }
      return { imported: cards.length, skipped };
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
