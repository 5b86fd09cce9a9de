import {
  analyseQuiz,
  competitionRanks,
  type Question,
  RATING_LABELS,
  type ResultsReport,
  sufficientStatsFromResponses,
} from '@quizzical/common';
import { decodeFinalAnswers } from '../../lib/final-answers';
import type { QuizRow } from '../quizzes/quizzes.table';
import type { SessionResultRow } from './results.repository';

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A session's answers (1..4, null when unanswered) in question order: from the digits stored when it
 * ended, or, while it is open, from its saved "questionId:answer" pairs.
 */
export function answersInQuestionOrder(row: SessionResultRow, k: number, positionOf: Map<number, number>) {
  if (row.final_answers !== null) return decodeFinalAnswers(row.final_answers, k);
  const answers = new Array<number | null>(k).fill(null);
  if (row.open_answers) {
    for (const pair of row.open_answers.split(',')) {
      const [questionId, answer] = pair.split(':');
      const i = positionOf.get(Number(questionId));
      if (i !== undefined) answers[i] = Number(answer);
    }
  }
  return answers;
}

/** Indices of `scores` (integers 0..max) highest first, equal scores in their original order. */
export function stableOrderByScoreDescending(scores: number[], max: number): number[] {
  const buckets: number[][] = Array.from({ length: max + 1 }, () => []);
  scores.forEach((score, i) => {
    buckets[max - score].push(i);
  });
  return buckets.flat();
}

/**
 * The sessions not ended whose time is not over at `now`: they can still save answers and end, also
 * after a close. `until`: the latest end of their time; `nextEnd`: the earliest (the count drops then).
 */
export function stillAnswering(rows: SessionResultRow[], now: Date) {
  let count = 0;
  let until: string | null = null;
  let nextEnd: number | null = null;
  for (const row of rows) {
    if (row.finished) continue;
    const end = Date.parse(row.end_date);
    if (end <= now.getTime()) continue;
    count++;
    if (until === null || row.end_date > until) until = row.end_date;
    if (nextEnd === null || end < nextEnd) nextEnd = end;
  }
  return { count, until, nextEnd };
}

/**
 * The results report from the quiz, its questions in order (as the owner reads them) and one row per session (ordered by start date
 * and id, the order of equal scores everywhere in the report): participants and
 * ranks, the live answer distribution, the score statistics and the item analysis (finished sessions).
 * Pure: the service reads, this computes, in single passes over the answers.
 */
export function buildResultsReport(
  quiz: QuizRow,
  questions: Question[],
  rows: SessionResultRow[],
  now: Date,
): ResultsReport {
  const k = questions.length;
  const percentOf = (correct: number) => (k === 0 ? 0 : (100 * correct) / k);

  // one pass over 10,000 × 40: every session's answers in question order, its correct count, and the
  // answer distribution over everyone, finished or not (live)
  const positionOf = new Map(questions.map((question, i) => [question.id, i]));
  const correctAnswers = questions.map((question) => question.correct_answer);
  const counts = questions.map(() => [0, 0, 0, 0]);
  const answersOf: (number | null)[][] = [];
  const correctOf: number[] = [];
  for (const row of rows) {
    const answers = answersInQuestionOrder(row, k, positionOf);
    let correct = 0;
    for (let i = 0; i < k; i++) {
      const answer = answers[i];
      if (answer === null) continue;
      counts[i][answer - 1]++;
      if (answer === correctAnswers[i]) correct++;
    }
    answersOf.push(answers);
    correctOf.push(correct);
  }

  // best first (a stable counting sort on the correct count); the rows come ordered by start date and
  // id, so that is the order of equal scores, here and in the item analysis
  const order = stableOrderByScoreDescending(correctOf, k);
  const sessions = order.map((i) => rows[i]);
  const answers = order.map((i) => answersOf[i]);
  const percentages = order.map((i) => percentOf(correctOf[i]));
  // participants: live percentage for everyone; competition ranks ("1224") among the finished only, so
  // a student still answering (or who gave up without ending) is listed apart, not ranked at 0 %
  const finishedRanks = competitionRanks(percentages.filter((_, p) => sessions[p].finished));
  let nextFinished = 0;
  const ranks = sessions.map((session) => (session.finished ? finishedRanks[nextFinished++] : null));

  // item analysis over finished participants, upper and lower groups in the same order
  const finishedAnswers = answers.filter((_, p) => sessions[p].finished);
  const analysis = analyseQuiz(
    sufficientStatsFromResponses(
      questions.map((question) => ({ questionId: question.id, correctAnswer: question.correct_answer })),
      finishedAnswers,
    ),
  );

  const answering = stillAnswering(rows, now);
  const histogram = Array.from({ length: 10 }, () => 0);
  const ratings = [0, 0, 0, 0, 0];
  sessions.forEach((session, p) => {
    if (session.finished) histogram[Math.min(9, Math.floor(percentages[p] / 10))]++;
    if (session.rating) ratings[session.rating - 1]++;
  });

  return {
    quizz: {
      code: quiz.code,
      title: quiz.title,
      status: quiz.status,
      number_students: quiz.numberStudents,
      num_questions: k,
    },
    num_responses: sessions.length,
    num_finished: finishedAnswers.length,
    still_answering: { count: answering.count, until: answering.until },
    mean_score: analysis.meanScore,
    standard_deviation: analysis.standardDeviation,
    participants: sessions.map((session, i) => ({
      // the public id, never the session id (the student's key)
      id: session.participant_id, // an anonymous hosted player has no names: the nickname stands where the names go
      first_name: session.first_name || session.nickname,
      last_name: session.last_name,
      student_number: session.student_number,
      rank: ranks[i],
      percentage: round1(percentages[i]),
      comment: session.comment,
      rating: session.rating,
      finished: session.finished,
      nickname: session.nickname,
      points: session.points,
      extra_minutes: session.extra_minutes,
    })),
    questions_report: questions.map((question, i) => {
      const responses = counts[i];
      const total = responses.reduce((sum, count) => sum + count, 0);
      return {
        question,
        percentage: total ? round1((100 * responses[question.correct_answer - 1]) / total) : null,
        responses,
        totalResponses: total,
        correctAnswer: question.correct_answer,
      };
    }),
    difficulty: RATING_LABELS.map((label, i) => ({ rating: i + 1, label, count: ratings[i] })),
    score_histogram: histogram,
    item_analysis: { n: analysis.n, kr20: analysis.kr20, sem: analysis.sem, items: analysis.items },
    raw_data: sessions.map((session, i) => ({
      first_name: session.first_name || session.nickname,
      last_name: session.last_name,
      student_number: session.student_number,
      start_date: session.start_date,
      finished: session.finished,
      percentage: round1(percentages[i]),
      answers: answers[i],
      comment: session.comment,
      rating: session.rating,
    })),
  };
}
