import {
  analyseQuiz,
  competitionRanks,
  isScored,
  type Question,
  RATING_LABELS,
  type ResultsReport,
  type StoredAnswer,
  sufficientStatsFromFractions,
} from '@quizzical/common';
import { participantIdOf } from '../../lib/participant-id';
import type { QuizRow } from '../quizzes/quizzes.table';
import { createSessionScorer, createTally, type ScoredSession } from './results.answers';
import type { SessionResultRow } from './results.repository';

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Indices of `totals` highest first, equal totals in their original order. */
export function stableOrderByTotalDescending(totals: readonly number[]): number[] {
  return totals.map((_, i) => i).sort((a, b) => totals[b] - totals[a] || a - b);
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
  scored?: ScoredSession[],
): ResultsReport {
  return buildOrderedResultsReport(quiz, questions, rows, now, scored).report;
}

/**
 * The report and its order of the rows (`order[p]`: the row of participant p), for the spreadsheets.
 * `scored`: each row's answers scored, when the caller kept them from an earlier report.
 */
export function buildOrderedResultsReport(
  quiz: QuizRow,
  questions: Question[],
  rows: SessionResultRow[],
  now: Date,
  scored: ScoredSession[] = rows.map(createSessionScorer(questions)),
): { report: ResultsReport; order: number[] } {
  const k = questions.length;
  // the score is over the scored questions (polls are not): 100 × the sum of the fractions ÷ their count
  const scoredItems = questions.flatMap((question, i) => (isScored(question.type) ? [i] : []));
  const percentOf = (total: number) => (scoredItems.length === 0 ? 0 : (100 * total) / scoredItems.length);

  // one pass over 10,000 × 40: what the class answered, finished or not (live)
  const tallies = questions.map(createTally);
  for (const { answers, fractions } of scored) {
    for (let i = 0; i < k; i++) {
      const answer = answers[i];
      if (answer !== null) tallies[i].add(answer, fractions[i]);
    }
  }
  const answersOf = scored.map((session) => session.answers);
  const fractionsOf = scored.map((session) => session.fractions);
  const totals = scored.map((session) => session.total);

  // best first; the rows come ordered by start date and id, so that is the order of equal scores,
  // here and in the item analysis
  const order = stableOrderByTotalDescending(totals);
  const sessions = order.map((i) => rows[i]);
  const answers = order.map((i) => answersOf[i]);
  const percentages = order.map((i) => percentOf(totals[i]));
  // participants: live percentage for everyone; competition ranks ("1224") among the finished only, so
  // a student still answering (or who gave up without ending) is listed apart, not ranked at 0 %
  const finishedRanks = competitionRanks(percentages.filter((_, p) => sessions[p].finished));
  let nextFinished = 0;
  const ranks = sessions.map((session) => (session.finished ? finishedRanks[nextFinished++] : null));

  // item analysis on fractions over finished participants and scored questions, groups in the same order
  const finished = order.filter((i) => rows[i].finished);
  const analysis = analyseQuiz(
    sufficientStatsFromFractions(
      scoredItems.map((i) => ({
        questionId: questions[i].id,
        correctAnswer: questions[i].correct_answer,
        choiceCounts: choiceCountsOf(
          questions[i],
          finished.map((s) => answersOf[s][i]),
        ),
      })),
      finished.map((s) => scoredItems.map((i) => fractionsOf[s][i])),
    ),
  );

  const answering = stillAnswering(rows, now);
  const histogram = Array.from({ length: 10 }, () => 0);
  const ratings = [0, 0, 0, 0, 0];
  sessions.forEach((session, p) => {
    if (session.finished) histogram[Math.min(9, Math.floor(percentages[p] / 10))]++;
    if (session.rating) ratings[session.rating - 1]++;
  });

  const report: ResultsReport = {
    quizz: {
      code: quiz.code,
      title: quiz.title,
      status: quiz.status,
      number_students: quiz.numberStudents,
      num_questions: k,
    },
    num_responses: sessions.length,
    num_finished: finished.length,
    still_answering: { count: answering.count, until: answering.until },
    mean_score: analysis.meanScore,
    standard_deviation: analysis.standardDeviation,
    participants: sessions.map((session, i) => ({
      // the public id, never the session id (the student's key); hashed here, where PostgreSQL's hash
      // cost the read 12 ms for 10,000 participants
      id: participantIdOf(session.id),
      // an anonymous hosted player has no names: the nickname stands where the names go
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
    questions_report: questions.map((question, i) => ({
      question,
      type: question.type,
      ...tallies[i].report(),
      correctAnswer: question.correct_answer,
    })),
    difficulty: RATING_LABELS.map((label, i) => ({ rating: i + 1, label, count: ratings[i] })),
    score_histogram: histogram,
    item_analysis: {
      n: analysis.n,
      alpha: analysis.alpha,
      kr20: analysis.kr20,
      sem: analysis.sem,
      items: analysis.items,
    },
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
  return { report, order };
}

/** How many chose each option (single, true/false, multiple), for the distractor shares; null otherwise. */
function choiceCountsOf(question: Question, answers: (StoredAnswer | null)[]) {
  if (question.type !== 'single' && question.type !== 'true_false' && question.type !== 'multiple')
    return null;
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const answer of answers) {
    if (typeof answer === 'number') counts[answer - 1]++;
    else if (Array.isArray(answer)) for (const n of answer) counts[n - 1]++;
  }
  return counts;
}
