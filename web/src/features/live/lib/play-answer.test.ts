import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sendAnswer } from './play-answer';

/** A send that answers with the given results in turn (errors thrown, values resolved). */
function scripted(results: Array<{ answer: number } | Error>) {
  const calls: number[] = [];
  const send = async () => {
    calls.push(calls.length + 1);
    const next = results.shift();
    if (!next) throw new Error('no more results');
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, calls };
}

describe('an answer is sent until the server answers', () => {
  it('retries network failures and server hiccups with a growing wait, then reports it saved', async () => {
    const { send, calls } = scripted([
      new ApiError(0, null),
      new TypeError('Failed to fetch'),
      new ApiError(503, 'Service Unavailable'),
      new ApiError(429, { detail: 'Too many requests.' }),
      { answer: 3 },
    ]);
    const waits: number[] = [];
    const phases: string[] = [];
    const outcome = await sendAnswer({
      send,
      wait: async (ms) => {
        waits.push(ms);
      },
      onPhase: (p) => phases.push(p),
      random: () => 1,
    });
    expect(outcome).toEqual({ phase: 'saved', answer: 3 });
    expect(calls).toHaveLength(5);
    expect(waits).toEqual([500, 1_000, 2_000, 4_000]);
    expect(phases[0]).toBe('saving');
    expect(phases.slice(1).every((p) => p === 'retrying')).toBe(true);
  });

  it('says the time is over when the server refuses the answer as late, without retrying', async () => {
    const { send, calls } = scripted([
      new ApiError(0, null),
      new ApiError(400, { detail: 'Time is over.' }, { code: 'live.time_over' }),
    ]);
    const outcome = await sendAnswer({ send, wait: async () => undefined, random: () => 0 });
    expect(outcome).toEqual({ phase: 'timeOver' });
    expect(calls).toHaveLength(2);
  });

  it("stops on any other refusal with the server's text", async () => {
    const { send } = scripted([new ApiError(404, { detail: 'Not found.' })]);
    expect(await sendAnswer({ send, wait: async () => undefined })).toEqual({
      phase: 'refused',
      message: 'Not found.',
    });
  });

  it('gives up quietly once aborted (the page went away)', async () => {
    const controller = new AbortController();
    const { send, calls } = scripted([new ApiError(0, null), { answer: 1 }]);
    const outcome = await sendAnswer({
      send,
      wait: async () => controller.abort(),
      signal: controller.signal,
    });
    expect(outcome).toEqual({ phase: 'aborted' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the wait between half and all of the exponential value, capped at 5 s', async () => {
    const waitsWith = async (random: number) => {
      const { send } = scripted([...Array.from({ length: 9 }, () => new ApiError(0, null)), { answer: 1 }]);
      const waits: number[] = [];
      await sendAnswer({ send, wait: async (ms) => void waits.push(ms), random: () => random });
      return waits;
    };
    expect((await waitsWith(0)).slice(0, 2)).toEqual([250, 500]);
    expect((await waitsWith(1)).slice(-2)).toEqual([5_000, 5_000]);
  });
});
