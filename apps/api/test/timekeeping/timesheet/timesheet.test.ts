import { punchPhotoKey } from '@careroster/shared/api/timekeeping/clock-details';
import { productMessages } from '@careroster/shared/messages';
import { zonedInstant } from '@careroster/shared/format/wall-clock';
import { getClockDetailsContract, punchPhotoContract } from '@careroster/shared/api/timekeeping/clock-details';
import { exportTimesheetContract } from '@careroster/shared/api/timekeeping/export-timesheet';
import { listTimesheetContract } from '@careroster/shared/api/timekeeping/list-timesheet';
import {
  approveTimecardsContract,
  correctTimecardContract,
  disputeTimecardContract,
  timecardHistoryContract,
} from '@careroster/shared/api/timekeeping/timecard-actions';
import { getTimekeepingSettingsContract, updateTimekeepingSettingsContract } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, facilities, nurses, punches } from '../../../src/db/schema';
import { autoApproveJob } from '../../../src/modules/timekeeping/auto-approve-job';
import { dataOf, type QueryOf, messagesOf } from '../../helpers/contract-call';
import { depsAt, useDemoSessions, useTestApp } from '../../helpers/test-app';
import { addBooking, cardOf, punch, soloEmployee } from './helpers';

const t = useTestApp();
const sessions = useDemoSessions(t);

const sheet = async (date: string, headers = sessions.admin, extra: QueryOf<typeof listTimesheetContract> = {}) =>
  (await t.call(listTimesheetContract, { query: { date, ...extra }, headers })).data;
const rowOf = async (date: string, assignmentId: string, headers = sessions.admin) =>
  (await sheet(date, headers)).rows.find((r) => r.assignment_id === assignmentId)!;
const at = (date: string, time: string, zone: string) => zonedInstant(date, time, zone);

describe('timekeeping settings', () => {
  it('reads the defaults and refuses bad values with clear messages', async () => {
    const settings = (await t.call(getTimekeepingSettingsContract, { headers: sessions.admin })).data;
    // The demo facilities approve within a week (decision 019); the product's default is 48 hours.
    expect(settings).toMatchObject({ geofence_radius_metres: 300, approval_deadline_hours: 168, rounding_minutes: 0 });

    const bad = async (payload: object, message: string) => {
      const res = await t.call(updateTimekeepingSettingsContract, { body: payload, headers: sessions.admin });
      expect(res.statusCode, res.body).toBe(422);
      expect(messagesOf(res)).toContain(message);
    };
    await bad({ geofence_radius_metres: 150 }, productMessages.timekeepingGeofenceInvalid(200, 10_000));
    await bad({ rounding_minutes: 10 }, productMessages.timekeepingRoundingInvalid);
    await bad({ approval_deadline_hours: -1 }, productMessages.timekeepingDeadlineInvalid(720));
    await bad({ latitude: 95, longitude: 0 }, productMessages.timekeepingLatitudeInvalid);
    await bad({ latitude: 27.9 }, productMessages.timekeepingCoordinatesTogether);
    await bad({ overtime_rule: 'WEEKLY' }, productMessages.timekeepingOvertimeRuleInvalid);

    const saved = (
      await t.call(updateTimekeepingSettingsContract, {
        body: {
          geofence_radius_metres: 200,
          overtime_rule: 'CALIFORNIA',
          latitude: 27.95,
          longitude: -82.46,
        },
        headers: sessions.admin,
      })
    ).data;
    expect(saved.settings).toMatchObject({ geofence_radius_metres: 200, overtime_rule: 'CALIFORNIA', latitude: 27.95 });
    expect(saved.message).toBe(productMessages.timekeepingSettingsSaved);
  });
});

describe('worked time', () => {
  it('rounds punches to 5, 6 and 15 minutes or not at all, and recomputes timecards not yet approved', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 0);
    const b = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-05-06',
      start: '07:00',
      end: '15:00',
    });
    const approvedBooking = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-05-07',
      start: '07:00',
      end: '15:00',
    });
    // 07:07:30 and 15:08: 07:00/15:15 with 15, 07:05/15:10 with 5, 07:06/15:06 with 6.
    await punch(t, sessions.sunrise, b, [
      { kind: 'IN', at: new Date(at('2025-05-06', '07:07', 'EST').getTime() + 30_000) },
      { kind: 'OUT', at: at('2025-05-06', '15:08', 'EST') },
    ]);
    const { card: approved } = await punch(t, sessions.sunrise, approvedBooking, [
      { kind: 'IN', at: at('2025-05-07', '07:07', 'EST') },
      { kind: 'OUT', at: at('2025-05-07', '15:08', 'EST') },
    ]);
    // Unrounded, the half minute does not count: 480.5 minutes on the clock are 480.
    expect((await rowOf('2025-05-06', b.assignmentId)).worked_minutes).toBe(8 * 60 - 30);
    dataOf(await t.call(approveTimecardsContract, { body: { timecard_ids: [approved.id] }, headers: sessions.admin }));

    const expected: [number, number][] = [
      [15, 8 * 60 + 15 - 30],
      [5, 8 * 60 + 5 - 30],
      [6, 8 * 60 - 30],
      [0, 8 * 60 - 30],
    ];
    for (const [rounding, minutes] of expected) {
      const saved = (await t.call(updateTimekeepingSettingsContract, { body: { rounding_minutes: rounding }, headers: sessions.admin }))
        .data;
      expect(saved.recomputed).toBeGreaterThan(0);
      expect(saved.message).toBe(productMessages.timekeepingSettingsRecomputed(saved.recomputed));
      expect((await rowOf('2025-05-06', b.assignmentId)).worked_minutes, `rounding ${rounding}`).toBe(minutes);
      // The approved card keeps the minutes it was approved with.
      expect((await cardOf(t, approved.id)).workedMinutes).toBe(8 * 60 + 1 - 30);
    }
  });

  it('puts a night shift on the day it starts and counts the hours really worked across midnight and DST, in EST and PST', async () => {
    await t.deps.db.update(facilities).set({ timezone: 'PST' }).where(eq(facilities.id, sessions.maple));
    try {
      for (const [facilityId, zone, headers, offset] of [
        [sessions.sunrise, 'EST', sessions.admin, 1],
        [sessions.maple, 'PST', sessions.manager, 1],
      ] as const) {
        const nurse = await soloEmployee(t, facilityId, offset);
        const cases = [
          { date: '2025-06-10', next: '2025-06-11', hours: 8 },
          // Autumn: 01:00-02:00 happens twice, so 23:00-07:00 is 9 hours.
          { date: '2025-11-01', next: '2025-11-02', hours: 9 },
          // Spring: 02:00-03:00 does not exist, so 23:00-07:00 is 7 hours.
          { date: '2025-03-08', next: '2025-03-09', hours: 7 },
        ];
        for (const c of cases) {
          const b = await addBooking(t, { facilityId, zone, employee: nurse, date: c.date, endDate: c.next, start: '23:00', end: '07:00' });
          await punch(t, facilityId, b, [
            { kind: 'IN', at: at(c.date, '23:00', zone) },
            { kind: 'OUT', at: at(c.next, '07:00', zone) },
          ]);
          const row = await rowOf(c.date, b.assignmentId, headers);
          expect(row.work_date, `${zone} ${c.date}`).toBe(c.date);
          expect(row.worked_minutes, `${zone} ${c.date}`).toBe(c.hours * 60 - 30);
        }
      }
    } finally {
      await t.deps.db.update(facilities).set({ timezone: 'CST' }).where(eq(facilities.id, sessions.maple));
    }
  });
});

describe('timecard actions', () => {
  it('disputes with a reason, corrects with a reason keeping the raw punches, approves, and keeps the history', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 2);
    const b = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-07-01',
      start: '07:00',
      end: '15:00',
    });
    const { card } = await punch(t, sessions.sunrise, b, [
      { kind: 'IN', at: at('2025-07-01', '07:20', 'EST') },
      { kind: 'OUT', at: at('2025-07-01', '15:00', 'EST') },
    ]);

    const noReason = await t.call(disputeTimecardContract, {
      params: { timecardId: card.id },
      body: { reason: '  ' },
      headers: sessions.admin,
    });
    expect(noReason.statusCode).toBe(422);
    expect(messagesOf(noReason)).toContain(productMessages.timecardReasonRequired);

    const disputed = (
      await t.call(disputeTimecardContract, {
        params: { timecardId: card.id },
        body: { reason: 'Arrived at 07:00 per the supervisor' },
        headers: sessions.admin,
      })
    ).data;
    expect(disputed.timecard).toMatchObject({ status: 'DISPUTED', dispute_reason: 'Arrived at 07:00 per the supervisor' });
    expect(
      (await t.call(disputeTimecardContract, { params: { timecardId: card.id }, body: { reason: 'again' }, headers: sessions.admin }))
        .statusCode,
    ).toBe(409);

    const backwards = await t.call(correctTimecardContract, {
      params: { timecardId: card.id },
      body: {
        clock_in_at: at('2025-07-01', '16:00', 'EST').toISOString(),
        reason: 'x',
      },
      headers: sessions.admin,
    });
    expect(backwards.statusCode).toBe(422);
    expect(messagesOf(backwards)).toContain(productMessages.timecardOutBeforeIn);
    const tooFar = await t.call(correctTimecardContract, {
      params: { timecardId: card.id },
      body: {
        clock_in_at: '2025-07-05T07:00:00Z',
        reason: 'x',
      },
      headers: sessions.admin,
    });
    expect(messagesOf(tooFar)).toContain(productMessages.timecardCorrectionTooFar);

    const corrected = (
      await t.call(correctTimecardContract, {
        params: { timecardId: card.id },
        body: {
          clock_in_at: at('2025-07-01', '07:00', 'EST').toISOString(),
          break_minutes: 45,
          reason: 'Supervisor confirmed',
        },
        headers: sessions.admin,
      })
    ).data;
    expect(corrected.timecard).toMatchObject({ corrected: true, status: 'DISPUTED', worked_minutes: 8 * 60 - 45 });
    expect(corrected.timecard.clock_in_at).toBe(at('2025-07-01', '07:00', 'EST').toISOString());
    const [raw] = await t.deps.db
      .select({ at: punches.punchedAt })
      .from(punches)
      .where(and(eq(punches.assignmentId, b.assignmentId), eq(punches.kind, 'IN')));
    expect(raw!.at.toISOString()).toBe(at('2025-07-01', '07:20', 'EST').toISOString());

    // Both times later than the old clock-out: recorded in the order that stays valid.
    dataOf(
      await t.call(correctTimecardContract, {
        params: { timecardId: card.id },
        body: {
          clock_in_at: at('2025-07-01', '15:30', 'EST').toISOString(),
          clock_out_at: at('2025-07-01', '20:00', 'EST').toISOString(),
          reason: 'Wrong shift recorded',
        },
        headers: sessions.admin,
      }),
    );

    const approved = (await t.call(approveTimecardsContract, { body: { timecard_ids: [card.id] }, headers: sessions.admin })).data;
    expect(approved.approved).toEqual([card.id]);
    const final = await t.call(correctTimecardContract, {
      params: { timecardId: card.id },
      body: { break_minutes: 0, reason: 'late' },
      headers: sessions.admin,
    });
    expect(final.statusCode).toBe(409);
    expect(messagesOf(final)).toContain(productMessages.timecardApprovedIsFinal);

    const history = (await t.call(timecardHistoryContract, { params: { timecardId: card.id }, headers: sessions.admin })).data;
    const fields = history.changes.map((c) => c.field).sort();
    expect(fields).toEqual(['break_minutes', 'clock_in_at', 'clock_in_at', 'clock_out_at', 'status', 'status'].sort());
    expect(history.changes.every((c) => c.actor_kind === 'USER' && c.actor_name === 'Adam Reyes')).toBe(true);
    expect(history.changes.find((c) => c.field === 'break_minutes')).toMatchObject({
      old_value: '30',
      new_value: '45',
      reason: 'Supervisor confirmed',
    });
    expect(history.changes.find((c) => c.new_value === 'DISPUTED')).toMatchObject({
      old_value: 'PENDING',
      reason: 'Arrived at 07:00 per the supervisor',
    });
  });

  it('approves many at once and says which were refused and why', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 3);
    const complete = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-08-04',
      start: '07:00',
      end: '15:00',
    });
    const open = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-08-05',
      start: '07:00',
      end: '15:00',
    });
    const { card: a } = await punch(t, sessions.sunrise, complete, [
      { kind: 'IN', at: at('2025-08-04', '07:00', 'EST') },
      { kind: 'OUT', at: at('2025-08-04', '15:00', 'EST') },
    ]);
    const { card: b } = await punch(t, sessions.sunrise, open, [{ kind: 'IN', at: at('2025-08-05', '07:00', 'EST') }]);
    const mapleNurse = await soloEmployee(t, sessions.maple, 3);
    const other = await addBooking(t, {
      facilityId: sessions.maple,
      zone: 'CST',
      employee: mapleNurse,
      date: '2025-08-04',
      start: '07:00',
      end: '15:00',
    });
    const { card: foreign } = await punch(t, sessions.maple, other, [
      { kind: 'IN', at: at('2025-08-04', '07:00', 'CST') },
      { kind: 'OUT', at: at('2025-08-04', '15:00', 'CST') },
    ]);

    const first = (await t.call(approveTimecardsContract, { body: { timecard_ids: [a.id, b.id, foreign.id] }, headers: sessions.admin }))
      .data;
    expect(first.approved).toEqual([a.id]);
    expect(first.refused).toEqual([
      expect.objectContaining({ timecard_id: b.id, reason: productMessages.timecardIncomplete }),
      expect.objectContaining({ timecard_id: foreign.id, reason: productMessages.timecardNotFound, nurse_name: null }),
    ]);
    expect(first.message).toBe(productMessages.timecardsApproved(1, 2));
    const again = (await t.call(approveTimecardsContract, { body: { timecard_ids: [a.id] }, headers: sessions.admin })).data;
    expect(again.refused[0]!.reason).toBe(productMessages.timecardAlreadyApproved);
    expect((await cardOf(t, foreign.id)).status).toBe('PENDING');

    const sheetRows = await sheet('2025-08-04', sessions.admin, { status: 'APPROVED' });
    expect(sheetRows.rows.map((r) => r.timecard_id)).toContain(a.id);
    expect(sheetRows.rows.every((r) => r.status === 'APPROVED')).toBe(true);
    const flagged = await sheet('2025-08-04', sessions.admin, { flagged: 'true' });
    expect(flagged.rows.map((r) => r.timecard_id)).toContain(b.id);
    expect(flagged.rows.every((r) => r.flagged)).toBe(true);
  });

  it('shows bookings that started without a punch as no punches, and pages by pay period', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 4);
    const b = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-09-10',
      start: '07:00',
      end: '15:00',
    });
    const s = await sheet('2025-09-10');
    expect(s.period).toMatchObject({ start: '2025-09-07', end: '2025-09-13', previous: '2025-09-06', next: '2025-09-14' });
    expect(s.rows.find((r) => r.assignment_id === b.assignmentId)).toMatchObject({
      timecard_id: null,
      status: 'PENDING',
      flagged: true,
      worked_minutes: 0,
    });
  });
});

describe('auto-approval', () => {
  it('approves complete PENDING timecards once the deadline after their period has passed, as SYSTEM with the reason', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 5);
    // Week of Sunday 2025-10-05 to Saturday 10-11; due 48 h after Sunday 10-12 00:00 EST.
    const b = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-10-08',
      start: '07:00',
      end: '15:00',
    });
    const disputedBooking = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-10-09',
      start: '07:00',
      end: '15:00',
    });
    const { card } = await punch(t, sessions.sunrise, b, [
      { kind: 'IN', at: at('2025-10-08', '07:00', 'EST') },
      { kind: 'OUT', at: at('2025-10-08', '15:00', 'EST') },
    ]);
    const { card: disputed } = await punch(t, sessions.sunrise, disputedBooking, [
      { kind: 'IN', at: at('2025-10-09', '07:00', 'EST') },
      { kind: 'OUT', at: at('2025-10-09', '15:00', 'EST') },
    ]);
    dataOf(
      await t.call(disputeTimecardContract, {
        params: { timecardId: disputed.id },
        body: { reason: 'Check the hours' },
        headers: sessions.admin,
      }),
    );
    dataOf(await t.call(updateTimekeepingSettingsContract, { body: { approval_deadline_hours: 48 }, headers: sessions.admin }));
    const log = t.app.log;
    const run = (now: Date) => autoApproveJob(() => depsAt(t, now)).handler({}, { jobId: 'test', attempt: 1, log });

    await run(new Date(at('2025-10-14', '00:00', 'EST').getTime() - 60_000));
    expect((await cardOf(t, card.id)).status).toBe('PENDING');
    await run(at('2025-10-14', '00:00', 'EST'));
    expect(await cardOf(t, card.id)).toMatchObject({ status: 'APPROVED', autoApproved: true, decidedBy: null });
    expect((await cardOf(t, disputed.id)).status).toBe('DISPUTED');
    await run(at('2025-10-15', '00:00', 'EST'));

    const history = (await t.call(timecardHistoryContract, { params: { timecardId: card.id }, headers: sessions.admin })).data;
    expect(history.changes).toEqual([
      expect.objectContaining({
        field: 'status',
        new_value: 'APPROVED',
        actor_kind: 'SYSTEM',
        actor_name: productMessages.timecardSystemActor,
        reason: productMessages.timecardAutoApprovedReason(48),
      }),
    ]);
    expect((await rowOf('2025-10-08', b.assignmentId)).auto_approved).toBe(true);
  });
});

describe('details, photos, export and tenancy', () => {
  it('answers the clock in/out details with distances and photo paths, and serves the photo sandboxed', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 6);
    const b = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-04-02',
      start: '07:00',
      end: '15:00',
    });
    const { card, punchIds } = await punch(t, sessions.sunrise, b, [
      { kind: 'IN', at: at('2025-04-02', '06:58', 'EST'), distance: 35.5 },
      {
        kind: 'OUT',
        at: at('2025-04-02', '15:03', 'EST'),
        distance: 4200,
        photo: false,
        flags: ['NO_PHOTO', 'OUTSIDE_GEOFENCE'],
        reason: 'Camera broken',
      },
    ]);
    await t.deps.files.put(punchPhotoKey(sessions.sunrise, punchIds[0]!), Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');

    const details = (await t.call(getClockDetailsContract, { params: { timecardId: card.id }, headers: sessions.admin })).data;
    const [n] = await t.deps.db.select().from(nurses).where(eq(nurses.id, nurse.nurseId));
    expect(details).toMatchObject({
      shift_info: { title: 'Test Shift', start_date: at('2025-04-02', '07:00', 'EST').toISOString(), timezone: 'EST' },
      nurse_name: `${n!.firstName} ${n!.lastName}`,
      clock_in_time: at('2025-04-02', '06:58', 'EST').toISOString(),
      clock_in_distance: 35.5,
      clock_out_distance: 4200,
      clock_in_image: `/facilities/punches/${punchIds[0]}/photo`,
      clock_out_image: null,
    });
    const row = await rowOf('2025-04-02', b.assignmentId);
    expect(row).toMatchObject({ flagged: true });
    expect(row.flags.sort()).toEqual(['NO_PHOTO', 'OUTSIDE_GEOFENCE']);

    const photo = await t.call(punchPhotoContract, { params: { punchId: punchIds[0]! }, headers: sessions.admin });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-security-policy']).toContain('sandbox');
    expect(photo.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    expect((await t.call(punchPhotoContract, { params: { punchId: punchIds[1]! }, headers: sessions.admin })).statusCode).toBe(404);

    // Another facility's timecard and punch are not found, whatever the route.
    const mapleAdmin = sessions.manager;
    expect((await t.call(getClockDetailsContract, { params: { timecardId: card.id }, headers: mapleAdmin })).statusCode).toBe(404);
    expect((await t.call(timecardHistoryContract, { params: { timecardId: card.id }, headers: mapleAdmin })).statusCode).toBe(404);
    expect(
      (await t.call(disputeTimecardContract, { params: { timecardId: card.id }, body: { reason: 'x' }, headers: mapleAdmin })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(correctTimecardContract, {
          params: { timecardId: card.id },
          body: { break_minutes: 0, reason: 'x' },
          headers: mapleAdmin,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(punchPhotoContract, { params: { punchId: punchIds[0]! }, headers: mapleAdmin })).statusCode).toBe(404);
    expect((await sheet('2025-04-02', mapleAdmin)).rows.some((r) => r.timecard_id === card.id)).toBe(false);
  });

  it('exports the filtered period as CSV with formula-safe cells', async () => {
    const nurse = await soloEmployee(t, sessions.sunrise, 7);
    await t.deps.db.update(nurses).set({ firstName: '=HYPERLINK("http://x")', lastName: '+Evil' }).where(eq(nurses.id, nurse.nurseId));
    const b = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: nurse,
      date: '2025-12-03',
      start: '07:00',
      end: '15:00',
    });
    const { card } = await punch(t, sessions.sunrise, b, [
      { kind: 'IN', at: at('2025-12-03', '07:00', 'EST') },
      { kind: 'OUT', at: at('2025-12-03', '15:00', 'EST') },
    ]);
    dataOf(
      await t.call(disputeTimecardContract, { params: { timecardId: card.id }, body: { reason: '@SUM(1+1)' }, headers: sessions.admin }),
    );
    const [e] = await t.deps.db.select({ workerType: employees.workerType }).from(employees).where(eq(employees.id, nurse.id));

    const res = await t.call(exportTimesheetContract, {
      query: { date: '2025-12-03', status: 'DISPUTED', worker_type: e!.workerType },
      headers: sessions.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="timesheet-2025-11-30-2025-12-06.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date,Nurse,Worker type/);
    const line = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"") +Evil"`);
    expect(line).toContain("'@SUM(1+1)");
    expect(line).toContain('2025-12-03 07:00');
    expect(lines.slice(1).every((l) => l.includes('DISPUTED'))).toBe(true);
    expect(
      (await t.call(exportTimesheetContract, { query: { date: '2025-12-03', status: 'DISPUTED' }, headers: sessions.manager })).body,
    ).not.toContain('HYPERLINK');
  });
});
