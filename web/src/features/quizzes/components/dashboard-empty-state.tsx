import type { MouseEvent } from 'react';
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
  return (
    <RouterLink
      to="/create_quizz"
      className={`ui-button ui-button--contained${large ? ' ui-button--large' : ''}`}
      onClick={onClick}
    >
      <span className="ui-button-start">
        <DashboardIcon name="add" />
      </span>
      Create a quizz
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
  return (
    <div className="ui-card">
      <div className="dash-empty">
        <div aria-hidden="true" className="dash-empty-icon">
          <DashboardIcon name="quiz" />
        </div>
        <h2 className="dash-empty-title">Create your first quizz</h2>
        <p className="dash-empty-text">
          Write multiple-choice questions with formulas and images, start the quizz and share its code with
          your students. It only takes a few minutes.
        </p>
        <div className="dash-empty-buttons">
          <CreateQuizLink large onClick={onCreate} />
          <button type="button" className="ui-button ui-button--outlined ui-button--large" onClick={onImport}>
            <span className="ui-button-start">
              <DashboardIcon name="input" />
            </span>
            Import a quizz
          </button>
        </div>
      </div>
    </div>
  );
}
