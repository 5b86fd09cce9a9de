import type { signupBody, updateMeBody } from '@quizzical/common';
import { type Language, licenseDayOf, type User } from '@quizzical/common';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { translator } from '../../i18n/catalogue';
import { letter } from '../../i18n/letter';
import { durationInWords } from '../../lib/dates';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { Mailer } from '../../lib/mailer';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import type { Counters } from '../../lib/shared-limits';
import { decodeUid, encodeUid, randomToken, sha256 } from '../../lib/tokens';
import {
  emailTaken,
  invalidCredentials,
  invalidEmailToken,
  invalidPassword,
  invalidUid,
  staleToken,
  tokenNotValid,
  tooManyFailures,
  userInactive,
} from './auth.errors';
import { presentUser } from './auth.presenters';
import type { AuthRepository, UserRow } from './auth.repository';
import type { TokenSigner } from './auth.tokens';

export interface AuthDeps {
  repo: AuthRepository;
  tokens: TokenSigner;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'now' | 'activationTokenTtlSeconds' | 'rateLimits'>;
  loginThrottle: LoginThrottle;
  /** Where the reset mails per account count (lib/shared-limits.ts). */
  counters: Counters;
}

/** PostgreSQL's unique_violation, on pg's error or on drizzle's wrapper of it (`cause`). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') || ('cause' in error && isUniqueViolation(error.cause)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an e-mailed link carries: the account (uid) and its single-use token. */
interface EmailLink {
  uid: string;
  token: string;
}

/** The mails that carry a one-time link: the web page it opens, and their texts. */
const LINK_MAILS = {
  activation: { path: '/activate', subject: 'mail.activation.subject', body: 'mail.activation.body' },
  reset: { path: '/password/reset/confirm', subject: 'mail.reset.subject', body: 'mail.reset.body' },
} as const;

export function createAuthService(deps: AuthDeps) {
  const { repo, tokens, mailer, config, loginThrottle, counters } = deps;
  // a reset mail is an e-mail to someone else's inbox: a few an hour, whoever asks
  const resetMails = counters.failures('reset-mails', config.rateLimits.resetMailsPerAccount);
  const linkValidity = (language: Language) =>
    durationInWords(config.activationTokenTtlSeconds * 1000, language);

  async function issueEmailToken(user: UserRow, purpose: 'activation' | 'reset') {
    const token = randomToken(32);
    await repo.insertEmailToken({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(config.now().getTime() + config.activationTokenTtlSeconds * 1000),
    });
    return { uid: encodeUid(user.id), token };
  }

  /** A mail with a new one-time link of `purpose`, in the user's language. */
  async function sendLinkMail(user: UserRow, purpose: keyof typeof LINK_MAILS) {
    const { uid, token } = await issueEmailToken(user, purpose);
    const mail = LINK_MAILS[purpose];
    const link = `${config.publicUrl}${mail.path}/${uid}/${token}`;
    const t = translator(user.language);
    await mailer.send({
      to: user.email,
      subject: t(mail.subject),
      text: letter(t, user.firstName, t(mail.body, { link, validity: linkValidity(user.language) })),
    });
  }

  /** Checks uid + token and consumes the token; the token is bound to the user it was made for. */
  async function consumeEmailToken({ uid, token }: EmailLink, purpose: 'activation' | 'reset') {
    const userId = decodeUid(uid);
    if (userId === undefined) throw invalidUid();
    const row = await repo.consumeEmailToken(sha256(token), purpose, config.now());
    if (!row || row.userId !== userId) throw invalidEmailToken();
    const user = await repo.findById(userId);
    if (!user) throw invalidUid();
    return user;
  }

  async function issueTokenPair(userId: number, family = randomToken(16)) {
    const jti = randomToken(24);
    await repo.insertRefreshToken({ jti, userId, familyId: family, expiresAt: tokens.refreshExpiry() });
    const [access, refresh] = await Promise.all([
      tokens.signAccess(userId),
      tokens.signRefresh(userId, jti, family),
    ]);
    return { access, refresh };
  }

  async function currentUser(userId: number): Promise<User | undefined> {
    const found = await repo.findWithPro(userId, licenseDayOf(config.now()));
    if (!found?.user.isActive) return undefined;
    return presentUser(found.user, found.hasPro);
  }

  return {
    currentUser,

    /** `language`: the body's, else the request's (Accept-Language), which the route fills in. */
    async signup(body: z.output<typeof signupBody> & { language: Language }): Promise<User> {
      if (await repo.findByEmail(body.email)) throw emailTaken();
      let user: UserRow;
      try {
        user = await repo.insertUser({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
          organizationName: body.organization_name,
          countryCode: body.country_code,
          language: body.language,
          isActive: false,
        });
      } catch (error) {
        // a concurrent sign-up with the same e-mail lost the race on the unique index
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await sendLinkMail(user, 'activation');
      return presentUser(user, false);
    },

    async activate(link: EmailLink) {
      const user = await consumeEmailToken(link, 'activation');
      if (user.isActive) throw staleToken();
      await repo.updateUser(user.id, { isActive: true });
    },

    /** `address` is the client's; see LoginThrottle for why no account is ever locked. */
    async login({ email, password, address }: { email: string; password: string; address: string }) {
      if (await loginThrottle.isBlocked({ address, account: email }))
        throw tooManyFailures(config.rateLimits.loginFailuresPerAddressAndAccount.timeWindow);
      const delay = await loginThrottle.delayFor(email);
      if (delay > 0) await sleep(delay);
      const user = await repo.findByEmail(email);
      let ok = false;
      // an unknown address costs the same time as a wrong password: no user enumeration by timing
      if (user) ok = await verifyPassword(user.passwordHash, password);
      else await burnPasswordCheck(password);
      if (!user || !ok || !user.isActive) {
        await loginThrottle.recordFailure({ address, account: email });
        throw invalidCredentials();
      }
      await loginThrottle.recordSuccess({ address, account: email });
      await repo.updateUser(user.id, { lastLogin: config.now() });
      return issueTokenPair(user.id);
    },

    /** Rotation: a refresh token works once; a second use revokes its whole family. */
    async refresh(refreshToken: string) {
      const payload = await tokens.verifyRefresh(refreshToken);
      if (!payload) throw tokenNotValid();
      const row = await repo.useRefreshToken(payload.jti, config.now());
      if (!row) {
        const known = await repo.findRefreshToken(payload.jti);
        if (known) await repo.revokeFamily(known.familyId, config.now());
        throw tokenNotValid();
      }
      const user = await repo.findById(row.userId);
      if (!user?.isActive) throw userInactive();
      return issueTokenPair(row.userId, row.familyId);
    },

    async updateMe(userId: number, body: z.output<typeof updateMeBody>) {
      await repo.updateUser(userId, {
        ...(body.first_name !== undefined && { firstName: body.first_name }),
        ...(body.last_name !== undefined && { lastName: body.last_name }),
        ...(body.organization_name !== undefined && { organizationName: body.organization_name }),
        ...(body.country_code !== undefined && { countryCode: body.country_code }),
        ...(body.language !== undefined && { language: body.language }),
      });
      const user = await currentUser(userId);
      if (!user) throw userInactive(); // deactivated or deleted since the token was checked
      return user;
    },

    async deleteMe(userId: number, currentPassword: string) {
      const user = await repo.findById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw invalidPassword();
      }
      await repo.deleteUser(userId);
    },

    /**
     * Answers the same whether the address exists or not; only active accounts get a message, and at
     * most `resetMailsPerAccount` an hour whoever asks (the answer stays the same beyond it too).
     */
    async requestPasswordReset(email: string) {
      const user = await repo.findByEmail(email);
      if (!user?.isActive) return;
      if (await resetMails.isBlocked(email)) return;
      await resetMails.record(email);
      await sendLinkMail(user, 'reset');
    },

    async confirmPasswordReset({ newPassword, ...link }: EmailLink & { newPassword: string }) {
      const user = await consumeEmailToken(link, 'reset');
      await repo.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
      await repo.revokeAllForUser(user.id, config.now());
    },

    async setPassword(
      userId: number,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    ) {
      const user = await repo.findById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw invalidPassword();
      }
      await repo.updateUser(userId, { passwordHash: await hashPassword(newPassword) });
      // as a reset does: a stolen refresh token must not outlive the password change.
      // The web signs in again with the new password to keep its own session.
      await repo.revokeAllForUser(userId, config.now());
    },

    /** Creates or promotes an active staff account (npm run staff). */
    async ensureStaff({ email, password }: { email: string; password: string }) {
      const passwordHash = await hashPassword(password);
      const existing = await repo.findByEmail(email);
      if (existing) {
        await repo.updateUser(existing.id, { isStaff: true, isActive: true, passwordHash });
        return { created: false };
      }
      await repo.insertUser({ email, passwordHash, isStaff: true, isActive: true });
      return { created: true };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
