import { importPunchesContract, validatePunchImportContract } from '@careroster/shared/api/timekeeping/import-punches';
import { messages, productMessages } from '@careroster/shared/messages';
import { PUNCH_IMPORT_MAX_HOURS } from '@careroster/shared/timekeeping/values';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, missedPunches, positions, punchImports, punches, timecards } from '../../../src/db/schema';
import { ensureTimecard } from '../../../src/modules/timekeeping/timecards';
import { dataOf, refused } from '../../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../../helpers/test-app';
import { addNurse, zone } from '../../shifts/fixtures';
import { addBooking, punch } from '../timesheet/helpers';

// Issue 25, decision 053: punches from another time clock, imported the bulk invite's way. The
// dates are fixed days of 2025, before every instant the suite runs at (npm run test:dates), and
// the times are on the hour or the half hour, so any rounding of the facility leaves them whole.
const t = useTestApp();
const s = useDemoSessions(t);

const HEADER = 'emp_id,in,out,break_minutes,shift_id';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n') + '\r\n', 'utf8');
const form = (data: Buffer, filename = 'punches.csv') => {
  const body = new FormData();
  body.set('file', new Blob([data], { type: 'text/csv' }), filename);
  return body;
};
const validate = (data: Buffer, filename?: string) => t.call(validatePunchImportContract, { body: form(data, filename), headers: s.admin });
const importFile = (data: Buffer, headers: Record<string, string> = s.admin) =>
  t.call(importPunchesContract, { body: form(data), headers });

/** A nurse of Sunrise with one booking at facility-local times. */
async function nurseBooked(date: string, start: string, end: string, endDate = date, mealMinutes = 30) {
  const nurse = await addNurse(t, s.sunrise);
  const booking = await addBooking(t, { facilityId: s.sunrise, zone, employee: nurse, date, start, end, endDate, mealMinutes });
  return { nurse, booking };
}
const cardOf = async (assignmentId: string) =>
  (await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, assignmentId)))[0];
const punchesOf = (assignmentIds: string[]) => t.deps.db.select().from(punches).where(inArray(punches.assignmentId, assignmentIds));
const importsCount = async () =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(punchImports)
      .where(eq(punchImports.facilityId, s.sunrise))
  )[0]!.n;

describe('a clean file', () => {
  it('validates, imports once into each booking’s timecard, and the same file again imports nothing', async () => {
    const day = await nurseBooked('2025-06-10', '07:00', '15:00');
    const night = await nurseBooked('2025-06-10', '23:00', '07:00', '2025-06-11');
    // The job listed the night's clock-in as missed: the other clock's punch answers it.
    const nightCard = await t.deps.db.transaction((tx) => ensureTimecard(tx, night.booking.assignmentId));
    await t.deps.db.insert(missedPunches).values({
      facilityId: s.sunrise,
      assignmentId: night.booking.assignmentId,
      timecardId: nightCard.id,
      employeeId: night.nurse.id,
      kind: 'IN',
      detectedAt: night.booking.startsAt,
    });
    const file = csv(
      `${day.nurse.empId},2025-06-10 07:00,2025-06-10 15:00,45,`,
      // No break written: the shift's meal time, as for a phone punch.
      `${night.nurse.empId},2025-06-10 23:00,2025-06-11 07:00,,`,
    );

    expect(dataOf(await validate(file))).toEqual({});
    expect(dataOf(await importFile(file))).toEqual({ count: 2, already_imported: false, message: productMessages.punchImported(2) });

    const dayCard = await cardOf(day.booking.assignmentId);
    expect(dayCard).toMatchObject({ workDate: '2025-06-10', breakMinutes: 45, workedMinutes: 8 * 60 - 45, flagged: false });
    expect(dayCard!.clockInAt).toEqual(day.booking.startsAt);
    expect(await cardOf(night.booking.assignmentId)).toMatchObject({ breakMinutes: 30, workedMinutes: 8 * 60 - 30, flagged: false });
    const [missed] = await t.deps.db.select().from(missedPunches).where(eq(missedPunches.assignmentId, night.booking.assignmentId));
    expect(missed).toMatchObject({ status: 'APPROVED', resolvedByLabel: productMessages.missedPunchAnsweredByImport });
    const written = await punchesOf([day.booking.assignmentId, night.booking.assignmentId]);
    expect(written).toHaveLength(4);
    expect(new Set(written.map((p) => p.importId)).size).toBe(1);
    expect(written.every((p) => p.flags.length === 0 && p.timeClockLinkId === null)).toBe(true);
    const imports = await importsCount();

    // The same bytes again: nothing more, the first count, and validation says why.
    expect(dataOf(await importFile(file))).toEqual({
      count: 2,
      already_imported: true,
      message: productMessages.punchImportAlreadyImported,
    });
    expect(await punchesOf([day.booking.assignmentId, night.booking.assignmentId])).toHaveLength(4);
    expect(await importsCount()).toBe(imports);
    expect(dataOf(await validate(file))).toEqual({
      already_imported: [{ row: 1, field: 'file', value: null, message: productMessages.punchImportFileImported }],
    });
  });

  it('replays the first answer to a retry with the same Idempotency-Key', async () => {
    const { nurse, booking } = await nurseBooked('2025-06-12', '07:00', '15:00');
    const file = csv(`${nurse.empId},2025-06-12 07:00,2025-06-12 15:00,30,`);
    const headers = { ...s.admin, 'idempotency-key': 'punch-import-retry-0001' };
    const first = dataOf(await importFile(file, headers));
    expect(first.already_imported).toBe(false);
    expect(dataOf(await importFile(file, headers))).toEqual(first);
    expect(await punchesOf([booking.assignmentId])).toHaveLength(2);
  });
});

describe('a file with problems', () => {
  it('lists each problem by type and row, and the import saves nothing', async () => {
    const good = await nurseBooked('2025-07-01', '07:00', '15:00');
    const twice = await nurseBooked('2025-07-01', '07:00', '15:00');
    // Two bookings of one nurse that the same punches overlap: the shift column must choose.
    const both = await nurseBooked('2025-07-02', '07:00', '11:00');
    const second = await addBooking(t, {
      facilityId: s.sunrise,
      zone,
      employee: both.nurse,
      date: '2025-07-02',
      start: '11:00',
      end: '15:00',
    });
    const punched = await nurseBooked('2025-07-03', '07:00', '15:00');
    await punch(t, s.sunrise, punched.booking, [{ at: punched.booking.startsAt, kind: 'IN' }]);
    const [{ shiftId }] = (await t.deps.db
      .select({ shiftId: positions.shiftId })
      .from(assignments)
      .innerJoin(positions, eq(positions.id, assignments.positionId))
      .where(eq(assignments.id, second.assignmentId))) as [{ shiftId: string }];
    const file = csv(
      `${good.nurse.empId},2025-07-01 07:00,2025-07-01 15:00,30,`, // row 2: fine
      `999999999,2025-07-01 07:00,2025-07-01 15:00,30,`, // row 3: nobody
      `${good.nurse.empId},2025-07-01 07:00,,30,`, // row 4: no clock-out
      `${good.nurse.empId},07/01/2025 7am,2025-07-01 15:00,30,`, // row 5: not a time
      `${good.nurse.empId},2025-07-01 15:00,2025-07-01 07:00,30,`, // row 6: out before in
      `${good.nurse.empId},2099-07-01 07:00,2099-07-01 15:00,30,`, // row 7: not yet
      `${good.nurse.empId},2025-07-01 07:00,2025-07-02 08:00,30,`, // row 8: 25 hours
      `${good.nurse.empId},2025-07-01 07:00,2025-07-01 08:00,90,`, // row 9: break longer than the time
      `${good.nurse.empId},2025-08-01 07:00,2025-08-01 15:00,30,`, // row 10: no booking then
      `${both.nurse.empId},2025-07-02 07:00,2025-07-02 15:00,30,`, // row 11: two bookings, no shift named
      `${punched.nurse.empId},2025-07-03 07:00,2025-07-03 15:00,30,`, // row 12: punched on the phone already
      `${twice.nurse.empId},2025-07-01 07:00,2025-07-01 15:00,30,`, // row 13: fine
      `${twice.nurse.empId},2025-07-01 07:30,2025-07-01 14:00,30,`, // row 14: the same booking again
      `${both.nurse.empId},2025-07-02 11:00,2025-07-02 15:00,0,${shiftId}`, // row 15: the shift picks one
    );
    const problems = dataOf(await validate(file));
    const rowsOf = (key: keyof typeof problems) => problems[key]?.map((p) => [p.row, p.field, p.message]);
    expect(rowsOf('unknown_employees')).toEqual([[3, 'emp_id', productMessages.punchImportUnknownEmployee]]);
    expect(rowsOf('blank_fields')).toEqual([[4, 'out', productMessages.bulkBlankField]]);
    expect(rowsOf('invalid_values')).toEqual([
      [5, 'in', productMessages.punchImportBadTime],
      [6, 'out', productMessages.punchImportOutNotAfterIn],
      [7, 'in', productMessages.punchImportFutureTime],
      [7, 'out', productMessages.punchImportFutureTime],
      [8, 'out', productMessages.punchImportTooLong(PUNCH_IMPORT_MAX_HOURS)],
      [9, 'break_minutes', productMessages.punchImportBadBreak],
    ]);
    expect(rowsOf('no_booking')).toEqual([
      [10, 'in', productMessages.punchImportNoBooking],
      [11, 'in', expect.stringContaining(shiftId)],
    ]);
    expect(rowsOf('already_recorded')).toEqual([[12, 'in', productMessages.punchImportAlreadyPunched]]);
    expect(rowsOf('duplicate_rows')).toEqual([[14, 'in', productMessages.punchImportSameBooking(13)]]);
    expect(Object.keys(problems).sort()).toEqual(
      ['already_recorded', 'blank_fields', 'duplicate_rows', 'invalid_values', 'no_booking', 'unknown_employees'].sort(),
    );

    const imports = await importsCount();
    expect(refused(await importFile(file), 422)).toEqual([messages.fileValidationFailed]);
    expect(await punchesOf([good.booking.assignmentId, twice.booking.assignmentId, second.assignmentId])).toHaveLength(0);
    expect(await cardOf(good.booking.assignmentId)).toBeUndefined();
    expect(await importsCount()).toBe(imports);
  });

  it('names a missing or unknown column from the header alone', async () => {
    const file = Buffer.from('emp_id,clock_in,out,break_minutes\r\n1,2025-07-01 07:00,2025-07-01 15:00,30\r\n');
    expect(dataOf(await validate(file))).toEqual({
      invalid_columns: [
        { row: 1, field: 'clock_in', value: 'clock_in', message: productMessages.bulkUnknownColumn },
        { row: 1, field: 'in', value: null, message: productMessages.bulkMissingColumn },
      ],
    });
  });

  it('refuses a file that is not csv, or has no rows', async () => {
    expect(refused(await validate(csv('1,2025-07-01 07:00,2025-07-01 15:00,30,'), 'punches.xlsx'), 422)).toEqual([
      productMessages.punchImportOnlyCsv,
    ]);
    expect(refused(await validate(csv()), 422)).toEqual([productMessages.punchImportNoRows]);
  });
});

describe('daylight saving time in the facility’s zone (New York)', () => {
  it('refuses a wall time the clocks skip in spring, and saves nothing', async () => {
    const { nurse, booking } = await nurseBooked('2025-03-08', '23:00', '07:00', '2025-03-09');
    const file = csv(`${nurse.empId},2025-03-09 02:30,2025-03-09 07:00,0,`);
    expect(dataOf(await validate(file))).toEqual({
      nonexistent_times: [{ row: 2, field: 'in', value: '2025-03-09 02:30', message: productMessages.punchImportNoSuchTime }],
    });
    expect(refused(await importFile(file), 422)).toEqual([messages.fileValidationFailed]);
    expect(await punchesOf([booking.assignmentId])).toHaveLength(0);
  });

  it('counts the spring night as the clocks ran: 23:00 to 07:00 is 7 hours', async () => {
    const { nurse, booking } = await nurseBooked('2025-03-08', '23:00', '07:00', '2025-03-09');
    dataOf(await importFile(csv(`${nurse.empId},2025-03-08 23:00,2025-03-09 07:00,0,`)));
    expect(await cardOf(booking.assignmentId)).toMatchObject({ workedMinutes: 7 * 60 });
  });

  it('takes the first 01:30 of the autumn night, and counts 23:00 to 07:00 as 9 hours', async () => {
    const whole = await nurseBooked('2025-11-01', '23:00', '07:00', '2025-11-02');
    const late = await nurseBooked('2025-11-01', '23:00', '07:00', '2025-11-02');
    dataOf(
      await importFile(
        csv(`${whole.nurse.empId},2025-11-01 23:00,2025-11-02 07:00,0,`, `${late.nurse.empId},2025-11-02 01:30,2025-11-02 07:00,0,`),
      ),
    );
    expect(await cardOf(whole.booking.assignmentId)).toMatchObject({ workedMinutes: 9 * 60 });
    // 01:30 daylight time (05:30 UTC) to 07:00 standard time (12:00 UTC).
    const card = await cardOf(late.booking.assignmentId);
    expect(card!.clockInAt!.toISOString()).toBe('2025-11-02T05:30:00.000Z');
    expect(card).toMatchObject({ workedMinutes: 6 * 60 + 30 });
  });
});

describe('tenancy and access', () => {
  it('finds employees by the emp_id of the caller’s facility only', async () => {
    const other = await addNurse(t, s.maple);
    const problems = dataOf(await validate(csv(`${other.empId},2025-07-01 07:00,2025-07-01 15:00,30,`)));
    expect(problems.unknown_employees?.map((p) => p.row)).toEqual([2]);
  });
});
