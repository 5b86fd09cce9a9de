import type { PlayerState } from '@quizzical/common';
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { playerQuestion, playerState } from '../../lib/host-fixtures';
import { showPlayView } from '../../test/play-view';

// The phone's answers that are sent with their own button: several answers, a number, an order.

configure({ asyncUtilTimeout: 5_000 });

const question = (type: PlayerState['question_type'], answers: string[]) =>
  playerQuestion({
    type: type ?? 'single',
    id: 9,
    text: 'Question?',
    answer1: answers[0] ?? '',
    answer2: answers[1] ?? '',
    answer3: answers[2] ?? '',
    answer4: answers[3] ?? '',
  });

function asking(
  type: NonNullable<PlayerState['question_type']>,
  answers: string[],
  items: string[] | null = null,
) {
  const state = playerState({
    code: 'ABC123',
    title: 'Types',
    step: 'question',
    version: 3,
    question_index: 0,
    question: question(type, answers),
    question_id: 9,
    question_type: type,
    answer_count: Math.max(2, answers.length),
    items,
    question_started_at: new Date().toISOString(),
    question_ends_at: new Date(Date.now() + 20_000).toISOString(),
    time_left_ms: 20_000,
    player_count: 3,
  });

  return showPlayView(state).onAnswer;
}

afterEach(cleanup);

describe('answers sent with a button', { timeout: 20_000 }, () => {
  it('several answers: ticks and unticks, then sends the ticked ones in order', async () => {
    const onAnswer = asking('multiple', ['2', '4', '5', '9']);
    const send = await screen.findByRole('button', { name: 'Send my answer' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^C: ?5/ }));
    fireEvent.click(screen.getByRole('button', { name: /^B: ?4/ }));
    fireEvent.click(screen.getByRole('button', { name: /^A: ?2/ }));
    fireEvent.click(screen.getByRole('button', { name: /^B: ?4/ }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(send);
    expect(onAnswer).toHaveBeenCalledWith([1, 3]);
  });

  it('a number: refuses what is not one, sends the value', async () => {
    const onAnswer = asking('numeric', []);
    const field = await screen.findByLabelText('Your number');
    fireEvent.input(field, { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(field, { target: { value: ' 2.5 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(onAnswer).toHaveBeenCalledWith(2.5);
  });

  it('an order: moved by buttons, sent as the presented slots in the new order', async () => {
    const onAnswer = asking('ordering', ['', '', '', ''], ['Test', 'Plan', 'Ship']);
    fireEvent.click(await screen.findByRole('button', { name: 'Move “Plan” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Test” down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    // Plan (slot 2), Ship (slot 3), Test (slot 1)
    expect(onAnswer).toHaveBeenCalledWith([2, 3, 1]);
  });
});
