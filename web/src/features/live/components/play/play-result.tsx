import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { SvgIcon } from '../../../../components/svg-icon';
import { type MessageKey, useT } from '../../../../lib/i18n';
import { pointsText, questionLabel, rankText } from '../../lib/play-state';
import { answerSlots, PlayAnswerGrid } from './play-answer-grid';
import { PLAY_ICONS } from './play-icons';

/** The player's points and rank, as large figures (reveal and podium). */
export function PlayScore({ state }: { state: PlayerState }) {
  const t = useT();
  const count = Math.max(state.player_count, state.rank ?? 0);
  return (
    <div className="lv-figures">
      <Figure label={t('live.play.total')} value={pointsText(state.points)} />
      <Figure label={t('live.play.rank')} value={state.rank !== null ? rankText(state.rank, count) : '–'} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="lv-paper lv-figure">
      <p className="lv-body2 lv-secondary lv-figure-label">{label}</p>
      <p className="lv-body1 lv-figure-value">{value}</p>
    </div>
  );
}

const VERDICTS: Record<'correct' | 'wrong' | 'none', { text: MessageKey; icon: string }> = {
  correct: { text: 'live.play.correct', icon: PLAY_ICONS.checkCircle },
  wrong: { text: 'live.play.wrong', icon: PLAY_ICONS.cancel },
  none: { text: 'live.play.no_answer', icon: PLAY_ICONS.helpOutline },
};

/** After 'Show results': right or wrong, the points gained, the total and the rank, the correct answer marked. */
export function PlayReveal({ state }: { state: PlayerState }) {
  const t = useT();
  const kind = state.correct ? 'correct' : state.answer === null ? 'none' : 'wrong';
  const verdict = VERDICTS[kind];
  const gained = state.points_gained ?? 0;
  return (
    <div className="lv-stack">
      <p className="lv-body2 lv-step-label">{questionLabel(state)}</p>
      <div className={`lv-verdict lv-verdict--${kind}`}>
        <SvgIcon path={verdict.icon} />
        <h1 className="lv-body1 lv-verdict-title">{t(verdict.text)}</h1>
        <p className="lv-body1 lv-verdict-points">+{pointsText(gained)}</p>
      </div>
      <PlayScore state={state} />
      {state.question && (
        <div className="lv-body1 lv-reveal-question">
          <MathText text={state.question.text} lang={state.language} />
        </div>
      )}
      <PlayAnswerGrid
        slots={answerSlots(state)}
        lang={state.language}
        chosen={state.answer}
        correct={state.correct_answer}
        locked
      />
      <p className="lv-body1 lv-secondary lv-center">
        {t(
          (state.question_index ?? 0) + 1 < state.num_questions
            ? 'live.play.wait_next'
            : 'live.play.wait_podium',
        )}
      </p>
    </div>
  );
}
