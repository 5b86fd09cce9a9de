import { type ImportFileFormat, questionInput, type SkippedQuestion } from '@quizzical/common';
import type { z } from 'zod';
import { formulaIssues, questionFormulaFields } from '../../../lib/formulas';
import { parseImportFile } from '.';
import type { ImportedQuestion } from './parsed-file';
import { UnreadableFileError } from './parsed-file';

export type Card = z.output<typeof questionInput>;

/** A question taken: its card as the editor would save it, and the image of its text, if any. */
export interface TakenCard {
  name: string;
  card: Card;
  image?: Uint8Array;
}

/** What reading a file gives back: all of it plain data, so that it crosses from a worker thread. */
export type ReadFileResult =
  | { readable: true; title?: string; cards: TakenCard[]; skipped: SkippedQuestion[] }
  | { readable: false; where: string; problem: string };

/**
 * Skipped questions listed one by one at most: a spreadsheet of a million rows must not answer with
 * a million reasons (tens of megabytes of JSON built on the event loop).
 */
export const SKIPPED_LISTED_MAX = 1_000;

/** The card as the quiz editor would save it, or why not (too long, a formula that cannot render…). */
async function checkedCard(question: ImportedQuestion): Promise<Card | string> {
  const [answer1 = '', answer2 = '', answer3 = '', answer4 = ''] = question.answers;
  const single = question.type === 'single' || question.type === 'true_false';
  const checked = questionInput.safeParse({
    type: question.type,
    text: question.text,
    answer1,
    answer2,
    answer3,
    answer4,
    correct_answer: single ? (question.correct[0] ?? 0) + 1 : 1,
    correct_answers: question.type === 'multiple' ? question.correct.map((i) => i + 1) : [],
    ...question.fields,
    explanation: question.explanation ?? '',
    time_limit: question.timeLimit ?? null,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return issue ? `${issue.path.join('.') || 'question'}: ${issue.message}` : 'not a valid question';
  }
  const problems = await formulaIssues([
    ...questionFormulaFields(checked.data),
    [['explanation'], checked.data.explanation],
  ]);
  return problems[0]?.message ?? checked.data;
}

/**
 * The skipped questions as listed: the first SKIPPED_LISTED_MAX, then one line counting the others
 * (only counted as they come, so a million skipped rows never become a million objects).
 */
function skippedList() {
  const list: SkippedQuestion[] = [];
  let more = 0;
  return {
    add(question: SkippedQuestion) {
      if (list.length < SKIPPED_LISTED_MAX) list.push(question);
      else more++;
    },
    listed: (): SkippedQuestion[] =>
      more === 0
        ? list
        : [
            ...list,
            {
              name: `${more} more questions`,
              reason: `not listed: at most ${SKIPPED_LISTED_MAX} are listed`,
            },
          ],
  };
}

/**
 * Reads a question file into the cards to create: parsed in its format, each question checked as
 * the editor checks it, at most `max` taken (the others reported). The CPU-heavy part of an import,
 * run in a worker thread (import.worker.ts).
 */
export async function readImportFile(
  data: Buffer,
  format: ImportFileFormat | undefined,
  max: number,
): Promise<ReadFileResult> {
  let parsed: Awaited<ReturnType<typeof parseImportFile>>;
  try {
    parsed = await parseImportFile(data, format);
  } catch (error) {
    if (error instanceof UnreadableFileError)
      return { readable: false, where: error.where, problem: error.problem };
    throw error;
  }
  const skipped = skippedList();
  for (const question of parsed.skipped) skipped.add(question);
  const cards: TakenCard[] = [];
  const overMax = `at most ${max} questions are imported at once`;
  for (const question of parsed.questions) {
    if (cards.length >= max) {
      skipped.add({ name: question.name, reason: overMax });
      continue;
    }
    const card = await checkedCard(question);
    if (typeof card === 'string') skipped.add({ name: question.name, reason: card });
    else cards.push({ name: question.name, card, ...(question.image && { image: question.image }) });
  }
  return { readable: true, title: parsed.title, cards, skipped: skipped.listed() };
}
