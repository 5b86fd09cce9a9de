import { MESSAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { saveFailure } from './server-errors';

describe('a failed save of the editor', () => {
  it("shows the free-plan banner for the limit's code, and another 403 as its message", () => {
    const limit = { code: 'plans.free_plan_limit' } as const;
    expect(saveFailure(new ApiError(403, { detail: MESSAGES.freePlanLimit }, limit)).banner).toEqual({
      kind: 'freePlan',
    });
    // the banner follows the code, not the text: another 403 with the same words is that 403's message
    expect(
      saveFailure(new ApiError(403, { detail: MESSAGES.freePlanLimit }, { code: 'auth.permission_denied' }))
        .banner,
    ).toEqual({ kind: 'messages', messages: [MESSAGES.freePlanLimit] });
    expect(saveFailure(new ApiError(403, { detail: 'No.' })).banner).toEqual({
      kind: 'messages',
      messages: ['No.'],
    });
  });

  it('puts field errors on their fields and the rest under the summary', () => {
    const failure = saveFailure(new ApiError(400, { title: ['Too long.'], other: ['Odd.'] }));
    expect(failure.fields).toEqual([{ path: 'title', message: 'Too long.' }]);
    expect(failure.banner).toEqual({ kind: 'messages', messages: [MESSAGES.quizQuestionsInvalid, 'Odd.'] });
  });

  it('asks to try again after a server or network failure, and shows a 4xx detail as it is', () => {
    const again = { kind: 'messages', messages: ['The quizz could not be saved. Please try again.'] };
    expect(saveFailure(new ApiError(500, { detail: 'Boom' })).banner).toEqual(again);
    expect(saveFailure(new ApiError(0, null)).banner).toEqual(again);
    expect(saveFailure(new TypeError('offline')).banner).toEqual(again);
    expect(saveFailure(new ApiError(409, { detail: 'Busy.' })).banner).toEqual({
      kind: 'messages',
      messages: ['Busy.'],
    });
  });
});
