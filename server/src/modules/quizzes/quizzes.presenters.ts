import type { publicQuizSummary, Question, QuestionKey, Quiz } from '@quizzical/common';
import type { z } from 'zod';
import { isoMicro } from '../../lib/dates';
import { typeFieldsOf } from '../../lib/question-fields';
import type { QuestionRow, QuizRow } from './quizzes.table';

/** The fields that decide acceptance and scoring of answers to a question, as the API names them. */
const keyFields = (question: QuestionRow) => ({
  type: question.type,
  answer1: question.answer1,
  answer2: question.answer2,
  answer3: question.answer3,
  answer4: question.answer4,
  correct_answer: question.correctAnswer,
  ...typeFieldsOf(question),
});

/** What decides acceptance and scoring of answers to a question (common question-types). */
export const questionKeyOf = (question: QuestionRow): QuestionKey => keyFields(question);

/**
 * A question as its quiz's owner reads it: its key with its text, images, explanation and time (the
 * response schema orders the fields on the wire).
 */
export function presentQuestion(question: QuestionRow): Question {
  return {
    id: question.id,
    text: question.text,
    ...keyFields(question),
    smallImageUrl: question.smallImageUrl,
    bigImageUrl: question.bigImageUrl,
    explanation: question.explanation,
    time_limit: question.timeLimit,
  };
}

/**
 * The Quizz entity as its owner reads it; a list passes no questions, only their count. `hosted`: a
 * live game exists for the quiz.
 */
export function presentQuiz(
  row: QuizRow,
  questions: QuestionRow[] | null,
  counts: { numResponses: number; numQuestions?: number; hosted: boolean },
): Quiz {
  return {
    id: row.id,
    code: row.code,
    share_code: row.shareCode,
    title: row.title,
    description: row.description,
    duration: row.duration,
    level: row.level,
    theme: row.theme,
    type: row.type,
    status: row.status,
    public: row.public,
    created_date: isoMicro(row.createdDate),
    number_students: row.numberStudents,
    num_responses: counts.numResponses,
    num_questions: counts.numQuestions ?? questions?.length ?? 0,
    anonymous: row.anonymous,
    random_questions: row.randomQuestions,
    random_answers: row.randomAnswers,
    comment_allowed: row.commentAllowed,
    answers_available: row.answersAvailable,
    review_after: row.reviewAfter,
    rating_enabled: row.ratingEnabled,
    question_time: row.questionTime,
    scoring: row.scoring,
    show_question_on_devices: row.showQuestionOnDevices,
    hosted: counts.hosted,
    opens_at: row.opensAt && isoMicro(row.opensAt),
    closes_at: row.closesAt && isoMicro(row.closesAt),
    accommodations: row.accommodations.map(({ student_number, time_factor }) => ({
      student_number,
      time_factor,
    })),
    language: row.language,
    questions: (questions ?? []).map(presentQuestion),
  };
}

/** A public quiz in the import list: no questions, its owner's name. */
export function presentPublicQuiz(row: {
  quiz: QuizRow;
  numQuestions: number;
  firstName: string;
  lastName: string;
}): z.infer<typeof publicQuizSummary> {
  return {
    code: row.quiz.code,
    title: row.quiz.title,
    description: row.quiz.description,
    theme: row.quiz.theme,
    type: row.quiz.type,
    level: row.quiz.level,
    num_questions: row.numQuestions,
    created_date: isoMicro(row.quiz.createdDate),
    owner: { first_name: row.firstName, last_name: row.lastName },
  };
}
