import { useLayoutEffect, useRef, useState } from 'react';
import { MathText } from '../../../../components/math-text';
import { useT } from '../../../../lib/i18n';
import { spokenText } from '../../../../lib/speech/spoken-text';
import { useDragOrder } from '../../hooks/use-drag-order';
import { isOrderOf, moveItem, presentedOrder } from '../../lib/item-order';
import type { AnswerSlot } from '../../lib/session-answers';
import { TakingIcon } from '../taking-icons';
import './answer-types.css';

type Direction = 'up' | 'down';

/**
 * Putting items in order: each item moves up or down by its buttons (keyboard, screen reader) or is
 * dragged by its handle (finger, mouse). Every move is the answer: the presented slot numbers in the
 * student's order. Until the first move the presented order is not an answer; "Keep this order" makes
 * it one (with two items it may already be right).
 */
export function OrderingAnswers(props: {
  number: number;
  /** The items as presented: slot i+1 is items[i]. */
  items: AnswerSlot[];
  answer: unknown;
  lang?: string;
  disabled: boolean;
  onOrder(order: number[]): void;
}) {
  const t = useT();
  const { items, number } = props;
  const count = items.length;
  const answered = isOrderOf(props.answer, count);
  const order = answered ? (props.answer as number[]) : presentedOrder(count);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  /** After a move by a button: the button to give the focus back to (the item moved in the DOM). */
  const refocus = useRef<{ item: number; direction: Direction } | null>(null);

  const textOf = (item: number) => spokenText(items[item - 1]?.text ?? '');
  const announce = (next: number[], item: number) =>
    setSaid(t('taking.types.moved', { item: textOf(item), position: next.indexOf(item) + 1, total: count }));
  const drag = useDragOrder(order, (next) => {
    props.onOrder(next);
    const moved = next.find((item, i) => item !== order[i]);
    if (moved !== undefined) announce(next, moved);
  });

  const move = (position: number, direction: Direction) => {
    const next = moveItem(order, position, direction === 'up' ? position - 1 : position + 1);
    refocus.current = { item: order[position], direction };
    props.onOrder(next);
    announce(next, order[position]);
  };

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    refocus.current = null;
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-item="${wanted.item}"] [data-move="${direction}"]`,
      );
    const same = button(wanted.direction);
    (same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const hintId = `ordering-hint-${number}`;
  return (
    <div className="tk-typed-group">
      <p id={hintId} className="tk-answer-hint">
        {t('taking.types.ordering_hint')}
      </p>
      <ol
        ref={list}
        className="tk-order-list"
        aria-label={t('taking.question.answers', { number })}
        aria-describedby={hintId}
      >
        {drag.shown.map((item, position) => {
          const slot = items[item - 1];
          if (!slot) return null;
          const text = textOf(item);
          return (
            <li
              key={item}
              ref={drag.itemRef(item)}
              data-item={item}
              className={drag.dragged === item ? 'tk-order-item tk-order-item--dragged' : 'tk-order-item'}
            >
              <span
                aria-hidden="true"
                className="tk-order-handle"
                data-drag-handle={item}
                {...drag.handleProps(item, props.disabled)}
              >
                <TakingIcon name="dragIndicator" />
              </span>
              <span aria-hidden="true" className="tk-answer-letter">
                {position + 1}
              </span>
              <span className="tk-answer-text">
                <MathText text={slot.text} lang={props.lang} />
              </span>
              <span className="tk-order-moves">
                <button
                  type="button"
                  className="tk-order-move"
                  data-move="up"
                  aria-label={t('taking.types.move_up', { item: text })}
                  disabled={props.disabled || position === 0}
                  onClick={() => move(position, 'up')}
                >
                  <TakingIcon name="arrowUpward" />
                </button>
                <button
                  type="button"
                  className="tk-order-move"
                  data-move="down"
                  aria-label={t('taking.types.move_down', { item: text })}
                  disabled={props.disabled || position === count - 1}
                  onClick={() => move(position, 'down')}
                >
                  <TakingIcon name="arrowDownward" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="ui-visually-hidden">
        {said}
      </p>
      {!answered && (
        <button
          type="button"
          className="ui-button ui-button--outlined tk-order-keep"
          disabled={props.disabled}
          onClick={() => {
            props.onOrder(order);
            setSaid(t('taking.types.order_kept'));
          }}
        >
          {t('taking.types.keep_order')}
        </button>
      )}
    </div>
  );
}
