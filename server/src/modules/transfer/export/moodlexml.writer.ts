import { escapeText } from 'entities';
import { answersOf, type ExportedQuestion, type ExportedQuiz, multipleFractions, type Notes } from './bank';
import { toHtml } from './question-text';

/** An image embedded in the file: its name in `@@PLUGINFILE@@/…` and its bytes. */
export interface EmbeddedImage {
  name: string;
  data: Buffer;
}

const htmlText = (text: string) => `<text>${escapeText(toHtml(text))}</text>`;
const plainText = (text: string) => `<text>${escapeText(text)}</text>`;

function answer(fraction: number, text: string, format = 'html', extra: string[] = []) {
  return [
    `    <answer fraction="${fraction}" format="${format}">`,
    `      ${format === 'html' ? htmlText(text) : plainText(text)}`,
    '      <feedback format="html"><text></text></feedback>',
    ...extra.map((line) => `      ${line}`),
    '    </answer>',
  ];
}

/** Moodle's type and the elements after the common ones, or undefined for a type Moodle cannot hold (poll). */
function typeElements(question: ExportedQuestion): { type: string; lines: string[] } | undefined {
  const choice = (single: boolean) => [
    `    <single>${single}</single>`,
    '    <shuffleanswers>false</shuffleanswers>',
    '    <answernumbering>ABCD</answernumbering>',
  ];
  switch (question.type) {
    case 'single':
      return {
        type: 'multichoice',
        lines: [...choice(true), ...answersOf(question).flatMap((a) => answer(a.correct ? 100 : 0, a.text))],
      };
    case 'multiple':
      return {
        type: 'multichoice',
        lines: [...choice(false), ...multipleFractions(question).flatMap((a) => answer(a.percent, a.text))],
      };
    case 'true_false': {
      const isTrue = question.correct_answer === 1;
      return {
        type: 'truefalse',
        lines: [
          ...answer(isTrue ? 100 : 0, 'true', 'moodle_auto_format'),
          ...answer(isTrue ? 0 : 100, 'false', 'moodle_auto_format'),
        ],
      };
    }
    case 'text':
      return {
        type: 'shortanswer',
        lines: [
          `    <usecase>${question.case_sensitive ? 1 : 0}</usecase>`,
          ...question.accepted_answers.flatMap((text) => answer(100, text, 'moodle_auto_format')),
        ],
      };
    case 'numeric':
      return {
        type: 'numerical',
        lines: answer(100, String(question.correct_value ?? 0), 'moodle_auto_format', [
          `<tolerance>${question.tolerance}</tolerance>`,
        ]),
      };
    case 'ordering':
      // qtype_ordering: every item shown, graded by absolute position (our partial credit) or all or nothing
      return {
        type: 'ordering',
        lines: [
          '    <layouttype>VERTICAL</layouttype>',
          '    <selecttype>ALL</selecttype>',
          '    <selectcount>0</selectcount>',
          `    <gradingtype>${question.partial_credit ? 'ABSOLUTE_POSITION' : 'ALL_OR_NOTHING'}</gradingtype>`,
          '    <showgrading>SHOW</showgrading>',
          '    <numberingstyle>none</numberingstyle>',
          ...answersOf(question).flatMap((item, i) => answer(i + 1, item.text)),
        ],
      };
    default:
      return undefined;
  }
}

/** The question text as HTML, with its image (when it has one) embedded after it. */
function questionText(question: ExportedQuestion, image: EmbeddedImage | undefined): string[] {
  if (!image) return [`    <questiontext format="html">${htmlText(question.text)}</questiontext>`];
  const html = `<p>${toHtml(question.text)}</p><p><img src="@@PLUGINFILE@@/${encodeURIComponent(image.name)}" alt=""></p>`;
  return [
    '    <questiontext format="html">',
    `      <text>${escapeText(html)}</text>`,
    `      <file name="${escapeText(image.name)}" path="/" encoding="base64">${image.data.toString('base64')}</file>`,
    '    </questiontext>',
  ];
}

/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format): for each quiz a category named after it, then its
 * questions: `multichoice` (one right answer, or several with `single` false and fractions),
 * `truefalse`, `shortanswer` (with `usecase`), `numerical` (with its tolerance) and `ordering`
 * (qtype_ordering); the explanation is the general feedback; a question's image is embedded as a
 * base64 `<file>` that its text names with `@@PLUGINFILE@@`. Texts are HTML, numbered A–D as in
 * Quizzical, escaped rather than put in CDATA, so no `]]>` can end a section early. Polls have no place
 * in a Moodle question bank: `notes` counts them.
 */
export function writeMoodleXml(
  quizzes: ExportedQuiz[],
  notes: Notes,
  imageOf: (question: ExportedQuestion) => EmbeddedImage | undefined = () => undefined,
): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  for (const quiz of quizzes) {
    // a slash separates categories in Moodle's path: a slash of the title is written twice
    const category = `$course$/top/${quiz.title.replaceAll('/', '//')}`;
    out.push(
      '  <question type="category">',
      `    <category><text>${escapeText(category)}</text></category>`,
      '  </question>',
    );
    quiz.questions.forEach((question, i) => {
      const typed = typeElements(question);
      if (!typed) {
        notes.notHeld(quiz, i, question.type);
        return;
      }
      if (question.type === 'multiple' && !question.partial_credit)
        notes.changed('export.partial_credit_only', quiz, i);
      out.push(
        `  <question type="${typed.type}">`,
        `    <name><text>Q${i + 1}</text></name>`,
        ...questionText(question, imageOf(question)),
        `    <generalfeedback format="html">${htmlText(question.explanation)}</generalfeedback>`,
        '    <defaultgrade>1</defaultgrade>',
        '    <penalty>0</penalty>',
        '    <hidden>0</hidden>',
        ...typed.lines,
        '  </question>',
      );
    });
  }
  out.push('</quiz>', '');
  return out.join('\n');
}
