import { QUIZ_STATUS, type quizInput, type quizPatch, type User } from '@quizzical/common';
import type { z } from 'zod';
import { questionValuesOf } from './quizzes.corrections';
import { homeworkSettingsOf } from './quizzes.homework';
import type { QuestionRow, QuizRow } from './quizzes.table';

type QuizInput = z.output<typeof quizInput>;
type QuizPatch = z.output<typeof quizPatch>;

/** The stored columns of the questions a teacher sent. */
export const toQuestionValues = (questions: QuizInput['questions']) => questions.map(questionValuesOf);

/** Stored questions as the columns of new ones (a copy's): without their ids, quiz and position. */
export const copyQuestions = (questions: QuestionRow[]) =>
  questions.map(({ id: _id, quizId: _quizId, position: _position, ...values }) => values);

/** The settings a create or an update sends, as the quiz row's columns; those left out stay as they are. */
export function settingsOf(input: QuizPatch) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.duration !== undefined && { duration: input.duration }),
    ...(input.number_students !== undefined && { numberStudents: input.number_students }),
    ...(input.anonymous !== undefined && { anonymous: input.anonymous }),
    ...(input.random_questions !== undefined && { randomQuestions: input.random_questions }),
    ...(input.random_answers !== undefined && { randomAnswers: input.random_answers }),
    ...(input.answers_available !== undefined && { answersAvailable: input.answers_available }),
    ...(input.review_after !== undefined && { reviewAfter: input.review_after }),
    ...(input.comment_allowed !== undefined && { commentAllowed: input.comment_allowed }),
    ...(input.rating_enabled !== undefined && { ratingEnabled: input.rating_enabled }),
    // hosting live: allowed while started too (they are not questions); a running game takes them
    // from its next question on
    ...(input.question_time !== undefined && { questionTime: input.question_time }),
    ...(input.scoring !== undefined && { scoring: input.scoring }),
    ...(input.show_question_on_devices !== undefined && {
      showQuestionOnDevices: input.show_question_on_devices,
    }),
    ...(input.theme !== undefined && { theme: input.theme }),
    ...(input.level !== undefined && { level: input.level }),
    ...(input.type !== undefined && { type: input.type }),
    ...homeworkSettingsOf(input),
    ...(input.language !== undefined && { language: input.language }),
  };
}

/** A new quiz's settings, not started and private, the author's language unless they say otherwise. */
export function newQuizSettings(user: User, input: QuizInput) {
  return {
    ...settingsOf(input),
    title: input.title,
    language: input.language ?? user.language,
    status: QUIZ_STATUS.NOT_STARTED,
    public: false,
  };
}

/** The settings of `source` copied for `user` under `title`: not started, private, unscheduled. */
export function copySettings(user: User, source: QuizRow, title: string) {
  const {
    id: _i,
    code: _c,
    shareCode: _s,
    ownerId: _o,
    createdDate: _d,
    status: _st,
    public: _p,
    hosted: _h,
    // a copy is scheduled anew; another teacher's copy does not take their students' numbers
    opensAt: _open,
    closesAt: _close,
    accommodations,
    ...settings
  } = source;
  return {
    ...settings,
    accommodations: source.ownerId === user.id ? accommodations : [],
    title,
    status: QUIZ_STATUS.NOT_STARTED,
    public: false,
  };
}
