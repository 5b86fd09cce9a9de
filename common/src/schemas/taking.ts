import { z } from 'zod';
import { COMMENT_MAX, LANGUAGES, NAME_MAX, NICKNAME_MAX } from '../constants';
import { FIELD_MESSAGES, TAKING_ERRORS } from '../messages';
import { hasInvisibleCharacters } from '../nickname';
import { QUESTION_TYPES, TYPED_ANSWER_MAX } from '../question-types/types';
import { integer, integerText, textField } from './common';
import { questionTypeOutputFields } from './question-types';
import { REVIEW_AFTER } from './quizzes';

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * A question as a student sees it: never the correct answer. Per type (common question-types
 * `studentOptions`): `text` and `numeric` carry empty answer fields; `ordering` holds its items in this
 * session's presented order (in `_start`, before a session exists, as authored would give the order
 * away: there they are empty too); true/false may have empty texts (the screens say True and False).
 */
export const studentQuestion = z.object({
  id: z.number(),
  /** The question's type (absent in the spec: single). */
  type: z.enum(QUESTION_TYPES),
  /** Hosted games: this question's seconds (null: the quiz's question_time). */
  time_limit: z.number().nullable(),
  text: z.string(),
  answer1: z.string(),
  answer2: z.string(),
  answer3: z.string(),
  answer4: z.string(),
  smallImageUrl: z.string(),
  bigImageUrl: z.string(),
});

/** GET /api/quizz/_start/{code}. */
export const startQuizResult = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  anonymous: z.boolean(),
  random_questions: z.boolean(),
  random_answers: z.boolean(),
  comment_allowed: z.boolean(),
  rating_enabled: z.boolean(),
  answers_available: z.boolean(),
  num_questions: z.number(),
  /** Hosted live: joining leads to the player's screen (/play_quizz/{code}), not the run screen. */
  hosted: z.boolean(),
  /** The content's language: `lang` on the question and answer texts. */
  language: z.enum(LANGUAGES),
  questions: z.array(studentQuestion),
});
export type StartQuizResult = z.infer<typeof startQuizResult>;

/** POST /api/quizz/response/_start/{code}: names are checked by the server when the quiz is not anonymous. */
export const startSessionBody = z
  .object({
    firstName: textField().max(NAME_MAX, FIELD_MESSAGES.tooLong(NAME_MAX)).nullish(),
    lastName: textField().max(NAME_MAX, FIELD_MESSAGES.tooLong(NAME_MAX)).nullish(),
    studentNumber: textField().max(NAME_MAX, FIELD_MESSAGES.tooLong(NAME_MAX)).nullish(),
    /** Hosted anonymous quizzes: the leaderboard name, unique in the game, at most 20 characters. */
    nickname: textField()
      .max(NICKNAME_MAX, `Ensure your nickname has no more than ${NICKNAME_MAX} characters.`)
      // lookalikes of another player's name are refused by the server's comparison (taking.nickname.ts)
      .refine((nickname) => !hasInvisibleCharacters(nickname), TAKING_ERRORS['taking.nickname_invisible'])
      .nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

/**
 * A saved answer as the server gives it back, by type: a stored number 1..4 (single, true_false, poll),
 * stored numbers ascending (multiple), presented slot numbers in the student's order (ordering, in a
 * session; authored item numbers in the review), the typed text (text), a number (numeric).
 */
export const answerValue = z.union([z.number(), z.string(), z.array(z.number())]);
export type AnswerValue = z.infer<typeof answerValue>;

/**
 * A question inside a session: in this session's order, answers in this session's order
 * (`answer_order[i]` is the stored number 1..4 shown in slot i+1; always 1,2,3,4 for ordering, whose
 * texts are already presented shuffled), and the saved answer (answerValue).
 */
export const sessionQuestion = studentQuestion.extend({
  answer_order: z.array(z.number()),
  answer: answerValue.nullable(),
});
export type SessionQuestion = z.infer<typeof sessionQuestion>;

export const sessionResponse = z.object({
  session_id: z.string(),
  finished: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Percentage of correct answers (0..100), once finished. */
  score: z.number().nullable(),
  comment: z.string(),
  rating: z.number().nullable(),
  questions: z.array(sessionQuestion),
});
export type SessionResponse = z.infer<typeof sessionResponse>;
/** What the run, end and review screens need to know about the quiz, even after it was closed. */
export const sessionQuiz = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  comment_allowed: z.boolean(),
  rating_enabled: z.boolean(),
  answers_available: z.boolean(),
  /** With 'close', the correct answers wait for `status` 2 (closed): the end page then waits too. */
  review_after: z.enum(REVIEW_AFTER),
  status: z.number(),
  /** The content's language: `lang` on the question and answer texts. */
  language: z.enum(LANGUAGES),
  /** Grows with each correction of the quiz's questions: the run screen reloads them when it changes. */
  revision: z.number(),
});
export const sessionEnvelope = z.object({
  response: sessionResponse,
  quizz: sessionQuiz,
  now_date: z.string(),
});

/** A question id: a PostgreSQL integer (a larger number is no question, not a server error). */
const questionKey = integerText({ min: 1, typeError: FIELD_MESSAGES.required });

/**
 * Not in the spec (an addition; optional, so a client without it still works): the answer journal's
 * order of this save in its session, growing across reloads (web answer-journal.ts). The server keeps
 * the answer with the highest sequence, so a save that arrives late never overwrites a newer one.
 * A save without it counts as 0. Bounded by JavaScript's safe integers (it is a bigint column).
 */
export const answerSequence = integerText({ max: Number.MAX_SAFE_INTEGER }).optional();

const ANSWER_SHAPE_TEXT = 'Answer 1 to 4, a list of answers, a text or a number.';
/**
 * `answer` of a save, an end and a live tap, by the question's type: a stored number 1..4 (single,
 * true_false, poll; digits as text too, as the spec's clients send them), a list of stored numbers
 * (multiple), a list of the presented slot numbers in the student's order (ordering), a text (text), a
 * number (numeric). Whether it fits the question is common question-types `acceptAnswer`'s decision.
 */
export const sentAnswer = z.union(
  [
    z.number(),
    textField().max(TYPED_ANSWER_MAX, FIELD_MESSAGES.tooLong(TYPED_ANSWER_MAX)),
    z.array(integer({ min: 1, max: 4, error: 'Answer 1 to 4.' })).max(4, 'Answer 1 to 4.'),
  ],
  { error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : ANSWER_SHAPE_TEXT) },
);

/** The answer numbers are the stored ones (1..4), whatever order the student saw. */
export const saveAnswerBody = z.object({
  key: questionKey,
  answer: sentAnswer,
  sequence: answerSequence,
});
export const endSessionBody = z
  .object({
    key: questionKey.nullish(),
    answer: sentAnswer.nullish(),
    sequence: answerSequence.nullable(),
  })
  .nullish()
  .transform((v) => v ?? {});
export const surveyBody = z.object({
  comment: textField({ multiline: true }).max(COMMENT_MAX, FIELD_MESSAGES.tooLong(COMMENT_MAX)).nullish(),
  rating: integerText({ min: 1, max: 5, error: 'Rate from 1 to 5.' }).nullish(),
});
/**
 * The save's answer (spec: 201). `superseded` (an addition): the server already holds a newer answer of
 * this student to this question (a higher sequence), so this older save was not applied; it is still
 * acknowledged, since what the client wants, its newest answer, is stored (or on its way).
 */
export const saveAnswerResult = z.object({
  detail: z.literal('saved'),
  superseded: z.boolean().optional(),
});
export const sessionQuery = z.object({
  session_id: textField({ trim: false }).regex(SESSION_ID_PATTERN, 'Not a valid session.'),
});

/**
 * GET /api/quizz/response/_time/{code}?session_id= (an addition): the session's end of time now (a
 * teacher may have granted extra minutes) and the server's time, polled by the run screen.
 */
export const sessionTimeResult = z.object({
  end_date: z.string(),
  finished: z.boolean(),
  now_date: z.string(),
  /** The quiz's revision now (see sessionQuiz): a newer one than the loaded session's means corrected texts. */
  revision: z.number(),
});
export type SessionTimeResult = z.infer<typeof sessionTimeResult>;

export const reviewResult = z.object({
  quizz: z.object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    language: z.enum(LANGUAGES),
    /**
     * The questions with their keys: an ordering's answer1…answer4 in the right order; the
     * explanation beside them.
     */
    questions: z.array(
      studentQuestion.extend({
        correct_answer: z.number(),
        ...questionTypeOutputFields,
        time_limit: z.number().nullable(),
      }),
    ),
  }),
  responses: z.object({
    questions: z.array(
      z.object({
        question: z.number(),
        /** The stored answer (answerValue; an ordering's as authored item numbers), null: unanswered. */
        answer: answerValue.nullable(),
        /** The whole point (fraction 1). */
        correct: z.boolean(),
        /** The fraction of a point earned, 0..1; null for a poll (not scored). */
        fraction: z.number().nullable(),
      }),
    ),
    comment: z.string(),
    rating: z.number().nullable(),
    score: z.number().nullable(),
  }),
});
export type ReviewResult = z.infer<typeof reviewResult>;
