import {
  analyseQuiz,
  competitionRanks,
  normalizeCode,
  RATING_LABELS,
  type ResultsReport,
  type User,
  upperLowerGroupSize,
} from '@quizzical/common';
import { notFound } from '../../lib/http-errors';
import { isoMicro, presentQuestion, type QuizzesRepository } from '../quizzes/quizzes.repository';
import type { ResultsRepository } from './results.repository';

const round1 = (x: number) => Math.round(x * 10) / 10;

export function createResultsService(deps: { repo: ResultsRepository; quizzes: QuizzesRepository }) {
  const { repo, quizzes } = deps;

  /** The quiz if `user` owns it (404 otherwise, as for every owner call). */
  async function owned(user: User, code: string) {
    const quiz = await quizzes.findByCode(normalizeCode(code));
    if (!quiz || quiz.ownerId !== user.id) throw notFound();
    return quiz;
  }

  return {
    owned,

    async report(user: User, code: string): Promise<ResultsReport> {
      const quiz = await owned(user, code);
      const [questions, sessions, choices] = await Promise.all([
        quizzes.questionsOf(quiz.id),
        repo.sessionTotals(quiz.id),
        repo.choiceCounts(quiz.id),
      ]);
      const k = questions.length;
      const percentOf = (correct: number) => (k === 0 ? 0 : (100 * correct) / k);

      // participants: live percentage for everyone, competition ranks ("1224")
      const percentages = sessions.map((s) => percentOf(s.correct));
      const ranks = competitionRanks(percentages);

      // item analysis over finished participants, from SQL sufficient statistics
      const finished = sessions.filter((s) => s.finished);
      const groupSize = upperLowerGroupSize(finished.length);
      const sums = finished.length ? await repo.itemSums(quiz.id, groupSize) : [];
      const sumsById = new Map(sums.map((r) => [r.question_id, r]));
      const analysis = analyseQuiz({
        n: finished.length,
        k,
        sumTotal: finished.reduce((a, s) => a + s.correct, 0),
        sumTotalSq: finished.reduce((a, s) => a + s.correct * s.correct, 0),
        groupSize,
        items: questions.map((q) => {
          const r = sumsById.get(q.id);
          return {
            questionId: q.id,
            correctAnswer: q.correctAnswer,
            sumCorrect: r?.s ?? 0,
            sumCorrectTimesTotal: r?.c ?? 0,
            upperCorrect: r?.u ?? 0,
            lowerCorrect: r?.l ?? 0,
            choiceCounts: [r?.c1 ?? 0, r?.c2 ?? 0, r?.c3 ?? 0, r?.c4 ?? 0],
          };
        }),
      });

      const counts = new Map<number, number[]>();
      for (const c of choices) {
        const row = counts.get(c.question_id) ?? [0, 0, 0, 0];
        row[c.answer - 1] = c.n;
        counts.set(c.question_id, row);
      }
      const histogram = Array.from({ length: 10 }, () => 0);
      for (const s of finished) histogram[Math.min(9, Math.floor(percentOf(s.correct) / 10))]++;
      const ratings = [0, 0, 0, 0, 0];
      for (const s of sessions) if (s.rating) ratings[s.rating - 1]++;

      return {
        quizz: {
          code: quiz.code,
          title: quiz.title,
          status: quiz.status,
          number_students: quiz.numberStudents,
          num_questions: k,
        },
        num_responses: sessions.length,
        num_finished: finished.length,
        mean_score: analysis.meanScore,
        standard_deviation: analysis.standardDeviation,
        participants: sessions.map((s, i) => ({
          first_name: s.first_name,
          last_name: s.last_name,
          student_number: s.student_number,
          rank: ranks[i],
          percentage: round1(percentages[i]),
          comment: s.comment,
          rating: s.rating,
          finished: s.finished,
        })),
        questions_report: questions.map((q) => {
          const responses = counts.get(q.id) ?? [0, 0, 0, 0];
          const total = responses.reduce((a, b) => a + b, 0);
          return {
            question: presentQuestion(q),
            percentage: total ? round1((100 * responses[q.correctAnswer - 1]) / total) : null,
            responses,
            totalResponses: total,
            correctAnswer: q.correctAnswer,
          };
        }),
        difficulty: RATING_LABELS.map((label, i) => ({ rating: i + 1, label, count: ratings[i] })),
        score_histogram: histogram,
        item_analysis: { n: analysis.n, kr20: analysis.kr20, sem: analysis.sem, items: analysis.items },
        raw_data: sessions.map((s, i) => ({
          first_name: s.first_name,
          last_name: s.last_name,
          student_number: s.student_number,
          start_date: isoMicro(new Date(s.start_date)),
          finished: s.finished,
          percentage: round1(percentages[i]),
          answers: questions.map((q) => s.answers[q.id] ?? null),
          comment: s.comment,
          rating: s.rating,
        })),
      };
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
