import { LoadingButton, type LoadingButtonProps } from '../../../components/loading-button';
import { useT } from '../../../lib/i18n';

/** 'End quiz' (the last question, the time-up dialog, a quiz without questions): waits while it ends. */
export function EndQuizButton({
  ending,
  onEnd,
  ...look
}: { ending: boolean; onEnd(): void } & Pick<LoadingButtonProps, 'size' | 'fullWidth' | 'startIcon'>) {
  const t = useT();
  return (
    <LoadingButton {...look} loading={ending} loadingLabel={t('taking.ending_quiz')} onClick={onEnd}>
      {t('taking.end_quiz')}
    </LoadingButton>
  );
}
