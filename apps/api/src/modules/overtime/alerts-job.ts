import { productMessages } from '@careroster/shared/messages';
import { overtimeMinutesOf, overtimePeriodAt, periodSplitOf } from '@careroster/shared/timekeeping/overtime';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { and, eq, inArray } from 'drizzle-orm';
import { overtimeAlerts } from '../../db/schema';
import { peopleDirectory } from '../employees';
import { everyFacility } from '../facility';
import { createContext, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { type RaisedNotification, raiseNotifications } from '../notifications';
import { segmentsBetween } from '../timekeeping';
import { facilityOvertime, splitByEmployee } from './hours';

/**
 * Raises an OVERTIME notification for each employee whose current overtime period (the workweek,
 * or the 8/80 fortnight) has overtime in it, from timecards and bookings: the same figures as
 * /overtime. Once per employee and period: the `overtime_alerts` row is inserted first and only
 * the rows this run inserted are notified, so retries and several instances never notify twice.
 */
export async function raiseOvertimeAlerts(ctx: Ctx, now: Date = ctx.deps.clock.now()): Promise<RaisedNotification[]> {
  const { db } = ctx.deps;
  const raised: RaisedNotification[] = [];
  const all = await everyFacility(db);
  for (const { id } of all) {
    const facility = await facilityOvertime(db, id);
    const period = overtimePeriodAt(now, facility.settings);
    const results = splitByEmployee(await segmentsBetween(db, id, period.start, period.end), facility.settings);
    const over = [...results].flatMap(([employeeId, r]) => {
      const split = periodSplitOf(r, period.start);
      return split && overtimeMinutesOf(split) > 0 ? [[employeeId, split] as const] : [];
    });
    if (over.length === 0) continue;
    const notified = await transaction(ctx, undefined, async (tx) => {
      const fresh = await tx
        .insert(overtimeAlerts)
        .values(over.map(([employeeId]) => ({ facilityId: id, employeeId, weekStart: period.start })))
        .onConflictDoNothing()
        .returning({ employeeId: overtimeAlerts.employeeId });
      if (fresh.length === 0) return [];
      const person = peopleDirectory(tx);
      const people = await tx
        .select({ id: person.id, nurseId: person.nurseId, first: person.firstName, last: person.lastName })
        .from(person)
        .where(
          and(
            eq(person.facilityId, id),
            inArray(
              person.id,
              fresh.map((f) => f.employeeId),
            ),
          ),
        );
      return raiseNotifications(
        tx,
        people.map((p) => {
          const total = over.find(([employeeId]) => employeeId === p.id)![1];
          return {
            facilityId: id,
            type: 'OVERTIME' as const,
            typeId: p.id,
            nurseId: p.nurseId,
            title: productMessages.overtimeAlertTitle,
            body: productMessages.overtimeAlertBody(
              `${p.first} ${p.last}`,
              hoursOf(total.regular + overtimeMinutesOf(total)).toFixed(2),
              hoursOf(overtimeMinutesOf(total)).toFixed(2),
              facility.settings.rule === 'EIGHT_EIGHTY',
            ),
          };
        }),
      );
    });
    raised.push(...notified);
  }
  return raised;
}

export const OVERTIME_ALERT_JOB = 'overtime.alerts';

/** Every 30 minutes: a nurse who crosses the threshold is reported within half an hour of it. */
export function overtimeAlertJob(deps: () => Deps): JobDefinition {
  return {
    name: OVERTIME_ALERT_JOB,
    cron: '*/30 * * * *',
    policy: 'short',
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900 },
    async handler(_data, job) {
      const d = deps();
      const raised = await raiseOvertimeAlerts(createContext({ requestId: job.jobId, log: job.log, deps: d }));
      job.log.info({ notified: raised.length }, 'overtime alerts');
    },
  };
}
