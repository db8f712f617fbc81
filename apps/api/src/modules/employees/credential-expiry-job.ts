import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, employees, notifications, nurses } from '../../db/schema';

/**
 * Marks credentials whose expiry has passed as CREDENTIAL_EXPIRED and raises one CREDENTIAL
 * notification per facility the nurse works at. The conditional UPDATE is the guard against
 * several server instances running at once: a second run blocks on the same rows, then finds
 * them no longer matching, so each credential is expired, and notified, exactly once.
 *
 * "Today" is the calendar day in HST, the westernmost zone the product serves: a credential is
 * valid through its expiry day, and no facility sees it expire before its own day has ended.
 */
export async function expireCredentials(db: Db, now: Date = new Date()): Promise<number> {
  const today = todayIn('HST', now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(credentials)
      .set({ status: 'CREDENTIAL_EXPIRED' })
      .where(and(inArray(credentials.status, ['CREDENTIAL_VERIFIED', 'CREDENTIAL_PENDING']), lt(credentials.expiry, today)))
      .returning({ id: credentials.id, nurseId: credentials.nurseId, name: credentials.credentialName, expiry: credentials.expiry });
    if (expired.length === 0) return 0;
    const nurseIds = [...new Set(expired.map((c) => c.nurseId))];
    const places = await tx
      .select({ facilityId: employees.facilityId, nurseId: employees.nurseId, firstName: nurses.firstName, lastName: nurses.lastName })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(inArray(employees.nurseId, nurseIds));
    const rows = expired.flatMap((c) =>
      places
        .filter((p) => p.nurseId === c.nurseId)
        .map((p) => ({
          facilityId: p.facilityId,
          type: 'CREDENTIAL' as const,
          typeId: c.id,
          nurseId: c.nurseId,
          title: productMessages.credentialExpiredTitle,
          body: productMessages.credentialExpiredBody(`${p.firstName} ${p.lastName}`, c.name, c.expiry ?? ''),
        })),
    );
    for (let i = 0; i < rows.length; i += 500) await tx.insert(notifications).values(rows.slice(i, i + 500));
    return expired.length;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the sweep at start and then daily in the server process. Safe with several instances
 * (see expireCredentials); hourly would also be correct, daily is what the issue asks.
 */
export function startCredentialExpiryJob(db: Db, log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }, everyMs = DAY_MS) {
  const run = () =>
    expireCredentials(db).then(
      (n) => log.info({ expired: n }, 'credential expiry sweep'),
      (err: unknown) => log.error({ err }, 'credential expiry sweep failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
