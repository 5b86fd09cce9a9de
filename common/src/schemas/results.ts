import { z } from 'zod';
import { QUESTION_TYPES } from '../question-types/types';
import { integer, pathText } from './common';
import { questionSchema } from './quizzes';
import { answerValue } from './taking';

/**
 * A participant's public id: a hash of their session id, the same as the live host's player id. The
 * session id is the student's secret key and never reaches a teacher.
 */
const participantId = z.string().describe("the participant's public id, for .../participants/{id}");

export const participantSchema = z.object({
  id: participantId,
  first_name: z.string(),
  last_name: z.string(),
  student_number: z.string(),
  /** Competition rank among the finished participants; null while still in progress (not ranked). */
  rank: z.number().nullable(),
  percentage: z.number(),
  comment: z.string(),
  rating: z.number().nullable(),
  finished: z.boolean(),
  /**
   * Hosted live: the player's leaderboard name ('' when none). An anonymous hosted player
   * has no names, so the report shows it as their first name too.
   */
  nickname: z.string().optional(),
  /** Hosted live: the sum of the player's points; null when the quiz was not hosted. */
  points: z.number().nullable().optional(),
  /** Minutes the teacher granted this student beyond the quiz's duration (0 when none). */
  extra_minutes: z.number(),
});

export const questionReportSchema = z.object({
  question: questionSchema,
  /** The question's type (question.type too). */
  type: z.enum(QUESTION_TYPES),
  /**
   * The mean fraction of a point of the given answers, 0..100 (single answers: the share that are
   * correct); null when nobody answered or for a poll.
   */
  percentage: z.number().nullable(),
  /**
   * How many chose answer 1..4 (single, true_false, poll; multiple: each option, so they sum to more
   * than the answers); ordering: how many put item 1..4 in its right place; zeros for text and numeric.
   */
  responses: z.array(z.number()),
  totalResponses: z.number(),
  correctAnswer: z.number(),
  /** text: the typed answers, compared as the question compares them, most typed first (at most 20). */
  typed_answers: z.array(z.object({ answer: z.string(), count: z.number(), correct: z.boolean() })),
  /** numeric: the given numbers with how many gave each, ascending. */
  given_numbers: z.array(z.object({ value: z.number(), count: z.number(), correct: z.boolean() })),
});

export const itemAnalysisSchema = z.object({
  questionId: z.number(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  pointBiserial: z.number().nullable(),
  distractorShares: z.array(z.number()).nullable(),
  flags: z.array(z.enum(['too_easy', 'too_hard', 'low_discrimination'])),
});

/** GET /api/quizz/{code}/responses (spec §3 Results report, plus item analysis). */
export const resultsReportSchema = z.object({
  quizz: z.object({
    code: z.string(),
    title: z.string(),
    status: z.number(),
    number_students: z.number().nullable(),
    num_questions: z.number(),
  }),
  num_responses: z.number(),
  num_finished: z.number(),
  /**
   * Not in the spec (an addition): the participants who have not ended and whose time is not over,
   * and the latest end of their time (ISO 8601, null when none). They may still answer after a close
   * (spec §4 Stop): the results are final only once `count` is 0.
   */
  still_answering: z.object({ count: z.number(), until: z.string().nullable() }),
  /** Over finished participants, in percent. */
  mean_score: z.number().nullable(),
  standard_deviation: z.number().nullable(),
  participants: z.array(participantSchema),
  questions_report: z.array(questionReportSchema),
  /** Survey ratings 1..5 with their labels (Very difficult … Very easy). */
  difficulty: z.array(z.object({ rating: z.number(), label: z.string(), count: z.number() })),
  /** Count of finished participants per 10-point score band (0-9, 10-19, … 90-100). */
  score_histogram: z.array(z.number()),
  /** Over the scored questions (polls left out), on fractions of a point. */
  item_analysis: z.object({
    n: z.number(),
    /** Cronbach's alpha on the fractions; equal to KR-20 when every item is right or wrong. */
    alpha: z.number().nullable(),
    /** The same number, under its spec-era name. */
    kr20: z.number().nullable(),
    sem: z.number().nullable(),
    items: z.array(itemAnalysisSchema),
  }),
  /** One row per participant: answers (answerValue by type, authored question order, null = none). */
  raw_data: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      student_number: z.string(),
      start_date: z.string(),
      finished: z.boolean(),
      percentage: z.number(),
      answers: z.array(answerValue.nullable()),
      comment: z.string(),
      rating: z.number().nullable(),
    }),
  ),
});
export type ResultsReport = z.infer<typeof resultsReportSchema>;

/** /api/quizz/{code}/participants/{id}: a quiz's code and a participant's public id (hex). */
export const participantParams = z.object({
  code: pathText(),
  id: z.string().regex(/^[0-9a-f]{1,64}$/, 'Not a valid participant id.'),
});

/** The most minutes one grant of extra time gives (4 hours). */
export const EXTRA_MINUTES_MAX = 240;

/** POST /api/quizz/{code}/participants/{id}/_extra_time: whole minutes, 1..240. */
export const extraTimeBody = z.object({
  minutes: integer({ min: 1, max: EXTRA_MINUTES_MAX, error: `Give 1 to ${EXTRA_MINUTES_MAX} minutes.` }),
});

/** The session's new end of time (ISO 8601) and the minutes granted to it so far. */
export const extraTimeResult = z.object({
  id: participantId,
  end_date: z.string(),
  extra_minutes: z.number(),
});
export type ExtraTimeResult = z.infer<typeof extraTimeResult>;

/** GET /api/quizz/{code}/participants/{id}: one student's answers, one per question in the authored order. */
export const participantAnswersSchema = z.object({
  id: participantId,
  first_name: z.string(),
  last_name: z.string(),
  student_number: z.string(),
  /** Hosted anonymous games: the leaderboard name ('' otherwise). */
  nickname: z.string(),
  start_date: z.string(),
  /** When the session's time is over (ISO 8601), extra minutes included. */
  end_date: z.string(),
  finished: z.boolean(),
  /** When the student ended the quizz; null while in progress. */
  finished_at: z.string().nullable(),
  /** Percentage of correct answers (0..100), so far while in progress. */
  score: z.number(),
  extra_minutes: z.number(),
  answers: z.array(
    z.object({
      question_id: z.number(),
      /** The stored answer (answerValue by type; an ordering's as authored item numbers); null when unanswered. */
      answer: answerValue.nullable(),
      /** null when unanswered. */
      correct: z.boolean().nullable(),
      /** The fraction of a point, 0..1; null when unanswered or for a poll. */
      fraction: z.number().nullable(),
      /** When the answer was saved (ISO 8601); null when unanswered. */
      answered_at: z.string().nullable(),
    }),
  ),
});
export type ParticipantAnswers = z.infer<typeof participantAnswersSchema>;
