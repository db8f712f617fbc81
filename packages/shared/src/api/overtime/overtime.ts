import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { productMessages } from '../../messages';
import { workerTypeValues } from '../../lookups';
import { overtimeStatuses } from '../../timekeeping/overtime';
import { overtimeRules, TIMEKEEPING_REASON_MAX_LENGTH } from '../../timekeeping/values';

/**
 * What a booking would do to one nurse's overtime (issue 12, docs/decisions/022-overtime.md): the
 * overtime and double-time hours it adds to her period and their pay. The assign and accept calls
 * answer these as warnings, or refuse with them when the facility blocks overtime.
 */
export const overtimeWarningSchema = z.object({
  employee_id: z.uuid(),
  name: z.string(),
  overtime_hours: z.number(),
  /** Dollars: the pay of the added overtime and double-time hours at 1.5x and 2x. */
  cost: z.number(),
  message: z.string(),
});
export type OvertimeWarning = z.infer<typeof overtimeWarningSchema>;

/** Why a booking goes ahead despite the overtime it causes; recorded in overtime_overrides. */
export const overtimeOverrideReason = z
  .string()
  .trim()
  .min(1, { error: productMessages.overtimeReasonRequired })
  .max(TIMEKEEPING_REASON_MAX_LENGTH, { error: productMessages.overtimeReasonTooLong(TIMEKEEPING_REASON_MAX_LENGTH) });

/** `?week_start=`: any day of the week wanted (the Sunday that starts it is used); today's week without it. */
export const overtimeWeekQuery = z.object({ week_start: calendarDate.optional() });

const hoursFields = {
  worked_hours: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  double_time_hours: z.number(),
};
const payFields = {
  regular_pay: z.number(),
  overtime_pay: z.number(),
  double_time_pay: z.number(),
  total_pay: z.number(),
};

/** The week asked for and the overtime period it belongs to (the workweek, or the 8/80 rule's 14 days). */
const weekFields = {
  week_start: z.string(),
  week_end: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  rule: z.enum(overtimeRules),
};

export const overtimeEmployeeSchema = z.object({
  employee_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  worker_type: z.enum(workerTypeValues),
  job_title: z.string(),
  hourly_rate: z.number(),
  status: z.enum(overtimeStatuses),
  ...hoursFields,
  /** Pay of the week's overtime and double-time hours. */
  overtime_cost: z.number(),
  /** Hours of the whole period (differs from worked_hours only under 8 and 80). */
  period_hours: z.number(),
  /** Regular hours left before the period's threshold; 0 once reached. */
  hours_to_threshold: z.number(),
});
export type OvertimeEmployee = z.infer<typeof overtimeEmployeeSchema>;

export const overtimeListAnswer = z.object({ ...weekFields, results: z.array(overtimeEmployeeSchema) });
export type OvertimeList = z.infer<typeof overtimeListAnswer>;

export const overtimeShiftSchema = z.object({
  assignment_id: z.uuid(),
  shift_id: z.uuid(),
  title: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** ACTUAL from an approved or pending timecard, SCHEDULED from the booking. */
  source: z.enum(['ACTUAL', 'SCHEDULED']),
  ...hoursFields,
});

export const overtimeDaySchema = z.object({ date: z.string(), shifts: z.array(overtimeShiftSchema), ...hoursFields, ...payFields });

export const overtimeDetailsAnswer = z.object({
  ...weekFields,
  employee: z.object({
    id: z.uuid(),
    nurse_id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    worker_type: z.enum(workerTypeValues),
    job_title: z.string(),
    hourly_rate: z.number(),
  }),
  status: z.enum(overtimeStatuses).nullable(),
  days: z.array(overtimeDaySchema),
  totals: z.object({ ...hoursFields, ...payFields }),
  period_hours: z.number(),
  hours_to_threshold: z.number(),
});
export type OvertimeDetails = z.infer<typeof overtimeDetailsAnswer>;
export const overtimeDetailsParams = z.object({ employeeId: z.uuid() });
