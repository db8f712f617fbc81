import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { createContext, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { credentials, employees, nurses } from '../../db/schema';
import { type RaisedNotification, raiseNotifications } from '../notifications';

/**
 * Marks credentials whose expiry has passed as CREDENTIAL_EXPIRED and raises a CREDENTIAL
 * notification in every facility the nurse works at (to each of its members). The conditional UPDATE is the guard against
 * several server instances running at once: a second run blocks on the same rows, then finds
 * them no longer matching, so each credential is expired, and notified, exactly once.
 *
 * "Today" is the calendar day in HST, the westernmost zone the product serves: a credential is
 * valid through its expiry day, and no facility sees it expire before its own day has ended.
 */
export async function expireCredentials(
  ctx: Ctx,
  now: Date = ctx.deps.clock.now(),
): Promise<{ expired: number; raised: RaisedNotification[] }> {
  const today = todayIn('HST', now);
  return transaction(ctx, undefined, async (tx) => {
    const expired = await tx
      .update(credentials)
      .set({ status: 'CREDENTIAL_EXPIRED' })
      .where(and(inArray(credentials.status, ['CREDENTIAL_VERIFIED', 'CREDENTIAL_PENDING']), lt(credentials.expiry, today)))
      .returning({ id: credentials.id, nurseId: credentials.nurseId, name: credentials.credentialName, expiry: credentials.expiry });
    if (expired.length === 0) return { expired: 0, raised: [] };
    const nurseIds = [...new Set(expired.map((c) => c.nurseId))];
    const places = await tx
      .select({ facilityId: employees.facilityId, nurseId: employees.nurseId, firstName: nurses.firstName, lastName: nurses.lastName })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(inArray(employees.nurseId, nurseIds));
    const notices = expired.flatMap((c) =>
      places
        .filter((p) => p.nurseId === c.nurseId)
        .map((p) => ({
          facilityId: p.facilityId,
          type: 'CREDENTIAL' as const,
          typeId: c.id,
          nurseId: c.nurseId,
          title: productMessages.credentialExpiredTitle,
          body: productMessages.credentialExpiredBody(`${p.firstName} ${p.lastName}`, c.name, formatDate(c.expiry!)),
        })),
    );
    const raised: RaisedNotification[] = [];
    for (let i = 0; i < notices.length; i += 500) raised.push(...(await raiseNotifications(tx, notices.slice(i, i + 500))));
    return { expired: expired.length, raised };
  });
}

export const CREDENTIAL_EXPIRY_JOB = 'credentials.expire';

/**
 * The daily sweep as a pg-boss cron job (decision 007). 10:05 UTC is five minutes past midnight in
 * HST, the first moment a credential of the previous day can expire anywhere, so one run a day
 * catches every expiry on its first day. There is no run at start: the schedule's `missed: once`
 * sends one catch-up run when every instance was down at 10:05. Retries are safe because the
 * sweep is idempotent (see expireCredentials).
 */
export function credentialExpiryJob(deps: () => Deps): JobDefinition {
  return {
    name: CREDENTIAL_EXPIRY_JOB,
    cron: '5 10 * * *',
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 },
    async handler(_data, job) {
      const d = deps();
      const { expired, raised } = await expireCredentials(createContext({ requestId: job.jobId, log: job.log, deps: d }));
      job.log.info({ expired, notified: raised.length }, 'credential expiry sweep');
    },
  };
}
