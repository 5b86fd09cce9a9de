import { detailError } from '../../lib/http-errors';

export const freePlanLimitReached = () => detailError(403, 'plans.free_plan_limit');
