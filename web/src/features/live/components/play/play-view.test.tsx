import type { PlayerState } from '@quizzical/common';
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { playerQuestion, playerState } from '../../lib/host-fixtures';
import type { Tap } from '../../lib/play-answering';
import { showPlayView as show } from '../../test/play-view';
import { PlayView } from './play-view';

configure({ asyncUtilTimeout: 5_000 });

const QUESTION = playerQuestion();

const LOBBY = playerState();

const ASKING: PlayerState = {
  ...LOBBY,
  step: 'question',
  version: 2,
  question_index: 1,
  question: QUESTION,
  answer_count: 3,
  question_started_at: '2026-11-24T10:00:00.000000Z',
  question_ends_at: '2026-11-24T10:00:20.000000Z',
  time_left_ms: 14_000,
  points: 1,
  rank: 3,
};

const REVEALED: PlayerState = {
  ...ASKING,
  step: 'reveal',
  version: 3,
  time_left_ms: null,
  answer: 1,
  correct_answer: 1,
  correct: true,
  points_gained: 1,
  points: 2,
  rank: 3,
};

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')?.textContent;

afterEach(cleanup);

describe("the player's screen", { timeout: 20_000 }, () => {
  it('waits in the lobby under the player name, with the player count', async () => {
    const { container } = show(LOBBY);
    expect(await screen.findByRole('heading', { name: 'Waiting for the host to start…' })).toBeTruthy();
    expect(screen.getAllByText('Ada').length).toBeGreaterThan(0);
    expect(screen.getByText('28 players have joined')).toBeTruthy();
    expect(liveRegion(container)).toBe('You have joined as Ada.');
    // once on the page: the live region does not repeat the heading
    expect(screen.getAllByText('Waiting for the host to start…')).toHaveLength(1);
  });

  it('shows the question, its countdown and one coloured button per answer; a tap answers', async () => {
    const { container, onAnswer } = show(ASKING);
    expect(await screen.findByRole('heading', { name: 'Question 2 / 3' })).toBeTruthy();
    expect(screen.getByText('Capital of Switzerland?')).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^1[34] seconds left$/);
    const buttons = screen.getAllByRole('button', { pressed: false });
    expect(buttons.map((b) => b.getAttribute('data-letter'))).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('button', { name: /B:\s?Zurich/ })).toBeTruthy();
    expect(liveRegion(container)).toBe('Question 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: /Zurich/ }));
    expect(onAnswer).toHaveBeenCalledWith(2);
  });

  it('shows letters only when the question is on the projector alone, and says when there is no time limit', async () => {
    show({ ...ASKING, question: null, answer_count: 4, time_left_ms: null, question_time: null });
    await screen.findByRole('heading', { name: 'Question 2 / 3' });
    expect(screen.queryByText('Capital of Switzerland?')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'AAnswer A',
      'BAnswer B',
      'CAnswer C',
      'DAnswer D',
    ]);
    expect(screen.getByRole('timer').textContent).toBe('No time limit');
  });

  it("locks after a tap: 'Saving…' until the server acknowledges, then 'Answer saved'", async () => {
    const saving: Tap = { key: 41, answer: 2, phase: 'saving' };
    const { onAnswer, rerender } = show(ASKING, { tap: saving });
    expect(await screen.findByText('Saving…')).toBeTruthy();
    const chosen = screen.getByRole('button', { pressed: true });
    expect(chosen.textContent).toContain('Zurich');
    fireEvent.click(screen.getByRole('button', { name: /Bern/ }));
    expect(onAnswer).not.toHaveBeenCalled();

    rerender(
      <PlayView
        received={{ state: ASKING, receivedAt: Date.now() }}
        tap={{ ...saving, phase: 'retrying' }}
        offline
        continuing={false}
        onAnswer={onAnswer}
        onContinue={() => undefined}
      />,
    );
    expect(await screen.findByText(/no connection, trying again/)).toBeTruthy();
    expect(screen.queryByText('Answer saved')).toBeNull();
    expect(screen.getByText('No connection: reconnecting…')).toBeTruthy();

    rerender(
      <PlayView
        received={{ state: ASKING, receivedAt: Date.now() }}
        tap={{ ...saving, phase: 'saved' }}
        offline={false}
        continuing={false}
        onAnswer={onAnswer}
        onContinue={() => undefined}
      />,
    );
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('Zurich');
  });

  it("says 'Answer saved' for an answer the server already holds (after a reload), and 'Time is over.' when refused", async () => {
    show({ ...ASKING, answer: 3 });
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('Geneva');
    cleanup();
    show(ASKING, { tap: { key: 41, answer: 1, phase: 'timeOver' } });
    expect(await screen.findByText('Time is over.')).toBeTruthy();
  });

  it('reveals right or wrong, the points gained, the total and the rank, the correct answer marked', async () => {
    const { container } = show(REVEALED);
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toBeTruthy();
    expect(screen.getByText('+1 point')).toBeTruthy();
    expect(screen.getAllByText('2 points').length).toBeGreaterThan(0);
    expect(screen.getByText('3rd of 28')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Bern.*correct answer/ })).toBeTruthy();
    expect(liveRegion(container)).toBe('Correct! +1 point. You are 3rd.');
    cleanup();

    const wrong = show({ ...REVEALED, answer: 2, correct: false, points_gained: 0, points: 1 });
    expect(await screen.findByRole('heading', { name: 'Wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Zurich.*your answer/ })).toBeTruthy();
    expect(liveRegion(wrong.container)).toBe('Wrong. You are 3rd.');
  });

  it("ends with the final rank and score, then 'Continue'", async () => {
    const { onContinue, container } = show({
      ...REVEALED,
      step: 'podium',
      version: 9,
      rank: 1,
      points: 3,
      finished: true,
      score: 100,
    });
    expect(await screen.findByRole('heading', { name: 'You finished 1st!' })).toBeTruthy();
    expect(screen.getByText('1st of 28')).toBeTruthy();
    expect(screen.getByText(/100% of correct answers/)).toBeTruthy();
    expect(liveRegion(container)).toBe('Final rank: 1st of 28. 3 points.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('tells when the teacher closed the quiz before the podium', async () => {
    show({ ...ASKING, status: 2 });
    expect(
      await screen.findByRole('heading', { name: 'The quizz was closed by your teacher.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
