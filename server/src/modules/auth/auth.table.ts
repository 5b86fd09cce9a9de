import { LANGUAGES } from '@quizzical/common';
import { boolean, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languageCheck, ownedBy } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased; the e-mail is also the username (spec §3 User).
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    countryCode: text('country_code').notNull().default('CH'),
    organizationName: text('organization_name').notNull().default(''),
    /** common's LANGUAGES: the account's e-mails and spreadsheets, and the default of its content's language. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    isActive: boolean('is_active').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true, precision: 6 }),
  },
  (t) => [check('users_language_check', languageCheck(t.language))],
);

/**
 * Refresh tokens, one row per issued token. Rotation: each use marks the row used and issues a child
 * in the same family; presenting a used token again revokes the whole family (stolen-token defence).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves: revoke every token of a family on reuse
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use e-mail tokens (activation, password reset). Only a hash of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves: invalidate a user's older tokens of one purpose
  (t) => [index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
