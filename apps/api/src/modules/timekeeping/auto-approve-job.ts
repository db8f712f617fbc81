import { productMessages } from '@careroster/shared/messages';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { payPeriodOf } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { timecards } from '../../db/schema';
import { checkedZone, createContext, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { everyFacility } from '../facility';
import { recordTimecardChange } from './timecards';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant a pay period's approval deadline passes: the facility-local midnight after the
 * period's last day, plus the deadline hours. A period ending Saturday with 48 hours is due at
 * Monday 24:00 local time, whatever daylight saving did in between.
 */
export const approvalDueAt = (periodEnd: string, timezone: string, deadlineHours: number): Date =>
  new Date(zonedInstant(addDays(periodEnd, 1), '00:00', timezone).getTime() + deadlineHours * HOUR_MS);

/**
 * Approves every PENDING timecard with both times whose pay period's deadline has passed, one
 * facility at a time, each in its own transaction. The history records it as SYSTEM with the
 * reason; DISPUTED timecards wait for a person. Rows are locked and re-read, so two instances
 * running at once approve each card once. Answers how many cards each facility had approved.
 */
export async function autoApproveTimecards(ctx: Ctx, now: Date = ctx.deps.clock.now()): Promise<Map<string, number>> {
  const { db } = ctx.deps;
  const done = new Map<string, number>();
  for (const f of await everyFacility(db)) {
    const zone = checkedZone(f.timezone);
    const approved = await transaction(ctx, undefined, async (t, after) => {
      const cards = await t
        .select()
        .from(timecards)
        .where(
          and(
            eq(timecards.facilityId, f.id),
            eq(timecards.status, 'PENDING'),
            isNotNull(timecards.clockInAt),
            isNotNull(timecards.clockOutAt),
          ),
        )
        .orderBy(asc(timecards.workDate), asc(timecards.id))
        .for('update', { skipLocked: true });
      let n = 0;
      for (const card of cards) {
        const period = payPeriodOf(card.workDate, f.payrollSetting as PayrollSetting, f.payPeriodAnchor);
        if (approvalDueAt(period.end, zone, f.approvalDeadlineHours).getTime() > now.getTime()) continue;
        await recordTimecardChange(
          t,
          {
            timecard: card,
            field: 'status',
            newValue: 'APPROVED',
            reason: productMessages.timecardAutoApprovedReason(f.approvalDeadlineHours),
            actor: { kind: 'SYSTEM', label: productMessages.timecardSystemActor },
          },
          now,
        );
        await t
          .update(timecards)
          .set({ status: 'APPROVED', autoApproved: true, decidedAt: now, decidedBy: null, disputeReason: null, updatedAt: now })
          .where(eq(timecards.id, card.id));
        n += 1;
      }
      if (n > 0) after.publish({ type: 'timecards.changed' }, f.id);
      return n;
    });
    if (approved > 0) done.set(f.id, approved);
  }
  return done;
}

export const AUTO_APPROVE_JOB = 'timecards.auto-approve';

/**
 * The auto-approval sweep as a pg-boss cron job (decision 007), every 15 minutes: deadlines fall
 * on the hour in each facility's zone, so a card is approved at most a quarter hour late. The
 * sweep is idempotent, so retries and a missed run's catch-up are safe.
 */
export function autoApproveJob(deps: () => Deps): JobDefinition {
  return {
    name: AUTO_APPROVE_JOB,
    cron: '*/15 * * * *',
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900 },
    async handler(_data, job) {
      const d = deps();
      const done = await autoApproveTimecards(createContext({ requestId: job.jobId, log: job.log, deps: d }));
      job.log.info({ approved: [...done.values()].reduce((a, b) => a + b, 0) }, 'timecard auto-approval sweep');
    },
  };
}
