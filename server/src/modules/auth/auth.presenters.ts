import { PERMISSION_PRO, PERMISSION_STAFF, type User } from '@quizzical/common';
import type { UserRow } from './auth.repository';

/** The user as the API shows it (spec §3 User), with permissions derived from staff flag and licences. */
export function presentUser(row: UserRow, hasPro: boolean): User {
  const permissions: string[] = [];
  if (row.isStaff) permissions.push(PERMISSION_STAFF);
  if (hasPro) permissions.push(PERMISSION_PRO);
  return {
    id: row.id,
    email: row.email,
    username: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    country_code: row.countryCode,
    organization_name: row.organizationName,
    language: row.language,
    is_staff: row.isStaff,
    user_permissions: permissions,
  };
}
