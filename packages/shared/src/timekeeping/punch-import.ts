import type { PunchImportProblemKey } from '../api/timekeeping/import-punches';
import { idSchema } from '../api/ids';
import { exactZonedInstant, type Zone } from '../format/wall-clock';
import { productMessages } from '../messages';
import { isCalendarDate } from '../validation/calendar-date';
import { PUNCH_IMPORT_MAX_HOURS, type PunchImportColumn } from './values';

/** One row of a punch import, read: the instants are the facility's wall times placed in its zone. */
export type PunchPair = { empId: number; inAt: Date; outAt: Date; breakMinutes: number | null; shiftId: string | null };
export type PunchRowProblem = { key: PunchImportProblemKey; field: PunchImportColumn; value: string | null; message: string };

const MINUTE_MS = 60_000;
/** A problem repeats the cell it is about; this much of it is enough to find it. */
const VALUE_SHOWN = 100;
/** emp_id is a Postgres integer. */
const EMP_ID_MAX = 2_147_483_647;
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A facility-local `YYYY-MM-DD HH:mm` as an instant (decision 053): 'bad' when it is not one,
 * 'skipped' when the facility's clocks never showed it (spring forward). A time they showed twice
 * (fall back) is its first occurrence, as `exactZonedInstant` answers.
 */
export function wallTimeInstant(text: string, zone: Zone): Date | 'bad' | 'skipped' {
  const m = WALL_TIME.exec(text);
  if (!m || !isCalendarDate(m[1]!)) return 'bad';
  return exactZonedInstant(m[1]!, `${m[2]}:${m[3]}`, zone) ?? 'skipped';
}

/**
 * Checks one row of a punch import on its own (the file's other rows and the database are the
 * server's to check): required cells, shapes, wall times in the facility's zone, a clock-out
 * after the clock-in and at most PUNCH_IMPORT_MAX_HOURS later, nothing yet to come, a break
 * shorter than the time between the punches. Every problem of the row is listed.
 */
export function readPunchRow(
  get: (column: PunchImportColumn) => string,
  zone: Zone,
  now: Date,
): { pair: PunchPair | null; problems: PunchRowProblem[] } {
  const problems: PunchRowProblem[] = [];
  const bad = (key: PunchImportProblemKey, field: PunchImportColumn, message: string) =>
    problems.push({ key, field, value: key === 'blank_fields' ? null : get(field).slice(0, VALUE_SHOWN), message });

  for (const c of ['emp_id', 'in', 'out'] as const) if (get(c) === '') bad('blank_fields', c, productMessages.bulkBlankField);
  const empText = get('emp_id');
  if (empText !== '' && !(/^\d{1,10}$/.test(empText) && Number(empText) <= EMP_ID_MAX))
    bad('invalid_values', 'emp_id', productMessages.punchImportBadEmpId);

  const instant = (field: 'in' | 'out'): Date | null => {
    if (get(field) === '') return null;
    const at = wallTimeInstant(get(field), zone);
    if (at === 'bad') bad('invalid_values', field, productMessages.punchImportBadTime);
    else if (at === 'skipped') bad('nonexistent_times', field, productMessages.punchImportNoSuchTime);
    else if (at > now) bad('invalid_values', field, productMessages.punchImportFutureTime);
    else return at;
    return null;
  };
  const inAt = instant('in');
  const outAt = instant('out');
  const spanMinutes = inAt && outAt ? (outAt.getTime() - inAt.getTime()) / MINUTE_MS : null;
  if (spanMinutes !== null && spanMinutes <= 0) bad('invalid_values', 'out', productMessages.punchImportOutNotAfterIn);
  if (spanMinutes !== null && spanMinutes > PUNCH_IMPORT_MAX_HOURS * 60)
    bad('invalid_values', 'out', productMessages.punchImportTooLong(PUNCH_IMPORT_MAX_HOURS));

  const breakText = get('break_minutes');
  const breakMinutes = breakText === '' ? null : /^\d{1,4}$/.test(breakText) ? Number(breakText) : NaN;
  if (Number.isNaN(breakMinutes) || (breakMinutes !== null && spanMinutes !== null && spanMinutes > 0 && breakMinutes >= spanMinutes))
    bad('invalid_values', 'break_minutes', productMessages.punchImportBadBreak);
  const shiftId = get('shift_id') === '' ? null : get('shift_id').toLowerCase();
  if (shiftId !== null && !idSchema.safeParse(shiftId).success) bad('invalid_values', 'shift_id', productMessages.punchImportBadShiftId);

  if (problems.length > 0 || !inAt || !outAt) return { pair: null, problems };
  return { pair: { empId: Number(empText), inAt, outAt, breakMinutes, shiftId }, problems };
}
