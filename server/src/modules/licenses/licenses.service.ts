import { randomBytes } from 'node:crypto';
import {
  codeFromBytes,
  dayAfter,
  formatLicenseCode,
  LICENSE_CODE_LENGTH,
  licenseDayOf,
  licenseValidTo,
} from '@quizzical/common';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { licenseCodeInvalid } from './licenses.errors';
import { presentLicense } from './licenses.presenters';
import type { LicensesRepository } from './licenses.repository';

export const newLicenseCode = () =>
  formatLicenseCode(codeFromBytes(randomBytes(LICENSE_CODE_LENGTH * 2), LICENSE_CODE_LENGTH));

export function createLicensesService(deps: { repo: LicensesRepository; config: Pick<AppConfig, 'now'> }) {
  const { repo, config } = deps;
  return {
    async list({ userId, activeOnly }: { userId: number; activeOnly: boolean }) {
      const rows = await repo.forUser(userId, activeOnly ? licenseDayOf(config.now()) : undefined);
      return rows.map(presentLicense);
    },

    /** An unknown, used or expired code answers the same 400: codes cannot be probed. */
    async activate({ userId, code: rawCode }: { userId: number; code: string }) {
      const code = formatLicenseCode(rawCode);
      const now = config.now();
      const row =
        code.length === 23 ? await repo.activate({ code, userId, today: licenseDayOf(now), now }) : undefined;
      if (!row) throw licenseCodeInvalid();
      return presentLicense(row);
    },

    /** Staff: `count` unassigned Pro codes valid from..to. Codes carry ~99 random bits. */
    async generate({ count, from, to }: { count: number; from: string; to: string }) {
      const rows = await repo.insertMany(
        Array.from({ length: count }, () => ({
          code: newLicenseCode(),
          tier: 'P' as const,
          validFrom: from,
          validTo: to,
        })),
      );
      return rows.map((r) => r.code);
    },

    /**
     * A paid year of Pro for `userId` (used by billing inside its transaction): from today, or during a
     * running licence from the day after it ends, so that a year bought early is not spent on days
     * already paid for.
     */
    async grantYear(userId: number, tx: DbOrTx) {
      const today = licenseDayOf(config.now());
      await repo.lockUser(userId, tx);
      const running = await repo.runningUntil(userId, today, tx);
      const validFrom = running === undefined ? today : dayAfter(running);
      const [row] = await repo.insertMany(
        [
          {
            code: newLicenseCode(),
            tier: 'P',
            validFrom,
            // the rule the checkout page shows (common/src/license-dates.ts)
            validTo: licenseValidTo(validFrom),
            userId,
            activatedAt: config.now(),
          },
        ],
        tx,
      );
      return row;
    },
  };
}
export type LicensesService = ReturnType<typeof createLicensesService>;
