import { AppError } from '@careroster/shared/errors';
import { and, eq, gt, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { employees, facilities, timeClockLinks } from '../db/schema';
import { checkedZone } from './context';
import { hashToken } from './tokens';

/** The header a nurse's phone sends its device token in (never a query string: those reach logs). */
export { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';

/** Who is at the time clock: one employee of one facility, through one claimed link, live until `expiresAt`. */
export type TimeClockDevice = {
  linkId: string;
  facilityId: string;
  employeeId: string;
  nurseId: string;
  timezone: ReturnType<typeof checkedZone>;
  expiresAt: Date;
};

/** A time-clock link works, and its phone with it, while it is neither revoked nor expired. */
const liveLink = (now: Date) => and(isNull(timeClockLinks.revokedAt), gt(timeClockLinks.expiresAt, now));

/**
 * A condition for another statement's rows that hang on a phone's link (`linkId`, a column of
 * theirs): that link is live. Revoking the link silences its phone's push subscriptions with it.
 */
export const timeClockLinkLive = (linkId: AnyColumn, now: Date) =>
  sql`exists (select 1 from ${timeClockLinks} where ${timeClockLinks.id} = ${linkId} and ${liveLink(now)})`;

/**
 * The time-clock routes are public (the nurse has no facility account); this is their access
 * check. A missing, unknown, revoked or expired device token is a 401, whatever the reason, so a
 * guesser learns nothing. `now` is the caller's business clock (`ctx.deps.clock`).
 */
export async function timeClockDevice(db: DbOrTx, deviceToken: string | undefined, now: Date): Promise<TimeClockDevice> {
  if (!deviceToken) throw new AppError('UNAUTHENTICATED');
  const [row] = await db
    .select({
      linkId: timeClockLinks.id,
      facilityId: timeClockLinks.facilityId,
      employeeId: timeClockLinks.employeeId,
      nurseId: employees.nurseId,
      timezone: facilities.timezone,
      expiresAt: timeClockLinks.expiresAt,
    })
    .from(timeClockLinks)
    .innerJoin(employees, eq(employees.id, timeClockLinks.employeeId))
    .innerJoin(facilities, eq(facilities.id, timeClockLinks.facilityId))
    .where(and(eq(timeClockLinks.deviceTokenHash, hashToken(deviceToken)), liveLink(now)));
  if (!row) throw new AppError('UNAUTHENTICATED');
  return { ...row, timezone: checkedZone(row.timezone) };
}
