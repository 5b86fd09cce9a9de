import {
  answerOrder,
  questionOrder,
  type ReviewResult,
  type SessionResponse,
  type StartQuizResult,
  type sessionEnvelope,
} from '@quizzical/common';
import type { z } from 'zod';
import { isoMicro } from '../../lib/dates';
import type { QuestionRow, QuizRow } from '../quizzes/quizzes.table';
import type { SessionRow } from './taking.repository';

/** A question as students see it: never its correct answer. */
const presentStudentQuestion = (question: QuestionRow) => ({
  id: question.id,
  text: question.text,
  answer1: question.answer1,
  answer2: question.answer2,
  answer3: question.answer3,
  answer4: question.answer4,
  smallImageUrl: question.smallImageUrl,
  bigImageUrl: question.bigImageUrl,
});

/** A score stored as a share (0..1) as the student reads it: a percentage with one decimal. */
const scorePercent = (score: number | null) => (score === null ? null : Math.round(score * 1000) / 10);

/**
 * The quiz a student is about to join (GET _start): no correct answers. A hosted game's questions come
 * one at a time from its host (modules/live): none here, or a player could read them all in the lobby.
 */
export function presentQuizToJoin(quiz: QuizRow, questions: QuestionRow[], hosted: boolean): StartQuizResult {
  return {
    code: quiz.code,
    title: quiz.title,
    description: quiz.description,
    duration: quiz.duration,
    anonymous: quiz.anonymous,
    random_questions: quiz.randomQuestions,
    random_answers: quiz.randomAnswers,
    comment_allowed: quiz.commentAllowed,
    rating_enabled: quiz.ratingEnabled,
    answers_available: quiz.answersAvailable,
    num_questions: questions.length,
    hosted,
    language: quiz.language,
    questions: hosted ? [] : questions.map(presentStudentQuestion),
  };
}

/** The session in its own order of questions and answers (both stable per session seed). */
function presentSession(
  session: SessionRow,
  quiz: QuizRow,
  questions: QuestionRow[],
  answers: Map<number, number>,
): SessionResponse {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const order = questionOrder(
    session.orderSeed,
    questions.map((question) => question.id),
    quiz.randomQuestions,
  );
  return {
    session_id: session.id,
    finished: session.finished,
    start_date: isoMicro(session.startDate),
    end_date: isoMicro(session.endDate),
    first_name: session.firstName,
    last_name: session.lastName,
    score: scorePercent(session.score),
    comment: session.comment,
    rating: session.rating,
    questions: order.flatMap((id) => {
      const question = byId.get(id);
      if (!question) return [];
      const slots = answerOrder(
        session.orderSeed,
        question.id,
        [!!question.answer1, !!question.answer2, !!question.answer3, !!question.answer4],
        quiz.randomAnswers,
      );
      const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
      return {
        ...presentStudentQuestion(question),
        answer1: texts[slots[0] - 1],
        answer2: texts[slots[1] - 1],
        answer3: texts[slots[2] - 1],
        answer4: texts[slots[3] - 1],
        answer_order: slots,
        answer: answers.get(question.id) ?? null,
      };
    }),
  };
}

/**
 * The body of the session calls: the session as the student sees it, its quiz, and the server time.
 * An unfinished session of a hosted game lists no questions (the game shows them one at a time); once
 * finished, the end page has them all.
 */
export function presentSessionEnvelope(
  session: SessionRow,
  quiz: QuizRow,
  questions: QuestionRow[],
  answers: Map<number, number>,
  now: Date,
  hosted = false,
): z.output<typeof sessionEnvelope> {
  return {
    response: presentSession(session, quiz, hosted && !session.finished ? [] : questions, answers),
    quizz: {
      code: quiz.code,
      title: quiz.title,
      description: quiz.description,
      duration: quiz.duration,
      comment_allowed: quiz.commentAllowed,
      rating_enabled: quiz.ratingEnabled,
      answers_available: quiz.answersAvailable,
      review_after: quiz.reviewAfter,
      status: quiz.status,
      language: quiz.language,
      revision: quiz.revision,
    },
    now_date: isoMicro(now),
  };
}

/** A finished session's answers beside the correct ones. */
export function presentReview(
  session: SessionRow,
  quiz: QuizRow,
  questions: QuestionRow[],
  answers: Map<number, number>,
): ReviewResult {
  return {
    quizz: {
      code: quiz.code,
      title: quiz.title,
      description: quiz.description,
      language: quiz.language,
      questions: questions.map((question) => ({
        ...presentStudentQuestion(question),
        correct_answer: question.correctAnswer,
      })),
    },
    responses: {
      questions: questions.map((question) => ({
        question: question.id,
        answer: answers.get(question.id) ?? null,
        correct: answers.get(question.id) === question.correctAnswer,
      })),
      comment: session.comment,
      rating: session.rating,
      score: scorePercent(session.score),
    },
  };
}
