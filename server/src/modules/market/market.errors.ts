import { detailError } from '../../lib/http-errors';

/** Also for a proposal seen by someone who is not staff: unapproved questions exist for staff only. */
export const questionNotFound = () => detailError(404, 'market.not_found');

/** Listing proposals (active: false) is the staff's review work. */
export const proposalsStaffOnly = () => detailError(403, 'market.proposals_staff_only');
