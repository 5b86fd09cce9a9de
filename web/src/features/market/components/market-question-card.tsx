import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Button, IconButton } from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { ANSWER_FIELDS, ANSWER_LETTERS, MARKET_STATUS } from '@quizzical/common';
import { useId } from 'react';
import { Hint } from '../../../components/hint';
import { MathText } from '../../../components/math-text';
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

function Images({ small, big, label }: { small: string; big: string; label: string }) {
  if (!small && !big) return null;
  return (
    <div className="mk-images">
      {small && (
        // biome-ignore lint/a11y/noRedundantAlt: the same names as before ('Small image of …')
        <img src={small} alt={`Small image of ${label}`} className="mk-image-small" />
      )}
      {big && (
        // biome-ignore lint/a11y/noRedundantAlt: the same names as before ('Big image of …')
        <img src={big} alt={`Big image of ${label}`} className="mk-image-big" />
      )}
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
  const titleId = useId();
  const chips = [q.theme, q.level, q.type].filter((c): c is string => !!c);
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
            {selected ? 'In my quizz basket' : 'Add to my quizz basket'}
          </button>
        </div>

        {staff && (
          <div className="mk-meta">
            <div className="mk-meta-item">
              <MarketIcon name="sell" className="mk-icon--small" />
              <p className="ui-body2">
                <span className="mk-strong">Tags:</span> {q.tags || '—'}
              </p>
            </div>
            <div className="mk-meta-item">
              <MarketIcon name="person" className="mk-icon--small" />
              <p className="ui-body2">
                <span className="mk-strong">Submitted by:</span> {ownerName || 'Visitor'}
              </p>
            </div>
          </div>
        )}

        <div className="mk-question-text">
          <MathText text={q.text} component="div" lang={q.language} />
        </div>
        <Images small={q.smallImageUrl} big={q.bigImageUrl} label={q.description} />

        <ol className="mk-answers">
          {ANSWER_FIELDS.map((field, i) => {
            const text = q[field];
            if (!text) return null;
            const correct = q.correct_answer === i + 1;
            return (
              <li key={field} className={correct ? 'mk-answer mk-answer--correct' : 'mk-answer'}>
                <div aria-hidden="true" className="mk-answer-letter">
                  {ANSWER_LETTERS[i]}
                </div>
                <div className="mk-answer-text">
                  <span className="ui-visually-hidden">{`${ANSWER_LETTERS[i]}: `}</span>
                  <MathText text={text} lang={q.language} />
                </div>
                {correct && (
                  <div className="mk-correct">
                    <MarketIcon name="checkCircle" className="mk-icon--small" />
                    <span className="mk-correct-label">Correct answer</span>
                  </div>
                )}
              </li>
            );
          })}
        </ol>

        {(q.explanation || q.explanationSmallImageUrl || q.explanationBigImageUrl) && (
          <section className="mk-explanation">
            <div className="mk-explanation-head">
              <MarketIcon name="lightbulb" className="mk-icon--small" />
              <h4 className="mk-explanation-title">Explanation</h4>
            </div>
            {q.explanation && <MathText text={q.explanation} component="div" lang={q.language} />}
            <Images
              small={q.explanationSmallImageUrl}
              big={q.explanationBigImageUrl}
              label={`the explanation of ${q.description}`}
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
                Approve
              </Button>
            )}
            <Button size="small" startIcon={<EditIcon />} onClick={() => onStaffAction('edit')}>
              Edit
            </Button>
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              loading={busy === 'duplicate'}
              loadingPosition="start"
              onClick={() => onStaffAction('duplicate')}
            >
              Duplicate
            </Button>
            <Hint title="Export as LaTeX file" describeChild>
              <Button
                size="small"
                startIcon={<FileDownloadIcon />}
                loading={busy === 'export'}
                loadingPosition="start"
                onClick={() => onStaffAction('export')}
              >
                LaTeX file
              </Button>
            </Hint>
            <div className="mk-grow" />
            <Hint title="Delete">
              <IconButton
                color="error"
                aria-label={`Delete ${q.description}`}
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
