import { addDays } from '@careroster/shared/format/wall-clock';
import { payPeriodOf } from '@careroster/shared/timekeeping/worked-time';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payrollRuns } from '../../db/schema';
import { payrollFacility } from './inputs';

const closed = ['APPROVED', 'PAID'] as const;

/** The facility's runs whose pay is frozen: a correction names one of them (decision 077). */
export async function closedRuns(db: DbOrTx, facilityId: string, opts: { limit: number; runId?: string }) {
  return db
    .select({ id: payrollRuns.id, start: payrollRuns.periodStart, end: payrollRuns.periodEnd })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.facilityId, facilityId),
        inArray(payrollRuns.status, [...closed]),
        opts.runId ? eq(payrollRuns.id, opts.runId) : undefined,
      ),
    )
    .orderBy(desc(payrollRuns.periodStart))
    .limit(opts.limit);
}

/**
 * Which run's exports carry a one-off payment paid on `paidOn` (decision 077): the next run the
 * facility processes. While the period just ended has no approved run, that run is still to be
 * sent to the provider, and its checks are the first after the payment; once it is approved, the
 * payment waits for its own period's run.
 */
export async function periodForPayment(db: DbOrTx, facilityId: string, paidOn: string): Promise<{ start: string; end: string }> {
  const facility = await payrollFacility(db, facilityId);
  const own = payPeriodOf(paidOn, facility.payrollSetting, facility.anchor);
  const before = payPeriodOf(addDays(own.start, -1), facility.payrollSetting, facility.anchor);
  // FOR SHARE: an approval of that run at the same moment waits for this payment, or this payment
  // sees it approved; the payment is never filed under a run that was exported without it.
  const [run] = await db
    .select({ status: payrollRuns.status })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.facilityId, facilityId), eq(payrollRuns.periodStart, before.start)))
    .for('share');
  const period = run && run.status !== 'DRAFT' ? own : before;
  return { start: period.start, end: period.end };
}
