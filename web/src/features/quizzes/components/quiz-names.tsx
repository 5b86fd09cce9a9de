import type { Quiz } from '@quizzical/common';
import '../dashboard.css';

/**
 * The quizzes a confirmation acts on, by title and code: a teacher says yes to these quizzes, not to
 * "the selected quizzes" out of sight.
 */
export function QuizNames({ label, quizzes }: { label: string; quizzes: Pick<Quiz, 'code' | 'title'>[] }) {
  return (
    <ul aria-label={label} className="dash-quiz-names">
      {quizzes.map((quiz) => (
        <li key={quiz.code}>
          <span className="dash-quiz-names-title">{quiz.title}</span>{' '}
          <span className="dash-code ui-secondary">{quiz.code}</span>
        </li>
      ))}
    </ul>
  );
}
