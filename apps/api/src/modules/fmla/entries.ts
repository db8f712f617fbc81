import type { createFmlaEntryBody } from '@careroster/shared/api/fmla/cases';
import type { FmlaCaseDetail } from '@careroster/shared/api/fmla/fmla';
import { AppError } from '@careroster/shared/errors';
import { formatPtoHours } from '@careroster/shared/timekeeping/pto';
import { hoursOf, weeksOf } from '@careroster/shared/fmla/hours';
import { FMLA_WORKWEEKS, fmlaOverdrawnOn, fmlaWeeksUsedOn } from '@careroster/shared/fmla/period';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { fmlaEntries } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { approvedLeaveFor } from '../pto';
import { caseDetail, caseOf, usesOf } from './cases';
import { periodSettingsOf, settingsRow } from './settings';

/**
 * Records hours of leave on one day of an open case of an eligible employee. The day is refused
 * (422) when it takes her past 12 workweeks in its 12-month period, or pushes a later recorded day
 * past them (29 CFR 825.200(a)). `pto_hours` of it are paid as PTO (825.207): the pto area writes
 * an approved request for the day (decision 076), refused as PTO refuses it.
 */
export async function createEntry(
  ctx: Ctx,
  input: z.output<typeof createFmlaEntryBody> & { caseId: string },
  tx?: DbOrTx,
): Promise<FmlaCaseDetail> {
  const facilityId = facilityOf(ctx).id;
  const db = tx ?? ctx.deps.db;
  await db.transaction(async (t) => {
    const current = await caseOf(t, facilityId, input.caseId);
    // One employee's entries one at a time: two entries sent at once cannot both fit the balance.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`fmla:${current.employeeId}`}))`);
    if (current.status !== 'OPEN') throw new AppError('CONFLICT', productMessages.fmlaCaseClosed);
    if (!current.eligibility.eligible) throw new AppError('VALIDATION_FAILED', productMessages.fmlaNotEligible);
    if (input.date < current.startDate || input.date > current.expectedEndDate)
      throw new AppError('VALIDATION_FAILED', productMessages.fmlaEntryOutsideCase);
    const [taken] = await t
      .select({ id: fmlaEntries.id })
      .from(fmlaEntries)
      .where(and(eq(fmlaEntries.caseId, current.id), eq(fmlaEntries.date, input.date)));
    if (taken) throw new AppError('CONFLICT', productMessages.fmlaEntryExists);

    const minutes = Math.round(input.hours * 60);
    const [settings, uses] = await Promise.all([settingsRow(t, facilityId), usesOf(t, facilityId, [current.employeeId])]);
    const rule = periodSettingsOf(settings);
    const before = uses.get(current.employeeId) ?? [];
    const after = [...before, { date: input.date, weeks: weeksOf(minutes, current.workweekMinutes) }];
    if (fmlaOverdrawnOn(rule, after) !== null) {
      const left = Math.max(
        0,
        FMLA_WORKWEEKS -
          fmlaWeeksUsedOn(
            rule,
            before.filter((u) => u.date <= input.date),
            input.date,
          ),
      );
      throw new AppError(
        'VALIDATION_FAILED',
        productMessages.fmlaOverBalance(formatPtoHours(minutes), formatPtoHours(Math.floor(left * current.workweekMinutes))),
      );
    }

    const ptoMinutes = Math.round(input.pto_hours * 60);
    const ptoRequestId =
      ptoMinutes > 0
        ? await approvedLeaveFor(ctx, t, {
            employeeId: current.employeeId,
            date: input.date,
            minutes: ptoMinutes,
            note: productMessages.fmlaTitle,
          })
        : null;
    const [row] = await t
      .insert(fmlaEntries)
      .values({
        facilityId,
        caseId: current.id,
        employeeId: current.employeeId,
        date: input.date,
        minutes,
        ptoMinutes,
        ptoRequestId,
        createdBy: userOf(ctx).id,
      })
      .returning({ id: fmlaEntries.id });
    await ctx.audit('fmla.entry.create', { target: row!.id, detail: `${hoursOf(minutes)} h, PTO ${hoursOf(ptoMinutes)} h` }, t);
  });
  return caseDetail(ctx, input.caseId, tx);
}
