import { ANSWER_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  categoryName,
  choiceQuestion,
  decodeText,
  htmlToText,
  imageSources,
  mapTex,
  nameFrom,
  trueFalseQuestion,
} from './mapping';
import type { ImportedQuestion, ParsedFile, SkippedQuestion } from './parsed-file';
import { collectQuestions, isSkipped, REASONS, UnreadableFileError } from './parsed-file';

/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format), read with fast-xml-parser (its entity expansion
 * and nesting are bounded by default). Takes `multichoice` with `<single>true</single>` and
 * `truefalse`; every other type is reported as skipped.
 */

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const child = (node: unknown, key: string): unknown => (isNode(node) ? node[key] : undefined);
/** The text of an element: a string, or the `#text` of an element with attributes. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  const text = child(node, '#text');
  return typeof text === 'string' ? text : '';
}
const attr = (node: unknown, name: string) => textOf(child(node, `@_${name}`));

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => ['question', 'answer', 'file'].includes(name),
});

const SKIPPED_TYPES: Record<string, string> = {
  essay: REASONS.essay,
  matching: REASONS.matching,
  randomsamatch: REASONS.matching,
  numerical: REASONS.numerical,
  calculated: REASONS.numerical,
  calculatedsimple: REASONS.numerical,
  shortanswer: REASONS.shortAnswer,
  description: REASONS.description,
};

/** A `<questiontext>`/`<answer>` as our text: HTML-like formats become plain text, then TeX is mapped. */
function fieldText(node: unknown, max: number): string {
  const raw = textOf(child(node, 'text'));
  const format = attr(node, 'format') || 'html';
  return mapTex(format === 'html' || format === 'moodle_auto_format' ? htmlToText(raw) : raw.trim(), max);
}

/** The first image of the question text: an embedded `@@PLUGINFILE@@` file or a data: URL. */
function firstImage(questionText: unknown): Buffer | undefined {
  const source = imageSources(textOf(child(questionText, 'text')))[0];
  if (!source) return undefined;
  const data = /^data:image\/[a-z+]+;base64,(.*)$/is.exec(source)?.[1];
  if (data) return Buffer.from(data, 'base64');
  if (!source.startsWith('@@PLUGINFILE@@/')) return undefined;
  let name = source.slice('@@PLUGINFILE@@/'.length);
  try {
    name = decodeURIComponent(name);
  } catch {
    // a name with a stray % is looked up as written
  }
  const file = list(child(questionText, 'file')).find(
    (f) => `${attr(f, 'path').replace(/^\/+/, '')}${attr(f, 'name')}` === name || attr(f, 'name') === name,
  );
  return file ? Buffer.from(textOf(file), 'base64') : undefined;
}

function readQuestion(node: unknown, place: string): (ImportedQuestion | SkippedQuestion)[] {
  const type = attr(node, 'type');
  const questionText = child(node, 'questiontext');
  const text = fieldText(questionText, QUESTION_TEXT_MAX);
  const given = htmlToText(textOf(child(child(node, 'name'), 'text')));
  const name = given || nameFrom(place, text);
  const skipReason = SKIPPED_TYPES[type];
  if (skipReason) return [{ name, reason: skipReason }];
  const answers = list(child(node, 'answer'));
  if (type === 'truefalse') {
    const right = answers.find((answer) => Number(attr(answer, 'fraction')) === 100);
    const word = textOf(child(right, 'text')).trim().toLowerCase();
    if (word !== 'true' && word !== 'false') return [{ name, reason: REASONS.noSingleCorrect }];
    return [trueFalseQuestion(name, text, word === 'true')];
  }
  if (type !== 'multichoice') return [{ name, reason: REASONS.otherType(type || '(none)') }];
  if (textOf(child(node, 'single')).trim() === 'false') return [{ name, reason: REASONS.multipleResponse }];
  const correct = answers.flatMap((answer, i) => (Number(attr(answer, 'fraction')) === 100 ? [i] : []));
  const question = choiceQuestion(
    name,
    text,
    answers.map((answer) => fieldText(answer, ANSWER_MAX)),
    correct,
  );
  if (isSkipped(question)) return [question];
  const image = firstImage(questionText);
  const withImage = image ? { ...question, image } : question;
  const answerImages = answers.some((answer) => imageSources(textOf(child(answer, 'text'))).length > 0);
  return answerImages ? [withImage, { name, reason: REASONS.answerImage }] : [withImage];
}

const categoryTitle = (node: unknown) =>
  categoryName(textOf(child(child(node, 'category'), 'text')) || textOf(child(node, 'category')));

export function parseMoodleXml(data: Buffer): ParsedFile {
  const xml = decodeText(data);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new UnreadableFileError(`Line ${valid.err.line}`, valid.err.msg);
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    // the parser's own limits (entity expansion, nesting): its message says which
    throw new UnreadableFileError('XML', error instanceof Error ? error.message : 'cannot be read');
  }
  const quiz = child(document, 'quiz');
  if (!isNode(quiz))
    throw new UnreadableFileError('Element <quiz>', 'not found: this is not a Moodle XML file');
  const parsed = collectQuestions();
  list(child(quiz, 'question')).forEach((node, i) => {
    if (attr(node, 'type') === 'category') {
      parsed.file.title ??= categoryTitle(node);
      return;
    }
    for (const question of readQuestion(node, `Question ${i + 1}`)) {
      parsed.add(question);
    }
  });
  return parsed.file;
}
