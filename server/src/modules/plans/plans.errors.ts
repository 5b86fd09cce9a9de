import { MESSAGES } from '@quizzical/common';
import { HttpError } from '../../lib/http-errors';

export const freePlanLimitReached = () =>
  new HttpError(403, { detail: MESSAGES.freePlanLimit }, 'plans.free_plan_limit');
