import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { SvgIcon } from '../../../../components/svg-icon';
import { type MessageKey, useT } from '../../../../lib/i18n';
import { pointsText, questionLabel, rankText } from '../../lib/play-state';
import { PLAY_ICONS } from './play-icons';
import { PlayRevealAnswer } from './play-reveal-answer';

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

type Verdict = 'correct' | 'partial' | 'wrong' | 'none' | 'poll';
const VERDICTS: Record<Verdict, { text: MessageKey; icon: string }> = {
  correct: { text: 'live.play.correct', icon: PLAY_ICONS.checkCircle },
  partial: { text: 'live.play.partly_correct', icon: PLAY_ICONS.checkCircle },
  wrong: { text: 'live.play.wrong', icon: PLAY_ICONS.cancel },
  none: { text: 'live.play.no_answer', icon: PLAY_ICONS.helpOutline },
  poll: { text: 'live.play.vote_counted', icon: PLAY_ICONS.checkCircle },
};

function verdictOf(state: PlayerState): Verdict {
  if (state.answer === null) return 'none';
  if (state.question_type === 'poll') return 'poll';
  if (state.correct) return 'correct';
  return state.fraction !== null && state.fraction > 0 ? 'partial' : 'wrong';
}

/** After 'Show results': right or wrong, the points gained, the total and the rank, the correct answer marked. */
export function PlayReveal({ state }: { state: PlayerState }) {
  const t = useT();
  const kind = verdictOf(state);
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
      <PlayRevealAnswer state={state} />
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
