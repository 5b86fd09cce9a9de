import { QUIZ_STATUS } from '@quizzical/common';
import { getT, type MessageKey } from '../../lib/i18n';
import { formatStat } from './format';

/** To the editor's correction mode: wording, images and keys; the answers already given are scored again. */

/**
 * Labels, explanations and advice of the results page, read from the catalogues when called (in the
 * language on screen): a component calls useT() or useLanguage() so that it re-renders on a change.
 */

export const STATUS_LABELS: Record<number, { key: MessageKey; color: 'default' | 'success' | 'error' }> = {
  [QUIZ_STATUS.NOT_STARTED]: { key: 'results.status.not_started', color: 'default' },
  [QUIZ_STATUS.STARTED]: { key: 'results.status.started', color: 'success' },
  [QUIZ_STATUS.CLOSED]: { key: 'results.status.closed', color: 'error' },
};

export type ItemFlag = 'too_easy' | 'too_hard' | 'low_discrimination';

/** The thresholds of docs/STATISTICS.md §4, written in each flag's rule. */
const FLAG_THRESHOLDS: Record<ItemFlag, number> = { too_easy: 0.95, too_hard: 0.2, low_discrimination: 0.2 };

/** A flag of docs/STATISTICS.md §4: its name, its rule and what a teacher can do about it. */
export function flagTexts(flag: ItemFlag): { label: string; rule: string; advice: string } {
  const t = getT();
  return {
    label: t(`results.flags.${flag}`),
    rule: t(`results.flags.${flag}_rule`, { value: formatStat(FLAG_THRESHOLDS[flag]).replace(/0+$/, '') }),
    advice: t(`results.flags.${flag}_advice`),
  };
}

/** The help of a statistic (the (i) button beside its name). */
export type StatHelp =
  | 'n'
  | 'facility'
  | 'discrimination'
  | 'point_biserial'
  | 'distractors'
  | 'mean_score'
  | 'standard_deviation'
  | 'alpha'
  | 'sem';

export const statHelp = (stat: StatHelp) => getT()(`results.help.${stat}`);
