import '../taking.css';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  const answered = Array.from({ length: total }, (_, i) => isAnswered(i)).filter(Boolean).length;
  return (
    <nav aria-labelledby="question-navigator-title">
      <h2 id="question-navigator-title" className="tk-nav-title">
        {t('taking.nav.title')}
      </h2>
      <p className="tk-nav-count">{t('taking.nav.count', { answered, total })}</p>
      <ol className="tk-nav-list">
        {Array.from({ length: total }, (_, index) => {
          const done = isAnswered(index);
          const active = index === current;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is the fixed sequence of question numbers
            <li key={index}>
              <button
                type="button"
                className={
                  done ? 'ui-button-base tk-nav-button tk-nav-button--done' : 'ui-button-base tk-nav-button'
                }
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                aria-label={t(done ? 'taking.nav.answered' : 'taking.nav.not_answered', {
                  number: index + 1,
                })}
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
