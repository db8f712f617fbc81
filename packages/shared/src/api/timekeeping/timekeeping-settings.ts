import { z } from 'zod';
import { payrollSettingValues } from '../../lookups';
import { messages, productMessages } from '../../messages';
import { TIME_24H_PATTERN } from '../../validation/shift-form';
import { GEOFENCE_MIN_METRES, overtimeEnforcements, overtimeRules, roundingIncrements } from '../../timekeeping/values';
import { defineContract } from '../contract';

/** The longest approval deadline the database accepts (30 days). */
export const APPROVAL_DEADLINE_MAX_HOURS = 720;
/** A geofence wider than this would not fence anything (10 km). */
export const GEOFENCE_MAX_METRES = 10_000;

/**
 * The facility's timekeeping settings (docs/decisions/019-timecards-and-timesheet.md). The pay
 * period (payroll_setting, pay_period_anchor) is shown for reference: the payroll settings dialog
 * changes it, not this form.
 */
export const timekeepingSettingsSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofence_radius_metres: z.number().int(),
  rounding_minutes: z.union(roundingIncrements.map((n) => z.literal(n))),
  approval_deadline_hours: z.number().int(),
  overtime_rule: z.enum(overtimeRules),
  overtime_enforcement: z.enum(overtimeEnforcements),
  /** Where the workweek and each workday begin, facility-local (decision 050): overtime splits worked time there. */
  workweek_start_day: z.number().int(),
  workweek_start_time: z.string(),
  workday_start_time: z.string(),
  payroll_setting: z.enum(payrollSettingValues),
  pay_period_anchor: z.string(),
});
export type TimekeepingSettings = z.infer<typeof timekeepingSettingsSchema>;

/** A time of day the workweek or workday begins, saved as `HH:mm` ('7:00' becomes '07:00'). */
const workLineTime = z
  .string({ error: messages.time24h })
  .trim()
  .regex(TIME_24H_PATTERN, messages.time24h)
  .transform((t) => t.padStart(5, '0'));

const coordinate = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);

/** What the form edits; every field optional (PATCH), each checked on its own and the pair together. */
export const updateTimekeepingSettingsBody = z
  .object({
    latitude: coordinate(-90, 90, productMessages.timekeepingLatitudeInvalid).nullable().optional(),
    longitude: coordinate(-180, 180, productMessages.timekeepingLongitudeInvalid).nullable().optional(),
    geofence_radius_metres: z
      .number({ error: productMessages.timekeepingGeofenceInvalid(GEOFENCE_MIN_METRES, GEOFENCE_MAX_METRES) })
      .int(productMessages.timekeepingGeofenceInvalid(GEOFENCE_MIN_METRES, GEOFENCE_MAX_METRES))
      .min(GEOFENCE_MIN_METRES, productMessages.timekeepingGeofenceInvalid(GEOFENCE_MIN_METRES, GEOFENCE_MAX_METRES))
      .max(GEOFENCE_MAX_METRES, productMessages.timekeepingGeofenceInvalid(GEOFENCE_MIN_METRES, GEOFENCE_MAX_METRES))
      .optional(),
    rounding_minutes: z
      .number({ error: productMessages.timekeepingRoundingInvalid })
      .refine((n) => (roundingIncrements as readonly number[]).includes(n), productMessages.timekeepingRoundingInvalid)
      .optional(),
    approval_deadline_hours: z
      .number({ error: productMessages.timekeepingDeadlineInvalid(APPROVAL_DEADLINE_MAX_HOURS) })
      .int(productMessages.timekeepingDeadlineInvalid(APPROVAL_DEADLINE_MAX_HOURS))
      .min(0, productMessages.timekeepingDeadlineInvalid(APPROVAL_DEADLINE_MAX_HOURS))
      .max(APPROVAL_DEADLINE_MAX_HOURS, productMessages.timekeepingDeadlineInvalid(APPROVAL_DEADLINE_MAX_HOURS))
      .optional(),
    overtime_rule: z.enum(overtimeRules, { error: productMessages.timekeepingOvertimeRuleInvalid }).optional(),
    overtime_enforcement: z.enum(overtimeEnforcements, { error: productMessages.timekeepingOvertimeEnforcementInvalid }).optional(),
    workweek_start_day: z
      .number({ error: productMessages.timekeepingWorkweekDayInvalid })
      .int(productMessages.timekeepingWorkweekDayInvalid)
      .min(0, productMessages.timekeepingWorkweekDayInvalid)
      .max(6, productMessages.timekeepingWorkweekDayInvalid)
      .optional(),
    workweek_start_time: workLineTime.optional(),
    workday_start_time: workLineTime.optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null), {
    message: productMessages.timekeepingCoordinatesTogether,
    path: ['longitude'],
  })
  // A body naming no setting (`{}`, or only unknown keys, which are dropped) would save nothing.
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: productMessages.timekeepingSettingsNothingToSave });
export type UpdateTimekeepingSettingsBody = z.input<typeof updateTimekeepingSettingsBody>;

/** GET facilities/timekeeping-settings (facility:read). */
export const getTimekeepingSettingsContract = defineContract({
  method: 'GET',
  path: '/facilities/timekeeping-settings',
  answer: timekeepingSettingsSchema,
});

/**
 * PATCH facilities/timekeeping-settings (facility:update). A new rounding recomputes the worked
 * minutes of the facility's timecards not yet approved; `recomputed` says how many.
 */
export const updateTimekeepingSettingsContract = defineContract({
  method: 'PATCH',
  path: '/facilities/timekeeping-settings',
  body: updateTimekeepingSettingsBody,
  answer: z.object({ settings: timekeepingSettingsSchema, recomputed: z.number().int(), message: z.string() }),
});
