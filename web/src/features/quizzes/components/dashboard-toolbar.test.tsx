import { QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DashboardActions, DashboardToolbar } from './dashboard-toolbar';

const quiz = (status: number) => ({ code: 'LIVE42', status }) as Quiz;

function renderToolbar(count: number, single: Quiz | null) {
  const actions = Object.fromEntries(
    ['start', 'stop', 'hostLive', 'duplicate', 'share', 'export', 'exportAs', 'delete'].map((k) => [
      k,
      vi.fn(),
    ]),
  ) as unknown as DashboardActions;
  render(
    <DashboardToolbar
      search=""
      onSearchChange={() => {}}
      count={count}
      single={single}
      busy={{ duplicate: false, export: false }}
      actions={actions}
    />,
  );
  return { actions, button: screen.getByRole('button', { name: 'Host live' }) as HTMLButtonElement };
}

describe('dashboard toolbar: Host live', () => {
  afterEach(cleanup);

  it('hosts exactly one quiz that is not closed, started or not', () => {
    for (const status of [QUIZ_STATUS.NOT_STARTED, QUIZ_STATUS.STARTED]) {
      const { actions, button } = renderToolbar(1, quiz(status));
      expect(button.disabled).toBe(false);
      fireEvent.click(button);
      expect(actions.hostLive).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('is disabled for a closed quiz, for none and for several', () => {
    expect(renderToolbar(1, quiz(QUIZ_STATUS.CLOSED)).button.disabled).toBe(true);
    cleanup();
    expect(renderToolbar(0, null).button.disabled).toBe(true);
    cleanup();
    expect(renderToolbar(2, null).button.disabled).toBe(true);
  });
});
