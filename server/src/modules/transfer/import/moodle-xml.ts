import { ANSWER_MAX, EXPLANATION_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { categoryName, decodeText, htmlToText, imageSources, mapTex, nameFrom, parseNumber } from './mapping';
import { isSkipped, type ParsedFile, REASONS, type TakenQuestion, UnreadableFileError } from './parsed-file';
import {
  choiceQuestion,
  multipleQuestion,
  numericQuestion,
  orderingQuestion,
  textQuestion,
  trueFalseQuestion,
  withExplanation,
} from './taken-questions';

/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format), read with fast-xml-parser (its entity expansion
 * and nesting are bounded by default). Takes `multichoice` (one right answer, or several with
 * `<single>false</single>` and fractions), `truefalse`, `shortanswer`, `numerical` and `ordering`
 * (qtype_ordering); `generalfeedback` becomes the explanation; every other type is reported as skipped.
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

const fractionOf = (answer: unknown) => Number(attr(answer, 'fraction'));
const isTrue = (value: unknown) => ['1', 'true'].includes(textOf(value).trim().toLowerCase());

/** The answers of a typed question (short answer, numerical): those worth the whole mark, and any worth a part. */
function wholeAndPartial(answers: unknown[]) {
  const whole = answers.filter((answer) => fractionOf(answer) === 100);
  const partial = answers.some((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100);
  return { whole, partial };
}

/** The question as one of our types, by its Moodle type; undefined for a type we do not take. */
function typedQuestion(node: unknown, type: string, name: string, text: string): TakenQuestion[] | undefined {
  const answers = list(child(node, 'answer'));
  const answerTexts = () => answers.map((answer) => fieldText(answer, ANSWER_MAX));
  switch (type) {
    case 'truefalse': {
      const right = answers.find((answer) => fractionOf(answer) === 100);
      const word = textOf(child(right, 'text')).trim().toLowerCase();
      if (word !== 'true' && word !== 'false') return [{ name, reason: REASONS.noSingleCorrect }];
      return [trueFalseQuestion(name, text, word === 'true')];
    }
    case 'multichoice': {
      const several = textOf(child(node, 'single')).trim() === 'false';
      if (!several) {
        const correct = answers.flatMap((answer, i) => (fractionOf(answer) === 100 ? [i] : []));
        return [choiceQuestion(name, text, answerTexts(), correct)];
      }
      const right = answers.flatMap((answer, i) => (fractionOf(answer) > 0 ? [i] : []));
      return [multipleQuestion(name, text, answerTexts(), right)];
    }
    case 'shortanswer': {
      const { whole, partial } = wholeAndPartial(answers);
      // typed answers are plain text: an HTML one (rare) is read as text
      const accepted = whole.map((answer) =>
        attr(answer, 'format') === 'html'
          ? htmlToText(textOf(child(answer, 'text')))
          : textOf(child(answer, 'text')).trim(),
      );
      const taken = textQuestion(name, text, accepted, isTrue(child(node, 'usecase')));
      return partial && !isSkipped(taken) ? [taken, { name, reason: REASONS.partialLeftOut }] : [taken];
    }
    case 'numerical': {
      const { whole, partial } = wholeAndPartial(answers);
      const right = whole.find((answer) => textOf(child(answer, 'text')).trim() !== '*');
      if (!right) return [{ name, reason: REASONS.noAccepted }];
      const value = parseNumber(textOf(child(right, 'text')));
      const tolerance = parseNumber(textOf(child(right, 'tolerance')) || '0');
      const taken = numericQuestion(name, text, value, tolerance);
      return partial && !isSkipped(taken) ? [taken, { name, reason: REASONS.partialLeftOut }] : [taken];
    }
    case 'ordering': {
      // qtype_ordering writes the items with their place in the right order as the fraction
      const items = answers
        .map((answer, i) => ({ text: fieldText(answer, ANSWER_MAX), place: fractionOf(answer) || i + 1 }))
        .sort((x, y) => x.place - y.place)
        .map((item) => item.text);
      const grading = textOf(child(node, 'gradingtype')).trim().toUpperCase();
      return [orderingQuestion(name, text, items, grading !== 'ALL_OR_NOTHING' && grading !== '-1')];
    }
    default:
      return undefined;
  }
}

function readQuestion(node: unknown, place: string): TakenQuestion[] {
  const type = attr(node, 'type');
  const questionText = child(node, 'questiontext');
  const text = fieldText(questionText, QUESTION_TEXT_MAX);
  const given = htmlToText(textOf(child(child(node, 'name'), 'text')));
  const name = given || nameFrom(place, text);
  const skipReason = SKIPPED_TYPES[type];
  if (skipReason) return [{ name, reason: skipReason }];
  const taken = typedQuestion(node, type, name, text);
  if (!taken) return [{ name, reason: REASONS.otherType(type || '(none)') }];
  const [question, ...notes] = taken;
  if (!question || isSkipped(question)) return taken;
  const explanation = fieldText(child(node, 'generalfeedback'), EXPLANATION_MAX);
  const image = firstImage(questionText);
  const full = { ...withExplanation(question, explanation), ...(image && { image }) };
  const answerImages = list(child(node, 'answer')).some(
    (answer) => imageSources(textOf(child(answer, 'text'))).length > 0,
  );
  return [full, ...notes, ...(answerImages ? [{ name, reason: REASONS.answerImage }] : [])];
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
  const parsed: ParsedFile = { questions: [], skipped: [] };
  list(child(quiz, 'question')).forEach((node, i) => {
    if (attr(node, 'type') === 'category') {
      parsed.title ??= categoryTitle(node);
      return;
    }
    for (const question of readQuestion(node, `Question ${i + 1}`)) {
      if (isSkipped(question)) parsed.skipped.push(question);
      else parsed.questions.push(question);
    }
  });
  return parsed;
}
