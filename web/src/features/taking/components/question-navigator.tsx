import '../taking.css';
import { TakingIcon } from './taking-icons';

/**
 * Side list of the questions with their answered state (the run screen hides it on small screens). Plain
 * elements styled by taking.css (.tk-nav-*).
 */
export function QuestionNavigator({
  total,
  current,
  isAnswered,
  onSelect,
}: {
  total: number;
  current: number;
  isAnswered(index: number): boolean;
  onSelect(index: number): void;
}) {
  const answered = Array.from({ length: total }, (_, i) => isAnswered(i)).filter(Boolean).length;
  return (
    <nav aria-labelledby="question-navigator-title">
      <h2 id="question-navigator-title" className="tk-nav-title">
        Questions
      </h2>
      <p className="tk-nav-count">
        {answered} of {total} answered
      </p>
      <ol className="tk-nav-list">
        {Array.from({ length: total }, (_, index) => {
          const done = isAnswered(index);
          const active = index === current;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is the fixed sequence of question numbers
            <li key={index}>
              <button
                type="button"
                className={done ? 'tk-nav-button tk-nav-button--done' : 'tk-nav-button'}
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                aria-label={`Question ${index + 1}, ${done ? 'answered' : 'not answered'}`}
              >
                {index + 1}
                {done && <TakingIcon name="check" className="tk-nav-check" />}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
