import type { FmlaSettings, saveFmlaSettingsBody } from '@careroster/shared/api/fmla/settings';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { FMLA_METHOD_NOTICE_DAYS, type FmlaPeriodSettings } from '@careroster/shared/fmla/period';
import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { fmlaSettings } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { employeeDirectory } from '../employees';

/** Without a row: rolling back 12 months (825.200(b)(4)), the product's default, and no other worksite. */
const DEFAULTS = {
  method: 'ROLLING',
  leaveYearStart: '01-01',
  previousMethod: null,
  previousLeaveYearStart: null,
  effectiveFrom: null,
  otherWorksiteEmployees: 0,
} as const;

export async function settingsRow(db: DbOrTx, facilityId: string) {
  const [row] = await db.select().from(fmlaSettings).where(eq(fmlaSettings.facilityId, facilityId));
  return row ?? { facilityId, ...DEFAULTS };
}

/** The period rule the shared functions take, with the replaced one while its notice runs. */
export function periodSettingsOf(row: Awaited<ReturnType<typeof settingsRow>>): FmlaPeriodSettings {
  return {
    method: row.method,
    leaveYearStart: row.leaveYearStart,
    previous: row.previousMethod ? { method: row.previousMethod, leaveYearStart: row.previousLeaveYearStart ?? '01-01' } : null,
    effectiveFrom: row.effectiveFrom,
  };
}

/**
 * The facility's own employees counted for 825.110(a)(3): active, and not agency nurses (their
 * agency employs them, as decision 052 counts them for the ACA).
 */
export async function facilityEmployeeCount(db: DbOrTx, facilityId: string): Promise<number> {
  const people = employeeDirectory(db);
  const [row] = await db
    .select({ n: count() })
    .from(people)
    .where(and(eq(people.facilityId, facilityId), eq(people.status, 'ACTIVE'), ne(people.workerType, 'AN')));
  return row?.n ?? 0;
}

async function answer(db: DbOrTx, facilityId: string): Promise<FmlaSettings> {
  const [row, employees] = await Promise.all([settingsRow(db, facilityId), facilityEmployeeCount(db, facilityId)]);
  return {
    method: row.method,
    leave_year_start: row.leaveYearStart,
    previous_method: row.previousMethod,
    effective_from: row.effectiveFrom,
    other_worksite_employees: row.otherWorksiteEmployees,
    facility_employees: employees,
  };
}

export const getSettings = (ctx: Ctx, tx?: DbOrTx) => answer(tx ?? ctx.deps.db, facilityOf(ctx).id);

/**
 * Saves the method and the other worksites' employees. A different method (or leave year) applies
 * 60 days from today (825.200(d)(1)); until then each employee keeps whichever of the old and the
 * new leaves her more. A change saved again during the notice keeps the method the notice replaces;
 * going back to that method ends the notice.
 */
export async function saveSettings(ctx: Ctx, input: z.output<typeof saveFmlaSettingsBody>, tx?: DbOrTx): Promise<FmlaSettings> {
  const facility = facilityOf(ctx);
  const today = todayIn(facility.timezone, ctx.deps.clock.now());
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const current = await settingsRow(t, facility.id);
    const leaveYearStart = input.method === 'LEAVE_YEAR' ? input.leave_year_start : current.leaveYearStart;
    const changed = input.method !== current.method || leaveYearStart !== current.leaveYearStart;
    const pending = current.effectiveFrom !== null && today < current.effectiveFrom && current.previousMethod !== null;
    // Back to the method under notice: nothing changes for anyone, so no notice is pending.
    const undone = pending && input.method === current.previousMethod && leaveYearStart === current.previousLeaveYearStart;
    const notice = undone
      ? { previousMethod: null, previousLeaveYearStart: null, effectiveFrom: null }
      : changed
        ? {
            previousMethod: pending ? current.previousMethod : current.method,
            previousLeaveYearStart: pending ? current.previousLeaveYearStart : current.leaveYearStart,
            effectiveFrom: addDays(today, FMLA_METHOD_NOTICE_DAYS),
          }
        : {
            previousMethod: current.previousMethod,
            previousLeaveYearStart: current.previousLeaveYearStart,
            effectiveFrom: current.effectiveFrom,
          };
    const values = {
      method: input.method,
      leaveYearStart,
      ...notice,
      otherWorksiteEmployees: input.other_worksite_employees,
      updatedAt: ctx.deps.clock.now(),
    };
    await t
      .insert(fmlaSettings)
      .values({ facilityId: facility.id, ...values })
      .onConflictDoUpdate({ target: fmlaSettings.facilityId, set: values });
    await ctx.audit('fmla.settings', { detail: `${input.method} ${leaveYearStart} other=${input.other_worksite_employees}` }, t);
    return answer(t, facility.id);
  });
}
