import type { MouseEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import '../dashboard.css';
import { DashboardIcon } from './dashboard-icons';

/** The dashboard's 'Create a quizz': a link to the editor (the free plan may stop it, `onClick`). */
export function CreateQuizLink({
  large = false,
  onClick,
}: {
  large?: boolean;
  onClick(event: MouseEvent): void;
}) {
  const t = useT();
  return (
    <RouterLink
      to="/create_quizz"
      className={`ui-button ui-button--contained${large ? ' ui-button--large' : ''}`}
      onClick={onClick}
    >
      <span className="ui-button-start">
        <DashboardIcon name="add" />
      </span>
      {t('quizzes.dashboard.create')}
    </RouterLink>
  );
}

/**
 * The dashboard of a teacher without any quiz: create the first one, or import one. Plain elements
 * styled by dashboard.css: it is the first screen of every new teacher.
 */
export function DashboardEmptyState({
  onCreate,
  onImport,
}: {
  onCreate(event: MouseEvent): void;
  onImport(): void;
}) {
  const t = useT();
  return (
    <div className="ui-card">
      <div className="dash-empty">
        <div aria-hidden="true" className="dash-empty-icon">
          <DashboardIcon name="quiz" />
        </div>
        <h2 className="dash-empty-title">{t('quizzes.empty.title')}</h2>
        <p className="dash-empty-text">{t('quizzes.empty.text')}</p>
        <div className="dash-empty-buttons">
          <CreateQuizLink large onClick={onCreate} />
          <button type="button" className="ui-button ui-button--outlined ui-button--large" onClick={onImport}>
            <span className="ui-button-start">
              <DashboardIcon name="input" />
            </span>
            {t('quizzes.empty.import')}
          </button>
        </div>
      </div>
    </div>
  );
}
