import '../taking.css';
import '../end-page.css';
import { COMMENT_MAX } from '@quizzical/common';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PlainField } from '../../../components/plain-field';
import { ButtonSpinner } from '../../../components/spinner';
import { SvgIcon } from '../../../components/svg-icon';
import { useT } from '../../../lib/i18n';
import { useSendSurvey } from '../api/send-survey';
import { studentErrorText } from '../lib/error-text';
import { END_ICONS } from './end-icons';

/** The difficulty ratings, 1 (very difficult) to 5 (very easy). */
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The end page's survey: a comment and a difficulty rating 1–5, as the quiz allows. Plain elements drawn
 * by end-page.css and plain-ui.css (MUI's fieldset, outlined multiline field, large button with its
 * loading spinner and success Alert), so that the end page loads no MUI.
 */
export function SurveyForm({
  code,
  sessionId,
  commentAllowed,
  ratingEnabled,
  initialComment,
  initialRating,
}: {
  code: string;
  sessionId: string;
  commentAllowed: boolean;
  ratingEnabled: boolean;
  initialComment: string;
  initialRating: number | null;
}) {
  const t = useT();
  const send = useSendSurvey(code, sessionId);
  const [comment, setComment] = useState(initialComment);
  const [rating, setRating] = useState<number | null>(initialRating);
  // a survey is sent once (the server refuses a second): a session with a comment or a rating has sent it
  const [sent, setSent] = useState<SentSurvey | null>(() =>
    initialComment.trim() !== '' || initialRating !== null
      ? { comment: initialComment, rating: initialRating }
      : null,
  );
  const name = useId();
  const hintId = useId();
  const commentId = useId();

  // 'Send' with nothing entered would lock the survey empty: it waits for a comment or a rating
  const filled = (commentAllowed && comment.trim() !== '') || (ratingEnabled && rating !== null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    const body: { comment?: string; rating?: number | null } = {};
    if (commentAllowed) body.comment = comment.trim();
    if (ratingEnabled) body.rating = rating;
    send.mutate(body, { onSuccess: setSent });
  };

  if (sent) return <SentSurveySummary sent={sent} />;

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="tk-end-form-stack">
        <FormErrorBanner messages={send.isError ? studentErrorText(send.error) : null} />
        {ratingEnabled && (
          <fieldset className="tk-end-rating">
            <legend className="tk-end-rating-legend">{t('taking.survey.question')}</legend>
            <div className="tk-end-options">
              {RATINGS.map((value) => {
                const checked = rating === value;
                return (
                  <label
                    key={value}
                    className={checked ? 'tk-end-option tk-end-option--checked' : 'tk-end-option'}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={value}
                      checked={checked}
                      onChange={() => setRating(value)}
                    />
                    <span aria-hidden="true" className="tk-end-option-value">
                      {value}
                    </span>
                    <span className="tk-end-option-label">
                      {t('taking.survey.rating', { rating: value })}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        {commentAllowed && (
          <PlainField
            id={commentId}
            label={t('taking.survey.comment')}
            raised={comment !== ''}
            className="tk-end-comment"
          >
            <CommentInput id={commentId} value={comment} onChange={setComment} />
          </PlainField>
        )}
        <div>
          <button
            type="submit"
            className={`ui-button ui-button--contained ui-button--large${send.isPending ? ' ui-button--loading' : ''}`}
            disabled={!filled || send.isPending}
            aria-describedby={filled ? undefined : hintId}
          >
            {/* MUI's order: the spinner (named by the button's label), the label, the icon */}
            {send.isPending && <ButtonSpinner label={t('taking.survey.send')} />}
            {t('taking.survey.send')}
            <span className="ui-button-end">
              <SvgIcon path={END_ICONS.sendRounded} />
            </span>
          </button>
          {!filled && (
            <p id={hintId} className="tk-end-hint">
              {t(
                commentAllowed && ratingEnabled
                  ? 'taking.survey.hint_both'
                  : ratingEnabled
                    ? 'taking.survey.hint_rating'
                    : 'taking.survey.hint_comment',
              )}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

interface SentSurvey {
  comment: string;
  rating: number | null;
}

/** What the student sent, as sent: the end page shows it again after a reload, and never the form. */
function SentSurveySummary({ sent }: { sent: SentSurvey }) {
  const t = useT();
  return (
    <div className="tk-end-form-stack">
      <div role="status" className="ui-alert tk-end-sent">
        <div className="ui-alert-icon">
          <SvgIcon path={END_ICONS.checkCircleOutlineRounded} />
        </div>
        <div className="ui-alert-message">{t('taking.survey.sent')}</div>
      </div>
      <dl className="tk-end-sent-values">
        {sent.rating !== null && (
          <div>
            <dt>{t('taking.survey.your_rating')}</dt>
            <dd>
              {sent.rating} – {t('taking.survey.rating', { rating: sent.rating })}
            </dd>
          </div>
        )}
        {sent.comment.trim() !== '' && (
          <div>
            <dt>{t('taking.survey.comment')}</dt>
            <dd>{sent.comment}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * The comment's textarea: three rows, taller as the text grows (MUI's TextareaAutosize with minRows 3).
 */
function CommentInput({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // the text it starts with; then each change is measured where it happens (onChange), and on resize
  useLayoutEffect(() => fitHeight(ref.current), []);
  useEffect(() => {
    const onResize = () => fitHeight(ref.current);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <textarea
      ref={ref}
      id={id}
      className="ui-field-input"
      rows={3}
      value={value}
      maxLength={COMMENT_MAX}
      onChange={(e) => {
        onChange(e.target.value);
        fitHeight(e.target);
      }}
    />
  );
}

/** Its rows' height, or the text's when taller (the textarea has no padding: end-page.css). */
function fitHeight(el: HTMLTextAreaElement | null) {
  if (!el) return;
  el.style.height = '';
  if (el.scrollHeight > el.clientHeight) el.style.height = `${el.scrollHeight}px`;
}
