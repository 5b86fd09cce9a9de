import { QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { useId } from 'react';
import { Hint } from '../../../components/hint';
import { PlainField } from '../../../components/plain-field';
import { REOPEN } from '../../../lib/closing-texts';
import { type MessageKey, useT } from '../../../lib/i18n';
import '../dashboard.css';
import { ActionLabel } from './action-label';
import { DashboardIcon, type DashboardIconName } from './dashboard-icons';
import { ExportFormatsButton, type QuestionBankFormat } from './export-formats-button';

export interface DashboardActions {
  start(): void;
  /** A closed quiz started again (its confirmation names it). */
  reopen(): void;
  stop(): void;
  /** Opens the projector screen; the host page starts the quiz if needed (the server's free-plan rules). */
  hostLive(): void;
  duplicate(): void;
  share(): void;
  export(): void;
  /** The selection's questions for Moodle, in one of its formats. */
  exportAs(format: QuestionBankFormat): void;
  delete(): void;
}

interface DashboardToolbarProps {
  search: string;
  onSearchChange(value: string): void;
  /** How many quizzes are selected, and the quiz when it is exactly one. */
  count: number;
  single: Quiz | null;
  /** An action whose request is under way: its button waits. */
  busy: { duplicate: boolean; export: boolean };
  actions: DashboardActions;
}

/** Above the quizzes table: the search field and the actions on the selected quizzes. */
export function DashboardToolbar({
  search,
  onSearchChange,
  count,
  single,
  busy,
  actions,
}: DashboardToolbarProps) {
  const searchId = useId();
  const t = useT();
  const off: Record<ActionName, boolean> = {
    start: !single || single.status !== QUIZ_STATUS.NOT_STARTED,
    stop: !single || single.status !== QUIZ_STATUS.STARTED,
    hostLive: !single || single.status === QUIZ_STATUS.CLOSED,
    duplicate: !single || busy.duplicate,
    share: !single,
    export: count === 0 || busy.export,
    delete: count === 0,
  };
  return (
    <div className={count > 0 ? 'dash-toolbar dash-toolbar--selection' : 'dash-toolbar'}>
      <PlainField
        id={searchId}
        label={t('quizzes.toolbar.search')}
        raised
        small
        startAdornment={<DashboardIcon name="search" />}
        className="dash-field--search"
      >
        <input
          id={searchId}
          type="search"
          className="ui-field-input"
          value={search}
          onChange={(e) => onSearchChange(e.currentTarget.value)}
        />
      </PlainField>
      <div className="dash-toolbar-space" />
      {/* on a phone the count takes its own line: the eight actions then fit in 390 px */}
      <div role="toolbar" aria-label={t('quizzes.toolbar.label')} className="dash-actions">
        <p
          aria-live="polite"
          className={
            count
              ? 'ui-body2 dash-selection-count dash-selection-count--some'
              : 'ui-body2 dash-selection-count'
          }
        >
          {count === 0 ? t('quizzes.toolbar.select') : t('quizzes.toolbar.selected', { count })}
        </p>
        {/* a closed quiz's start is a reopen (not a game hosted live: it ended with its podium) */}
        {single?.status === QUIZ_STATUS.CLOSED && !single.hosted ? (
          <ToolbarAction
            label={REOPEN.dashboardLabel}
            short={REOPEN.button}
            icon="replay"
            disabled={false}
            onClick={actions.reopen}
          />
        ) : (
          <NamedAction name="start" off={off} actions={actions} />
        )}
        {(['stop', 'hostLive', 'duplicate', 'share', 'export'] as const).map((name) => (
          <NamedAction key={name} name={name} off={off} actions={actions} />
        ))}
        <ExportFormatsButton disabled={off.export} onChoose={actions.exportAs} />
        <hr className="dash-divider dash-divider--vertical" aria-orientation="vertical" />
        <NamedAction name="delete" off={off} actions={actions} color="error" />
      </div>
    </div>
  );
}

type ActionName = 'start' | 'stop' | 'hostLive' | 'duplicate' | 'share' | 'export' | 'delete';

/** Each action's hint (also its name for screen readers), its word under the icon on a phone, its icon. */
const ACTION_LOOKS: Record<ActionName, { label: MessageKey; short: MessageKey; icon: DashboardIconName }> = {
  start: { label: 'quizzes.dashboard.start_title', short: 'quizzes.toolbar.start', icon: 'playArrow' },
  stop: { label: 'quizzes.toolbar.stop_label', short: 'quizzes.toolbar.stop', icon: 'stop' },
  hostLive: { label: 'quizzes.toolbar.host_label', short: 'quizzes.toolbar.host', icon: 'castForEducation' },
  duplicate: { label: 'quizzes.toolbar.duplicate', short: 'quizzes.toolbar.duplicate', icon: 'contentCopy' },
  share: { label: 'quizzes.toolbar.share', short: 'quizzes.toolbar.share', icon: 'share' },
  export: { label: 'quizzes.toolbar.export_label', short: 'quizzes.toolbar.export', icon: 'fileDownload' },
  delete: { label: 'quizzes.toolbar.delete', short: 'quizzes.toolbar.delete', icon: 'delete' },
};

/** The toolbar button of one of the dashboard's actions, disabled while `off[name]`. */
function NamedAction({
  name,
  off,
  actions,
  color,
}: {
  name: ActionName;
  off: Record<ActionName, boolean>;
  actions: DashboardActions;
  color?: 'error';
}) {
  const t = useT();
  const { label, short, icon } = ACTION_LOOKS[name];
  return (
    <ToolbarAction
      label={t(label)}
      short={t(short)}
      icon={icon}
      disabled={off[name]}
      onClick={actions[name]}
      color={color}
    />
  );
}

function ToolbarAction({
  label,
  short,
  icon,
  disabled,
  onClick,
  color,
}: {
  label: string;
  /** The word under the icon on a phone, where no hint shows (a touch has no hover); part of `label`. */
  short: string;
  icon: DashboardIconName;
  disabled: boolean;
  onClick(): void;
  color?: 'error';
}) {
  return (
    <Hint title={label}>
      <span>
        <button
          type="button"
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          className={
            color
              ? 'ui-icon-button dash-icon-button dash-icon-button--error'
              : 'ui-icon-button dash-icon-button'
          }
        >
          <DashboardIcon name={icon} />
          <ActionLabel text={short} />
        </button>
      </span>
    </Hint>
  );
}
