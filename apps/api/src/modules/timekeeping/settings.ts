import type { TimekeepingSettings, UpdateTimekeepingSettingsBody } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { PayrollSetting } from '@careroster/shared/lookups';
import type { RoundingIncrement } from '@careroster/shared/timekeeping/values';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { timecards } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { facilityRow, saveAreaSettings, type FacilityRow } from '../facility';
import { syncTimecard } from './timecards';

const settingsOf = (f: FacilityRow): TimekeepingSettings => ({
  latitude: f.latitude,
  longitude: f.longitude,
  geofence_radius_metres: f.geofenceRadiusMetres,
  rounding_minutes: f.roundingMinutes as RoundingIncrement,
  approval_deadline_hours: f.approvalDeadlineHours,
  overtime_rule: f.overtimeRule,
  overtime_enforcement: f.overtimeEnforcement,
  workweek_start_day: f.workweekStartDay,
  workweek_start_time: f.workweekStartTime,
  workday_start_time: f.workdayStartTime,
  payroll_setting: f.payrollSetting as PayrollSetting,
  pay_period_anchor: f.payPeriodAnchor,
});

export async function getTimekeepingSettings(ctx: Ctx, tx?: DbOrTx): Promise<TimekeepingSettings> {
  const f = await facilityRow(tx ?? ctx.deps.db, facilityOf(ctx).id);
  if (!f) throw new AppError('NOT_FOUND');
  return settingsOf(f);
}

/**
 * Saves the settings the form changed. A new rounding applies to every timecard not yet
 * approved (PENDING and DISPUTED ones with both times are recomputed with `syncTimecard` in the
 * same transaction; without both times they count no minutes whatever the rounding);
 * approved timecards keep the minutes they were approved with, and their own rounding_minutes
 * says which rounding that was.
 */
export async function updateTimekeepingSettings(
  ctx: Ctx,
  input: UpdateTimekeepingSettingsBody,
  tx?: DbOrTx,
): Promise<{ settings: TimekeepingSettings; recomputed: number; message: string }> {
  const facilityId = facilityOf(ctx).id;
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, changed) => {
    const before = await facilityRow(t, facilityId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND');
    const after = await saveAreaSettings(t, facilityId, {
      ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
      ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
      ...(input.geofence_radius_metres !== undefined ? { geofenceRadiusMetres: input.geofence_radius_metres } : {}),
      ...(input.rounding_minutes !== undefined ? { roundingMinutes: input.rounding_minutes } : {}),
      ...(input.approval_deadline_hours !== undefined ? { approvalDeadlineHours: input.approval_deadline_hours } : {}),
      ...(input.overtime_rule !== undefined ? { overtimeRule: input.overtime_rule } : {}),
      ...(input.overtime_enforcement !== undefined ? { overtimeEnforcement: input.overtime_enforcement } : {}),
      ...(input.workweek_start_day !== undefined ? { workweekStartDay: input.workweek_start_day } : {}),
      ...(input.workweek_start_time !== undefined ? { workweekStartTime: input.workweek_start_time } : {}),
      ...(input.workday_start_time !== undefined ? { workdayStartTime: input.workday_start_time } : {}),
    });
    if (!after) throw new AppError('NOT_FOUND');
    let recomputed = 0;
    if (after.roundingMinutes !== before.roundingMinutes) {
      const open = await t
        .select({ id: timecards.id })
        .from(timecards)
        .where(
          and(
            eq(timecards.facilityId, facilityId),
            ne(timecards.status, 'APPROVED'),
            isNotNull(timecards.clockInAt),
            isNotNull(timecards.clockOutAt),
          ),
        );
      for (const card of open) await syncTimecard(t, card.id, now);
      recomputed = open.length;
      if (recomputed > 0) changed.publish({ type: 'timecards.changed' });
    }
    await ctx.audit('timekeeping.settings_updated', { target: facilityId, detail: Object.keys(input).sort().join(',') }, t);
    return { settings: settingsOf(after), recomputed };
  });
  return {
    ...result,
    message:
      result.recomputed > 0 ? productMessages.timekeepingSettingsRecomputed(result.recomputed) : productMessages.timekeepingSettingsSaved,
  };
}
