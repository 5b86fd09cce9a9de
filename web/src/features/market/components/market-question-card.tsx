import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Button, IconButton } from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { MARKET_STATUS } from '@quizzical/common';
import { type ReactNode, useId } from 'react';
import { Hint } from '../../../components/hint';
import { MathText } from '../../../components/math-text';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useQuestionChips } from '../lib/question-chips';
import { MarketAnswers } from './market-answers';
import '../market.css';
import { MarketIcon } from './market-icons';

export type StaffAction = 'duplicate' | 'export' | 'edit' | 'delete' | 'approve';

interface MarketQuestionCardProps {
  question: MarketQuestion;
  selected: boolean;
  onToggle(): void;
  /** Staff only: the actions of spec §2. */
  onStaffAction?: (action: StaffAction) => void;
  busy?: StaffAction | null;
}

/** The images' names: of the question, or of its explanation. */
const IMAGE_ALTS: Record<'question' | 'explanation', { small: MessageKey; big: MessageKey }> = {
  question: { small: 'market.card.small_image', big: 'market.card.big_image' },
  explanation: { small: 'market.card.explanation_small_image', big: 'market.card.explanation_big_image' },
};

function Images({
  small,
  big,
  label,
  of = 'question',
}: {
  small: string;
  big: string;
  label: string;
  of?: keyof typeof IMAGE_ALTS;
}) {
  const t = useT();
  if (!small && !big) return null;
  return (
    <div className="mk-images">
      {small && <img src={small} alt={t(IMAGE_ALTS[of].small, { label })} className="mk-image-small" />}
      {big && <img src={big} alt={t(IMAGE_ALTS[of].big, { label })} className="mk-image-big" />}
    </div>
  );
}

/**
 * One result of the market: description, chips, the question, lettered answers with the correct one
 * ticked. Plain elements styled by market.css (the staff's actions stay MUI's buttons, with their
 * loading state and hints).
 */
export function MarketQuestionCard({
  question: q,
  selected,
  onToggle,
  onStaffAction,
  busy,
}: MarketQuestionCardProps) {
  const t = useT();
  const titleId = useId();
  const chips = useQuestionChips(q);
  const staff = !!onStaffAction;
  const ownerName = q.owner ? `${q.owner.first_name} ${q.owner.last_name}`.trim() : '';

  return (
    <article aria-labelledby={titleId} data-testid="market-question" className="ui-card mk-question">
      <div className="mk-card-content">
        <div className="mk-question-head">
          <div className="mk-question-main">
            <h3 id={titleId} className="mk-question-title" lang={q.language}>
              {q.description}
            </h3>
            {chips.length > 0 && (
              <div className="mk-chips">
                {chips.map((chip) => (
                  <span key={chip} className="mk-chip">
                    {chip}
                  </span>
                ))}
              </div>
            )}
          </div>
          <button
            type="button"
            className={
              selected ? 'ui-button mk-button mk-button--success' : 'ui-button mk-button ui-button--outlined'
            }
            onClick={onToggle}
            aria-pressed={selected}
          >
            <span className="ui-button-start">
              <MarketIcon name={selected ? 'check' : 'add'} />
            </span>
            {t(selected ? 'market.card.in_basket' : 'market.card.add')}
          </button>
        </div>

        {staff && (
          <div className="mk-meta">
            <div className="mk-meta-item">
              <MarketIcon name="sell" className="mk-icon--small" />
              <p className="ui-body2">
                <span className="mk-strong">{t('market.card.tags')}</span> {q.tags || '—'}
              </p>
            </div>
            <div className="mk-meta-item">
              <MarketIcon name="person" className="mk-icon--small" />
              <p className="ui-body2">
                <span className="mk-strong">{t('market.card.submitted_by')}</span>{' '}
                {ownerName || t('market.card.visitor')}
              </p>
            </div>
          </div>
        )}

        <div className="mk-question-text">
          <MathText text={q.text} component="div" lang={q.language} />
        </div>
        <Images small={q.smallImageUrl} big={q.bigImageUrl} label={q.description} />

        <MarketAnswers question={q} />

        {(q.explanation || q.explanationSmallImageUrl || q.explanationBigImageUrl) && (
          <section className="mk-explanation">
            <div className="mk-explanation-head">
              <MarketIcon name="lightbulb" className="mk-icon--small" />
              <h4 className="mk-explanation-title">{t('market.form.explanation')}</h4>
            </div>
            {q.explanation && <MathText text={q.explanation} component="div" lang={q.language} />}
            <Images
              small={q.explanationSmallImageUrl}
              big={q.explanationBigImageUrl}
              label={q.description}
              of="explanation"
            />
          </section>
        )}

        {staff && (
          <div className="mk-staff-actions">
            {q.status !== MARKET_STATUS.APPROVED && (
              <Button
                size="small"
                variant="contained"
                color="success"
                startIcon={<VerifiedIcon />}
                onClick={() => onStaffAction('approve')}
              >
                {t('market.staff.approve')}
              </Button>
            )}
            <Button size="small" startIcon={<EditIcon />} onClick={() => onStaffAction('edit')}>
              {t('market.staff.edit')}
            </Button>
            <SlowAction action="duplicate" icon={<ContentCopyIcon />} busy={busy} onRun={onStaffAction}>
              {t('market.staff.duplicate')}
            </SlowAction>
            <Hint title={t('market.staff.export_hint')} describeChild>
              <SlowAction action="export" icon={<FileDownloadIcon />} busy={busy} onRun={onStaffAction}>
                {t('market.staff.latex')}
              </SlowAction>
            </Hint>
            <div className="mk-grow" />
            <Hint title={t('market.staff.delete')}>
              <IconButton
                color="error"
                aria-label={t('market.staff.delete_label', { question: q.description })}
                onClick={() => onStaffAction('delete')}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Hint>
          </div>
        )}
      </div>
    </article>
  );
}

/** A staff action that takes a moment (duplicate, export): its button waits while it runs. */
function SlowAction({
  action,
  icon,
  busy,
  onRun,
  children,
}: {
  action: StaffAction;
  icon: ReactNode;
  busy: StaffAction | null | undefined;
  onRun(action: StaffAction): void;
  children: ReactNode;
}) {
  return (
    <Button
      size="small"
      startIcon={icon}
      loading={busy === action}
      loadingPosition="start"
      onClick={() => onRun(action)}
    >
      {children}
    </Button>
  );
}
