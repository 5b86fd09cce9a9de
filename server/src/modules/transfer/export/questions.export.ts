import type { QuestionExportFormat, QuestionExportResult } from '@quizzical/common';
import { writeAiken } from './aiken.writer';
import { createNotes, type ExportedQuestion, type ExportedQuiz, type Notes } from './bank';
import { writeCsv } from './csv.writer';
import { writeGift } from './gift.writer';
import { type EmbeddedImage, writeMoodleXml } from './moodlexml.writer';

type TextFormat = Exclude<QuestionExportFormat, 'xlsx'>;
type Images = Map<string, EmbeddedImage>;

const WRITERS: Record<
  TextFormat,
  { write: (quizzes: ExportedQuiz[], notes: Notes, images: Images) => string; filename: string }
> = {
  moodlexml: {
    write: (quizzes, notes, images) =>
      writeMoodleXml(quizzes, notes, (question) => images.get(imageUrlOf(question))),
    filename: 'Quizzical_export.xml',
  },
  gift: { write: writeGift, filename: 'Quizzical_export.gift.txt' },
  aiken: { write: writeAiken, filename: 'Quizzical_export.aiken.txt' },
  csv: { write: writeCsv, filename: 'Quizzical_export.csv' },
};

/**
 * Bytes of images one file embeds at most: a hundred quizzes of illustrated questions must not build a
 * file of gigabytes in memory. The images past it are left out and counted.
 */
const EMBEDDED_IMAGES_MAX_BYTES = 50 * 2 ** 20;

/** The image a question shows, its big size when it has one. */
const imageUrlOf = (question: ExportedQuestion) => question.bigImageUrl || question.smallImageUrl;

export interface QuestionExportDeps {
  /** The bytes of an uploaded image by its URL (`/media/uploads/…`), undefined when it is gone. */
  loadImage: (url: string) => Promise<Buffer | undefined>;
}

/**
 * The selected quizzes' questions as a Moodle question bank or a CSV, in the spec's export shape (base64),
 * with what the format could not hold (`notices`, by code). Moodle XML embeds each question's image; an
 * image that cannot be read any more is counted as left out.
 */
export function createQuestionExport({ loadImage }: QuestionExportDeps) {
  async function imagesOf(quizzes: ExportedQuiz[], notes: Notes): Promise<Images> {
    const images: Images = new Map();
    const urls = new Set(quizzes.flatMap((quiz) => quiz.questions.map(imageUrlOf)).filter(Boolean));
    let bytes = 0;
    for (const url of urls) {
      const data = await loadImage(url);
      if (!data || bytes + data.length > EMBEDDED_IMAGES_MAX_BYTES) continue;
      bytes += data.length;
      images.set(url, { name: url.slice(url.lastIndexOf('/') + 1), data });
    }
    for (const question of quizzes.flatMap((quiz) => quiz.questions)) {
      const url = imageUrlOf(question);
      if (url && !images.has(url)) notes.imageLeftOut(question);
    }
    return images;
  }

  return async function exportQuestions(
    quizzes: ExportedQuiz[],
    format: TextFormat,
  ): Promise<QuestionExportResult> {
    const writer = WRITERS[format];
    const notes = createNotes();
    const images = format === 'moodlexml' ? await imagesOf(quizzes, notes) : new Map();
    const text = writer.write(quizzes, notes, images);
    return {
      filename: writer.filename,
      file: Buffer.from(text, 'utf8').toString('base64'),
      notices: notes.list(),
    };
  };
}
