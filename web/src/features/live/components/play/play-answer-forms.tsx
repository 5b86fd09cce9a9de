import '../../play.css';
import type { AnswerValue } from '@quizzical/common';
import { useId, useState } from 'react';
import { MathText } from '../../../../components/math-text';
import { SvgIcon } from '../../../../components/svg-icon';
import { formatNumber, getLanguage, useT } from '../../../../lib/i18n';
import { decimalSign, parseTypedNumber } from '../../../../lib/typed-number';
import { type AnswerSlot, PlayAnswerGrid } from './play-answer-grid';
import { PLAY_ICONS } from './play-icons';

// The answers a phone sends with a button of their own (several answers, a typed text or number, an
// order): drafted first, then sent once; the first answer sent counts, as a tap does.

interface FormProps {
  /** The answer the server has (or the one on its way): the form shows it, locked. */
  sent: AnswerValue | null;
  /** No more answers (one was sent, or the time is up). */
  locked: boolean;
  lang: string;
  onAnswer(answer: AnswerValue): void;
}

function SendButton({ disabled, onClick }: { disabled: boolean; onClick(): void }) {
  const t = useT();
  return (
    <button
      type="submit"
      className="ui-button ui-button--contained lv-send"
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {t('live.play.send')}
    </button>
  );
}

/** Several answers: tick the options, then send them. */
export function MultipleAnswerForm({
  slots,
  sent,
  locked,
  lang,
  onAnswer,
}: FormProps & { slots: AnswerSlot[] }) {
  const t = useT();
  const [ticked, setTicked] = useState<number[]>([]);
  const chosen = Array.isArray(sent) ? sent : ticked;
  const toggle = (stored: number) =>
    setTicked((now) =>
      now.includes(stored) ? now.filter((n) => n !== stored) : [...now, stored].sort((a, b) => a - b),
    );
  return (
    <form className="lv-stack lv-form" aria-label={t('live.play.choose_several')}>
      <p className="lv-body1 lv-secondary lv-center">{t('live.play.choose_several')}</p>
      <PlayAnswerGrid slots={slots} lang={lang} chosen={chosen} locked={locked} multiple onAnswer={toggle} />
      {!locked && <SendButton disabled={ticked.length === 0} onClick={() => onAnswer(ticked)} />}
    </form>
  );
}

/** A typed text, or a number with the reader's decimal sign. */
export function TypedAnswerForm({ numeric, sent, locked, onAnswer }: FormProps & { numeric: boolean }) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const shown =
    sent === null
      ? typed
      : typeof sent === 'number'
        ? formatNumber(sent, { maximumFractionDigits: 10 })
        : String(sent);
  const send = () => {
    if (!numeric) return typed.trim() && onAnswer(typed);
    const value = parseTypedNumber(typed, getLanguage());
    setInvalid(value === null);
    if (value !== null) onAnswer(value);
  };
  return (
    <form className="lv-stack lv-form">
      <label className="lv-body1 lv-input-label" htmlFor={id}>
        {t(numeric ? 'live.play.type_number' : 'live.play.type_answer')}
      </label>
      <input
        id={id}
        className="lv-input"
        type="text"
        inputMode={numeric ? 'decimal' : 'text'}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        value={shown}
        readOnly={locked}
        aria-invalid={invalid || undefined}
        aria-describedby={numeric ? `${id}-hint` : undefined}
        placeholder={numeric ? `0${decimalSign(getLanguage())}5` : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setInvalid(false);
        }}
      />
      {numeric && (
        <p id={`${id}-hint`} className={`lv-body2 ${invalid ? 'lv-status--error' : 'lv-secondary'}`}>
          {t(invalid ? 'live.play.not_a_number' : 'live.play.number_hint', {
            sign: decimalSign(getLanguage()),
          })}
        </p>
      )}
      {!locked && <SendButton disabled={typed.trim() === ''} onClick={send} />}
    </form>
  );
}

/** An order: the items moved up and down (buttons, so a keyboard and a screen reader can), then sent. */
export function OrderingAnswerForm({ items, sent, locked, lang, onAnswer }: FormProps & { items: string[] }) {
  const t = useT();
  const [order, setOrder] = useState(() => items.map((_, i) => i + 1));
  const [moved, setMoved] = useState('');
  const shown = Array.isArray(sent) && sent.length === items.length ? sent : order;
  const move = (position: number, by: -1 | 1) => {
    const next = [...order];
    [next[position], next[position + by]] = [next[position + by], next[position]];
    setOrder(next);
    setMoved(t('live.play.moved', { item: items[order[position] - 1], position: position + by + 1 }));
  };
  return (
    <form className="lv-stack lv-form">
      <p className="lv-body1 lv-secondary lv-center">{t('live.play.put_in_order')}</p>
      <ol className="lv-order" aria-label={t('live.play.your_order')}>
        {shown.map((slot, position) => (
          <li key={slot} className="lv-order-item">
            <span className="lv-order-number" aria-hidden="true">
              {position + 1}
            </span>
            <span className="lv-order-text">
              <MathText text={items[slot - 1] ?? ''} lang={lang} />
            </span>
            {!locked && (
              <span className="lv-order-moves">
                <button
                  type="button"
                  className="ui-button lv-order-move"
                  aria-label={t('live.play.move_up', { item: items[slot - 1] ?? '' })}
                  aria-disabled={position === 0 || undefined}
                  onClick={() => position > 0 && move(position, -1)}
                >
                  <SvgIcon path={PLAY_ICONS.arrowUp} />
                </button>
                <button
                  type="button"
                  className="ui-button lv-order-move"
                  aria-label={t('live.play.move_down', { item: items[slot - 1] ?? '' })}
                  aria-disabled={position === shown.length - 1 || undefined}
                  onClick={() => position < shown.length - 1 && move(position, 1)}
                >
                  <SvgIcon path={PLAY_ICONS.arrowDown} />
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="ui-visually-hidden">
        {moved}
      </p>
      {!locked && <SendButton disabled={false} onClick={() => onAnswer(order)} />}
    </form>
  );
}
