import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { missedPunches, notifications, outbox, punches, timecardChanges, timecards } from '../../../src/db/schema';
import { timekeepingJobs } from '../../../src/modules/timekeeping/jobs';
import { findMissedPunches, MISSED_PUNCH_JOB, runMissedPunches } from '../../../src/modules/timekeeping/missed-punch-job';
import { ensureTimecard } from '../../../src/modules/timekeeping/timecards';
import { systemCtx, useTestApp } from '../../helpers/test-app';
import { bookNurse, hours, minutes, type Booking } from './fixtures';

const t = useTestApp();
let sunrise: string;
let maple: string;
// Far from the demo's bookings, so each run sees only this file's: the job is given its clock.
const start = new Date('2031-03-10T14:00:00.000Z');
const end = new Date(start.getTime() + hours(8));
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const log = () => ({ requestId: 'test', log: t.app.log });

beforeAll(async () => {
  sunrise = await t.sunriseId();
  maple = await t.mapleId();
});

const rowsOf = (b: Booking) => t.deps.db.select().from(missedPunches).where(eq(missedPunches.assignmentId, b.assignment.id));
const outboxTo = (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, to));

describe('the missed-punch job', () => {
  it('is a cron job of the timekeeping list, every minute', () => {
    const job = timekeepingJobs(() => t.deps).find((j) => j.name === MISSED_PUNCH_JOB);
    expect(job?.cron).toBe('* * * * *');
  });

  it('finds a missing clock-in 15 minutes after the start and a missing clock-out 60 minutes after the end, each once', async () => {
    const b = await bookNurse(t, sunrise, { startsAt: start, endsAt: end });

    await findMissedPunches(systemCtx(t), at(start, minutes(14)));
    expect(await rowsOf(b)).toEqual([]);

    const first = await runMissedPunches(t.deps, log(), at(start, minutes(15)));
    const [clockIn] = await rowsOf(b);
    expect(clockIn).toMatchObject({ kind: 'IN', status: 'OPEN', facilityId: sunrise, employeeId: b.employee.id, remindersSent: 1 });
    expect(first.found.map((f) => f.id)).toContain(clockIn!.id);

    // The timecard exists now and is flagged while the punch is missing.
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, b.assignment.id));
    expect(card).toMatchObject({ id: clockIn!.timecardId, flagged: true, clockInAt: null });

    // One MISSED-PUNCH notification per member of the facility (owner and admin), with the nurse.
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'MISSED-PUNCH'), eq(notifications.typeId, clockIn!.id)));
    expect(notes).toHaveLength(2);
    expect(
      notes.every((n) => n.facilityId === sunrise && n.nurseId === b.nurse.id && n.title === productMessages.missedPunchNoticeTitle),
    ).toBe(true);
    expect(notes[0]!.body).toContain(`${b.nurse.firstName} ${b.nurse.lastName} has no clock-in for ${b.shift.title}`);

    // The reminder: an SMS to her mobile and a mail to her address.
    const sms = await outboxTo(`+1${b.nurse.mobile}`);
    const mail = await outboxTo(b.nurse.email!);
    expect(sms).toHaveLength(1);
    expect(mail).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'SMS', status: 'PENDING' });
    expect(sms[0]!.text).toContain(
      `propose the time you forgot to punch, with a reason, on the phone of your time clock: ${t.deps.config.publicUrl}/time-clock/missed-punches/${clockIn!.id}`,
    );

    // Runs a minute later, and again later the same day, add nothing.
    await findMissedPunches(systemCtx(t), at(start, minutes(16)));
    await findMissedPunches(systemCtx(t), at(end, minutes(59)));
    expect(await rowsOf(b)).toHaveLength(1);
    expect(await outboxTo(`+1${b.nurse.mobile}`)).toHaveLength(1);

    await findMissedPunches(systemCtx(t), at(end, minutes(60)));
    const both = await rowsOf(b);
    expect(both.map((r) => r.kind).sort()).toEqual(['IN', 'OUT']);
    expect(new Set(both.map((r) => r.timecardId)).size).toBe(1);
    await findMissedPunches(systemCtx(t), at(end, minutes(61)));
    expect(await rowsOf(b)).toHaveLength(2);
    const notesAfter = await t.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'MISSED-PUNCH'),
          inArray(
            notifications.typeId,
            both.map((r) => r.id),
          ),
        ),
      );
    expect(notesAfter).toHaveLength(4);
    expect(await outboxTo(`+1${b.nurse.mobile}`)).toHaveLength(2);
  });

  it('leaves alone a punch that was made, a time the facility already set, and bookings older than two days', async () => {
    const s = at(start, hours(24));
    const punched = await bookNurse(t, sunrise, { startsAt: s, endsAt: at(s, hours(8)) });
    await t.deps.db.insert(punches).values({
      facilityId: sunrise,
      assignmentId: punched.assignment.id,
      employeeId: punched.employee.id,
      kind: 'IN',
      punchedAt: at(s, minutes(2)),
      photoKey: 'x',
      latitude: 27.9506,
      longitude: -82.4572,
      accuracyMetres: 10,
      distanceMetres: 5,
    });
    const corrected = await bookNurse(t, maple, { startsAt: s, endsAt: at(s, hours(8)) });
    const card = await ensureTimecard(t.deps.db, corrected.assignment.id);
    await t.deps.db
      .update(timecards)
      .set({ clockInAt: at(s, minutes(1)) })
      .where(eq(timecards.id, card.id));
    const old = await bookNurse(t, sunrise, { startsAt: at(s, -hours(60)), endsAt: at(s, -hours(52)) });

    await findMissedPunches(systemCtx(t), at(s, minutes(30)));
    expect(await rowsOf(punched)).toEqual([]);
    expect(await rowsOf(corrected)).toEqual([]);
    expect(await rowsOf(old)).toEqual([]);
    // The clock-out of the punched booking is still missed at its time.
    await findMissedPunches(systemCtx(t), at(s, hours(9)));
    expect((await rowsOf(punched)).map((r) => r.kind)).toEqual(['OUT']);
    expect(await t.deps.db.select().from(timecardChanges).where(eq(timecardChanges.timecardId, card.id))).toEqual([]);
  });

  it('reminds by SMS only a nurse without an e-mail address', async () => {
    const s = at(start, hours(48));
    const b = await bookNurse(t, sunrise, { startsAt: s, endsAt: at(s, hours(8)), email: null });
    const run = await findMissedPunches(systemCtx(t), at(s, minutes(20)));
    expect(run.found.filter((f) => f.assignmentId === b.assignment.id)).toHaveLength(1);
    const sent = await t.deps.db
      .select({ channel: outbox.channel, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, `+1${b.nurse.mobile}`));
    expect(sent.map((r) => r.channel)).toEqual(['SMS']);
  });

  it('two runs at once (two instances) file each missed punch once and notify once', async () => {
    const s = at(start, hours(72));
    const b = await bookNurse(t, sunrise, { startsAt: s, endsAt: at(s, hours(8)) });
    const runs = await Promise.all([
      findMissedPunches(systemCtx(t), at(s, minutes(20))),
      findMissedPunches(systemCtx(t), at(s, minutes(20))),
    ]);
    const rows = await rowsOf(b);
    expect(rows).toHaveLength(1);
    expect(runs.flatMap((r) => r.found).filter((f) => f.assignmentId === b.assignment.id)).toHaveLength(1);
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.typeId, rows[0]!.id));
    expect(notes).toHaveLength(2);
    expect(await outboxTo(`+1${b.nurse.mobile}`)).toHaveLength(1);
  });
});
