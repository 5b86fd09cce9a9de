import { z } from 'zod';
import { integer, pathText } from './common';
import { questionSchema } from './quizzes';

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
  /** Share of the given answers that are correct, 0..100 (null when nobody answered). */
  percentage: z.number().nullable(),
  /** How many chose answer 1..4. */
  responses: z.array(z.number()),
  totalResponses: z.number(),
  correctAnswer: z.number(),
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
  item_analysis: z.object({
    n: z.number(),
    kr20: z.number().nullable(),
    sem: z.number().nullable(),
    items: z.array(itemAnalysisSchema),
  }),
  /** One row per participant: answers (stored numbers, authored question order, null = none). */
  raw_data: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      student_number: z.string(),
      start_date: z.string(),
      finished: z.boolean(),
      percentage: z.number(),
      answers: z.array(z.number().nullable()),
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
      /** The stored answer number 1..4; null when unanswered. */
      answer: z.number().nullable(),
      /** null when unanswered. */
      correct: z.boolean().nullable(),
      /** When the answer was saved (ISO 8601); null when unanswered. */
      answered_at: z.string().nullable(),
    }),
  ),
});
export type ParticipantAnswers = z.infer<typeof participantAnswersSchema>;
