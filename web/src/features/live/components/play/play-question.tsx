import '../../play.css';
import type { AnswerValue } from '@quizzical/common';
import { useState } from 'react';
import { MathText } from '../../../../components/math-text';
import { ReadAloudButton } from '../../../../components/read-aloud-button';
import { type MessageKey, type Translate, useT } from '../../../../lib/i18n';
import type { Tap } from '../../lib/play-answering';
import { questionLabel, type ReceivedState } from '../../lib/play-state';
import { readQuestion } from '../../lib/read-question';
import { MultipleAnswerForm, OrderingAnswerForm, TypedAnswerForm } from './play-answer-forms';
import { answerSlots, PlayAnswerGrid } from './play-answer-grid';
import { PlayCountdown } from './play-countdown';

const ANSWER_STATUS_TEXT = {
  saving: 'live.play.saving',
  retrying: 'live.play.retrying',
  saved: 'live.play.answer_saved',
  // the server's own words for a late tap
  timeOver: 'errors.live.time_over',
  choose: 'live.play.choose',
} as const satisfies Record<string, MessageKey>;

/** What the line under the buttons says about the player's answer, in the language on screen. */
function answerStatus(
  t: Translate,
  tap: Tap | null,
  serverAnswer: AnswerValue | null,
  timeUp: boolean,
  choose: MessageKey,
) {
  if (tap) {
    if (tap.phase === 'refused') return { text: tap.message ?? '', tone: 'error' as const };
    if (tap.phase === 'timeOver') return { text: t(ANSWER_STATUS_TEXT.timeOver), tone: 'error' as const };
    if (tap.phase === 'saved') return { text: t(ANSWER_STATUS_TEXT.saved), tone: 'success' as const };
    return { text: t(ANSWER_STATUS_TEXT[tap.phase]), tone: 'pending' as const };
  }
  if (serverAnswer !== null) return { text: t(ANSWER_STATUS_TEXT.saved), tone: 'success' as const };
  if (timeUp) return { text: t(ANSWER_STATUS_TEXT.timeOver), tone: 'error' as const };
  return { text: t(choose), tone: 'pending' as const };
}

const TONE_CLASS = { error: ' lv-status--error', success: ' lv-status--success', pending: '' } as const;

/**
 * A question on the phone: "Question n / N", the countdown, the question's text (when the quiz shows
 * it on the devices) and the answer buttons. Keyed by question by its parent: the time-up flag
 * starts afresh with each question.
 */
export function PlayQuestion({
  received,
  tap,
  onAnswer,
}: {
  received: ReceivedState;
  tap: Tap | null;
  onAnswer(answer: AnswerValue): void;
}) {
  const t = useT();
  const { state } = received;
  const [timeUp, setTimeUp] = useState(false);
  const chosen = tap?.answer ?? state.answer;
  const type = state.question_type ?? 'single';
  // one tap answers the one-choice types; the others are sent by their own button
  const oneTap = type === 'single' || type === 'true_false' || type === 'poll';
  const status = answerStatus(
    t,
    tap,
    state.answer,
    timeUp,
    oneTap ? ANSWER_STATUS_TEXT.choose : 'live.play.send_hint',
  );
  const question = state.question;
  const slots = answerSlots(state);
  const locked = chosen !== null || timeUp;
  const form = { sent: chosen, locked, lang: state.language, onAnswer };
  return (
    <div className="lv-stack">
      <div className="lv-question-top">
        <h1 className="lv-h6 lv-question-label">{questionLabel(state)}</h1>
        <PlayCountdown received={received} onOver={() => setTimeUp(true)} />
      </div>
      {question && (
        <div className="lv-paper">
          <div className="lv-body1 lv-question-text">
            <MathText text={question.text} lang={state.language} />
          </div>
          {question.smallImageUrl && (
            <img src={question.smallImageUrl} alt="" className="lv-question-image" />
          )}
          <ReadAloudButton
            className="lv-read-aloud"
            lang={state.language}
            readingKey={question.id}
            text={() => readQuestion({ heading: questionLabel(state), text: question.text, answers: slots })}
          />
        </div>
      )}
      {!question && <p className="lv-body1 lv-secondary">{t('live.play.read_on_screen')}</p>}
      {oneTap && (
        <PlayAnswerGrid
          slots={slots}
          lang={state.language}
          chosen={typeof chosen === 'number' ? [chosen] : []}
          locked={locked}
          pending={tap?.phase === 'saving' || tap?.phase === 'retrying'}
          onAnswer={onAnswer}
        />
      )}
      {type === 'multiple' && <MultipleAnswerForm slots={slots} {...form} />}
      {(type === 'text' || type === 'numeric') && <TypedAnswerForm numeric={type === 'numeric'} {...form} />}
      {type === 'ordering' && <OrderingAnswerForm items={state.items ?? []} {...form} />}
      <p
        role="status"
        data-phase={tap?.phase ?? (state.answer !== null ? 'saved' : 'none')}
        className={`lv-body1 lv-status${TONE_CLASS[status.tone]}`}
      >
        {status.text}
      </p>
    </div>
  );
}
