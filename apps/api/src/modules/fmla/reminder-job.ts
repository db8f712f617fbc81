import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { FMLA_REMINDER_DAYS_BEFORE } from '@careroster/shared/fmla/case';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { fmlaCases, fmlaCertifications } from '../../db/schema';
import { checkedZone, createContext, type Ctx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { transaction } from '../../platform/effects';
import type { JobDefinition } from '../../platform/jobs';
import { queueOutbox, type OutboxMessage } from '../../platform/outbox';
import { peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';
import { raiseNotifications, type Notice } from '../notifications';

export const FMLA_REMINDER_JOB = 'fmla.certification-reminders';

/**
 * Certifications still to be returned (asked for, or insufficient and to be cured) of open cases:
 * three days before the due date the facility's members are notified and the nurse is texted and
 * mailed through the outbox, and again once the due date has passed (29 CFR 825.305(b), (c): 15
 * days to return, 7 to cure; 825.313 lets the employer deny leave while it is late). Each row
 * records the due date it reminded for, set by a conditional UPDATE, so a retry or a second
 * instance sends nothing twice and a new due date (a cure) is reminded again.
 */
export async function sendFmlaReminders(ctx: Ctx): Promise<{ before: number; overdue: number }> {
  const now = ctx.deps.clock.now();
  return transaction(ctx, undefined, async (t) => {
    const people = peopleDirectory(t);
    const places = facilityNamesAndZones(t);
    // Every zone's today is within a day of UTC's: the candidates, then each facility's own day decides.
    const horizon = addDays(todayIn(undefined, now), FMLA_REMINDER_DAYS_BEFORE + 1);
    const rows = await t
      .select({
        id: fmlaCertifications.id,
        caseId: fmlaCertifications.caseId,
        facilityId: fmlaCertifications.facilityId,
        dueDate: fmlaCertifications.dueDate,
        remindedBefore: fmlaCertifications.remindedBeforeFor,
        remindedOverdue: fmlaCertifications.remindedOverdueFor,
        facility: places.name,
        timezone: places.timezone,
        nurseId: people.nurseId,
        firstName: people.firstName,
        lastName: people.lastName,
        countryCode: people.countryCode,
        mobile: people.mobile,
        email: people.email,
      })
      .from(fmlaCertifications)
      .innerJoin(fmlaCases, eq(fmlaCases.id, fmlaCertifications.caseId))
      .innerJoin(people, eq(people.id, fmlaCases.employeeId))
      .innerJoin(places, eq(places.id, fmlaCertifications.facilityId))
      .where(
        and(
          inArray(fmlaCertifications.status, ['REQUESTED', 'INSUFFICIENT']),
          eq(fmlaCases.status, 'OPEN'),
          lte(fmlaCertifications.dueDate, horizon),
          sql`(${fmlaCertifications.remindedBeforeFor} is distinct from ${fmlaCertifications.dueDate}
            or ${fmlaCertifications.remindedOverdueFor} is distinct from ${fmlaCertifications.dueDate})`,
        ),
      );
    const notices: Notice[] = [];
    const messages: OutboxMessage[] = [];
    let before = 0;
    let overdue = 0;
    for (const r of rows) {
      const today = todayIn(checkedZone(r.timezone), now);
      const late = today > r.dueDate;
      const soon = !late && today >= addDays(r.dueDate, -FMLA_REMINDER_DAYS_BEFORE);
      if (late ? r.remindedOverdue === r.dueDate : !soon || r.remindedBefore === r.dueDate) continue;
      const column = late ? fmlaCertifications.remindedOverdueFor : fmlaCertifications.remindedBeforeFor;
      const [claimed] = await t
        .update(fmlaCertifications)
        .set(late ? { remindedOverdueFor: r.dueDate } : { remindedBeforeFor: r.dueDate })
        .where(and(eq(fmlaCertifications.id, r.id), sql`${column} is distinct from ${r.dueDate}::date`))
        .returning({ id: fmlaCertifications.id });
      if (!claimed) continue;
      if (late) overdue += 1;
      else before += 1;
      const name = `${r.firstName} ${r.lastName}`;
      const due = formatDate(r.dueDate);
      notices.push({
        facilityId: r.facilityId,
        type: 'FMLA',
        typeId: r.caseId,
        nurseId: r.nurseId,
        title: late ? productMessages.fmlaOverdueTitle : productMessages.fmlaReminderTitle,
        body: late ? productMessages.fmlaOverdueBody(name, due) : productMessages.fmlaReminderBody(name, due),
      });
      const subject = late ? productMessages.fmlaOverdueTitle : productMessages.fmlaReminderTitle;
      const text = late
        ? productMessages.fmlaOverdueText(r.firstName, r.facility, due)
        : productMessages.fmlaReminderText(r.firstName, r.facility, due);
      if (r.mobile) messages.push({ to: `${r.countryCode ?? ''}${r.mobile}`, channel: 'SMS', subject, text });
      if (r.email) messages.push({ to: r.email, channel: 'EMAIL', subject, text });
    }
    await raiseNotifications(t, notices);
    await queueOutbox(t, messages);
    return { before, overdue };
  });
}

/** Hourly, so each facility's morning comes soon after its midnight; the recorded due dates keep it to one reminder each. */
export function fmlaReminderJob(deps: () => Deps): JobDefinition {
  return {
    name: FMLA_REMINDER_JOB,
    cron: '20 * * * *',
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 },
    async handler(_data, job) {
      const sent = await sendFmlaReminders(createContext({ requestId: job.jobId, log: job.log, deps: deps() }));
      job.log.info(sent, 'fmla certification reminders');
    },
  };
}
