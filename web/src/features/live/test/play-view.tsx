import type { PlayerState } from '@quizzical/common';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app';
import { PlayView, type PlayViewProps } from '../components/play/play-view';

/** The phone's view of `state` for the tests, just received, online; its answers and continues are spies. */
export function showPlayView(state: PlayerState, props: Partial<PlayViewProps> = {}) {
  const onAnswer = vi.fn();
  const onContinue = vi.fn();
  const view = renderWithApp(
    <PlayView
      received={{ state, receivedAt: Date.now() }}
      tap={null}
      offline={false}
      continuing={false}
      onAnswer={onAnswer}
      onContinue={onContinue}
      {...props}
    />,
  );
  return { ...view, onAnswer, onContinue };
}
