import { HttpError } from '../../lib/http-errors';

/** Also for a proposal seen by someone who is not staff: unapproved questions exist for staff only. */
export const questionNotFound = () => new HttpError(404, { detail: 'Not found.' }, 'market.not_found');

/** Listing proposals (active: false) is the staff's review work. */
export const proposalsStaffOnly = () =>
  new HttpError(
    403,
    { detail: 'You do not have permission to perform this action.' },
    'market.proposals_staff_only',
  );
