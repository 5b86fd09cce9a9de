import {
  answerFraction,
  answerOrder,
  orderingItemCount,
  orderingPresentation,
  questionOrder,
  type ReviewResult,
  type SessionResponse,
  type StartQuizResult,
  type StoredAnswer,
  type sessionEnvelope,
  shufflesOptions,
  studentOptions,
  toPresentedOrder,
} from '@quizzical/common';
import type { z } from 'zod';
import { isoMicro } from '../../lib/dates';
import { presentQuestion, questionKeyOf } from '../quizzes/quizzes.presenters';
import type { QuestionRow, QuizRow } from '../quizzes/quizzes.table';
import type { SessionRow } from './taking.session-row';

/**
 * A question as students see it: never its correct answer (common `studentOptions`: typed questions
 * without options, an ordering's items in the session's presented order). Before a session exists
 * (`_start`) an ordering has no presented order yet: its items wait for the session.
 */
const presentStudentQuestion = (question: QuestionRow, sessionId?: string) => {
  const options =
    question.type === 'ordering' && sessionId === undefined
      ? { answer1: '', answer2: '', answer3: '', answer4: '' }
      : studentOptions(question, { sessionId: sessionId ?? '', questionId: question.id });
  return {
    id: question.id,
    type: question.type,
    time_limit: question.timeLimit,
    text: question.text,
    ...options,
    smallImageUrl: question.smallImageUrl,
    bigImageUrl: question.bigImageUrl,
  };
};

/** A saved ordering is kept in authored item numbers; the student sent (and sees) presented slots. */
function answerAsSent(question: QuestionRow, sessionId: string, answer: StoredAnswer | undefined) {
  if (answer === undefined) return null;
  if (question.type !== 'ordering' || !Array.isArray(answer)) return answer;
  const presented = orderingPresentation(sessionId, question.id, orderingItemCount(question));
  return toPresentedOrder(presented, answer as number[]);
}

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
    questions: hosted ? [] : questions.map((question) => presentStudentQuestion(question)),
  };
}

/** The session in its own order of questions and answers (both stable per session seed). */
function presentSession(
  session: SessionRow,
  quiz: QuizRow,
  questions: QuestionRow[],
  answers: Map<number, StoredAnswer>,
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
      const shown = presentStudentQuestion(question, session.id);
      const answer = answerAsSent(question, session.id, answers.get(question.id));
      if (!shufflesOptions(question.type)) return { ...shown, answer_order: [1, 2, 3, 4], answer };
      const slots = answerOrder(
        session.orderSeed,
        question.id,
        [!!question.answer1, !!question.answer2, !!question.answer3, !!question.answer4],
        quiz.randomAnswers,
      );
      const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
      return {
        ...shown,
        answer1: texts[slots[0] - 1],
        answer2: texts[slots[1] - 1],
        answer3: texts[slots[2] - 1],
        answer4: texts[slots[3] - 1],
        answer_order: slots,
        answer,
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
  answers: Map<number, StoredAnswer>,
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

/**
 * A finished session's answers beside the correct ones and the explanations: the questions as authored
 * (an ordering's items in the right order), the answers as stored (an ordering's in authored item
 * numbers), each with its fraction of a point.
 */
export function presentReview(
  session: SessionRow,
  quiz: QuizRow,
  questions: QuestionRow[],
  answers: Map<number, StoredAnswer>,
): ReviewResult {
  return {
    quizz: {
      code: quiz.code,
      title: quiz.title,
      description: quiz.description,
      language: quiz.language,
      questions: questions.map((question) => ({
        ...presentQuestion(question),
        id: question.id,
      })),
    },
    responses: {
      questions: questions.map((question) => {
        const answer = answers.get(question.id);
        const fraction =
          answer === undefined
            ? question.type === 'poll'
              ? null
              : 0
            : answerFraction(questionKeyOf(question), answer);
        return { question: question.id, answer: answer ?? null, correct: fraction === 1, fraction };
      }),
      comment: session.comment,
      rating: session.rating,
      score: scorePercent(session.score),
    },
  };
}
