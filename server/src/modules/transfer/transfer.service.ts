import {
  type ImportFileFormat,
  type ImportFileResult,
  MARKET_DESCRIPTION_MAX,
  MARKET_TAGS_MAX,
  type MarketImportResult,
  marketQuestionInput,
  QUESTIONS_MAX,
  QUIZ_TITLE_MAX,
  quizInput,
  type User,
} from '@quizzical/common';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { MarketService } from '../market/market.service';
import type { PlansService } from '../plans/plans.service';
import type { QuizzesService } from '../quizzes/quizzes.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { ImportReader } from './import/import-reader';
import type { Card } from './import/read-file';
import { importRunning, nothingToImport, unreadableFile } from './transfer.errors';

export interface TransferDeps {
  db: Db;
  /** The new quiz is created as POST /api/quizz creates one (defaults, status 0, free-plan limit). */
  quizzes: Pick<QuizzesService, 'create'>;
  /** Images of the question texts go through the upload pipeline (checked, re-encoded, limited). */
  uploads: Pick<UploadsService, 'admit' | 'store'>;
  plans: Pick<PlansService, 'assertMayAddActiveQuiz'>;
  /** Staff files become proposals as POST /api/market/quizz makes them. */
  market: Pick<MarketService, 'propose'>;
  /** Reads the files in worker threads, within time and memory limits. */
  reader: ImportReader;
}

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

/** Questions in and out of files: this side reads them in (modules/transfer/import). */
export function createTransferService({ db, quizzes, uploads, plans, market, reader }: TransferDeps) {
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

  /** Accounts with a file being read: one at a time each (on this instance). */
  const importing = new Set<number>();

  /**
   * The file's questions as checked cards with their images stored, or 400: unreadable (with where),
   * past the reading limits, or nothing to take. `max` bounds the questions taken; the rest are reported.
   */
  async function readCards(user: User, file: ImportedFile, max: number) {
    if (importing.has(user.id)) throw importRunning();
    importing.add(user.id);
    try {
      // a file is an upload of the account: counted before it is read, so that the hourly upload limit
      // also bounds imports
      await uploads.admit(user.id);
      const read = await reader.read(file.data, file.format, max);
      if (!read.readable) throw unreadableFile(read.where, read.problem);
      if (read.cards.length === 0) throw nothingToImport(read.skipped);
      const skipped = [...read.skipped];
      const cards: { name: string; card: Card }[] = [];
      for (const { name, card, image } of read.cards) {
        const stored = await withImage(
          user,
          card,
          // structured cloning from the worker made the image a plain Uint8Array
          image && Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        );
        if (typeof stored === 'string') skipped.push({ name, reason: stored });
        cards.push({ name, card: typeof stored === 'string' ? card : stored });
      }
      return { title: titleOf(read.title, file.filename), cards, skipped };
    } finally {
      importing.delete(user.id);
    }
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
      const read = await readCards(user, file, MARKET_IMPORT_MAX);
      const { title, skipped } = read;
      const { cards } = read;
      for (const { name, card } of cards) {
        // the card's `type` is its kind of question; the market's `type` is the lookup chosen
        const input = marketQuestionInput.parse({
          ...card,
          question_type: card.type,
          ...lookups,
          description: name.slice(0, MARKET_DESCRIPTION_MAX),
          tags: title.slice(0, MARKET_TAGS_MAX),
        });
        await market.propose(input, user, user.language);
      }
      return { imported: cards.length, skipped };
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
