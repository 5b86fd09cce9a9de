import {
  DEFAULT_LANGUAGE,
  emptyQuestionCard,
  type Language,
  type MarketQuestion,
  type MarketQuestionInput,
  marketQuestionInput,
  type QuestionCard,
  type QuestionType,
} from '@quizzical/common';
import {
  emptyQuestionKeyForm,
  QUESTION_KEY_FIELDS,
  type QuestionKeyForm,
} from '../../../lib/question-key-form';
import { typedNumber } from '../../../lib/typed-number';

/**
 * The propose / edit form as the inputs hold it (theme, level and type as select values, '0' = not
 * specified); the question's own type is `question_type`, with its fields (numbers as typed).
 */
export interface MarketForm extends QuestionCard, QuestionKeyForm {
  description: string;
  tags: string;
  theme: string;
  level: string;
  type: string;
  /** The question's language (the market's filter, `lang` on its texts). */
  language: Language;
  question_type: QuestionType;
  explanationSmallImageUrl: string;
  explanationBigImageUrl: string;
}

/** Fields the server may answer errors for (spec §5: shown under the fields). */
export const FORM_FIELDS = [
  'description',
  'tags',
  'theme',
  'level',
  'type',
  'language',
  'text',
  'answer1',
  'answer2',
  'answer3',
  'answer4',
  'correct_answer',
  'question_type',
  ...QUESTION_KEY_FIELDS,
  'smallImageUrl',
  'bigImageUrl',
  'explanation',
  'explanationSmallImageUrl',
  'explanationBigImageUrl',
] as const;

/** Client checks: the shared rules of the server (description and tags required, question card rules). */
export const marketFormSchema = marketQuestionInput;

/** An empty proposal, written in `language` (the author's account's, or the page's for a visitor). */
export function emptyMarketForm(language: Language = DEFAULT_LANGUAGE): MarketForm {
  return {
    description: '',
    tags: '',
    theme: '0',
    level: '0',
    type: '0',
    language,
    ...emptyQuestionCard(),
    question_type: 'single',
    ...emptyQuestionKeyForm(),
    explanationSmallImageUrl: '',
    explanationBigImageUrl: '',
  };
}

/** The form of a stored question (staff edit). */
export function questionToForm(q: MarketQuestion): MarketForm {
  return {
    description: q.description,
    tags: q.tags ?? '',
    theme: q.theme_id ? String(q.theme_id) : '0',
    level: q.level_id ? String(q.level_id) : '0',
    type: q.type_id ? String(q.type_id) : '0',
    language: q.language,
    text: q.text,
    answer1: q.answer1,
    answer2: q.answer2,
    answer3: q.answer3 ?? '',
    answer4: q.answer4 ?? '',
    correct_answer: q.correct_answer >= 1 && q.correct_answer <= 4 ? q.correct_answer : 1,
    question_type: q.question_type ?? 'single',
    correct_answers: q.correct_answers ?? [],
    partial_credit: q.partial_credit ?? true,
    accepted_answers: q.accepted_answers?.length ? q.accepted_answers : [''],
    case_sensitive: q.case_sensitive ?? false,
    correct_value: q.correct_value === null || q.correct_value === undefined ? '' : String(q.correct_value),
    tolerance: q.tolerance ? String(q.tolerance) : '',
    smallImageUrl: q.smallImageUrl ?? '',
    bigImageUrl: q.bigImageUrl ?? '',
    explanation: q.explanation ?? '',
    explanationSmallImageUrl: q.explanationSmallImageUrl ?? '',
    explanationBigImageUrl: q.explanationBigImageUrl ?? '',
  };
}

/** The request body (spec §3: theme, level and type are omitted when 0). */
export function formToInput(form: MarketForm): MarketQuestionInput {
  const { theme, level, type, correct_value, tolerance, accepted_answers, ...rest } = form;
  const body: MarketQuestionInput = {
    ...rest,
    correct_answer: Number(form.correct_answer) || 1,
    correct_answers: [...form.correct_answers].sort(),
    // the empty fields a proposer added and left are not answers
    accepted_answers: accepted_answers.map((a) => a.trim()).filter(Boolean),
    // typed text that is not a number stays text: the shared schema says so under the field
    correct_value: typedNumber(correct_value) as number | null,
    tolerance: (typedNumber(tolerance) ?? 0) as number,
  };
  for (const [key, value] of [
    ['theme', theme],
    ['level', level],
    ['type', type],
  ] as const) {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) body[key] = id;
  }
  return body;
}
