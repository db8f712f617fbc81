import { productMessages } from '@careroster/shared/messages';
import { CORPORATE_TIMESHEET_LINK_DAYS } from '@careroster/shared/timekeeping/values';
import { addDays } from '@careroster/shared/format/wall-clock';
import {
  approveRemainingLinesContract,
  decideCorporateLineContract,
  getApproverTimesheetContract,
  logAttendanceContract,
  submitCorporateTimesheetContract,
} from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { corporateTimesheetOptionsContract } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet-options';
import { exportCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/export-corporate-timesheet';
import { getCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/get-corporate-timesheet';
import { listCorporateTimesheetsContract } from '@careroster/shared/api/timekeeping/corporate/list-corporate-timesheets';
import { resendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/resend-corporate-timesheet';
import { sendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/send-corporate-timesheet';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { corporateTimesheetLines, corporateTimesheets, notifications, outbox, timecardChanges, timecards } from '../../../src/db/schema';
import { hashToken } from '../../../src/platform/tokens';
import { type BodyOf, dataOf, messagesOf } from '../../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../../helpers/test-app';
import { agenciesByBookings, agencyCardIds, approverToken, bookingsIn, lastPeriod, workedTimecard, type Booking } from './helpers';

const t = useTestApp();
const sessions = useDemoSessions(t);
let period: Awaited<ReturnType<typeof lastPeriod>>;
/** Agency A: the period's timecards are sent; agency B: its nurses' timecards must stay out of A's sheet. */
let agencyA: string;
let agencyB: string;
let bookingsA: Booking[];
let cardIdsA: string[];
let cardIdsB: string[];
let otherCardIds: string[];

const send = (payload: BodyOf<typeof sendCorporateTimesheetContract>, headers = sessions.admin) =>
  t.call(sendCorporateTimesheetContract, { body: payload, headers });

beforeAll(async () => {
  period = await lastPeriod(t, sessions.sunrise);
  const bookings = await bookingsIn(t, sessions.sunrise, period);
  const byAgency = agenciesByBookings(bookings);
  expect(byAgency.length, 'the demo books nurses of at least two agencies in a past week').toBeGreaterThanOrEqual(2);
  [agencyA, bookingsA] = byAgency[0]!;
  const [b, bookingsB] = byAgency[1]!;
  agencyB = b;
  for (const booking of bookingsA) await workedTimecard(t, booking);
  for (const booking of bookingsB.slice(0, 2)) await workedTimecard(t, booking);
  // Agency nurses' other cards of the period (the demo's, in any state) are on the sheet too.
  cardIdsA = await agencyCardIds(t, sessions.sunrise, agencyA, period);
  cardIdsB = await agencyCardIds(t, sessions.sunrise, agencyB, period);
  expect(cardIdsA.length).toBeGreaterThanOrEqual(bookingsA.length);
  otherCardIds = [];
  for (const booking of bookings.filter((x) => x.workerType !== 'AN').slice(0, 2)) otherCardIds.push((await workedTimecard(t, booking)).id);
});
afterEach(() => vi.useRealTimers());

async function sendA(email: string) {
  const res = await send({ agency_id: agencyA, period_start: period.start, approver_name: 'Pat Approver', approver_email: email });
  const answer = res.data;
  return { ...answer, token: await approverToken(t, email) };
}

/** Closes A's open sheet so the next test can send the period again. */
async function closeOpenSheets() {
  await t.deps.db
    .update(corporateTimesheets)
    .set({ status: 'APPROVED', submittedAt: new Date() })
    .where(and(eq(corporateTimesheets.facilityId, sessions.sunrise), eq(corporateTimesheets.status, 'SENT')));
  await t.deps.db
    .update(corporateTimesheets)
    .set({ status: 'APPROVED', submittedAt: new Date() })
    .where(and(eq(corporateTimesheets.facilityId, sessions.sunrise), eq(corporateTimesheets.status, 'IN_REVIEW')));
}

describe('sending a period to the agency', () => {
  it("has the demo's sheet in review at Maple Grove: one line disputed", async () => {
    const list = (await t.call(listCorporateTimesheetsContract, { headers: sessions.manager })).data;
    expect(list.results[0]).toMatchObject({ status: 'IN_REVIEW', approver_name: 'Jordan Blake', counts: { disputed: 1 } });
  });

  it('offers the last pay period with each agency and how many lines it has', async () => {
    const options = (await t.call(corporateTimesheetOptionsContract, { headers: sessions.admin })).data;
    expect(options.period).toEqual({ start: period.start, end: period.end });
    expect(options.periods[1]).toEqual(options.period);
    expect(options.agencies.find((a) => a.id === agencyA)).toMatchObject({ lines: cardIdsA.length, open_sheet_id: null });
    expect(options.agencies.find((a) => a.id === agencyB)).toMatchObject({ lines: cardIdsB.length });

    const res = await t.call(corporateTimesheetOptionsContract, {
      query: { period_start: addDays(period.start, 1) },
      headers: sessions.admin,
    });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual([productMessages.corporatePeriodNotStart]);
  });

  it("snapshots the period's timecards of that agency's nurses only, and mails a link whose token is stored hashed", async () => {
    const sent = await sendA('approver.snapshot@agency.example');
    expect(sent.lines).toBe(cardIdsA.length);
    expect(sent.message).toBe(productMessages.corporateSent('approver.snapshot@agency.example', cardIdsA.length));

    const lines = await t.deps.db.select().from(corporateTimesheetLines).where(eq(corporateTimesheetLines.corporateTimesheetId, sent.id));
    expect(lines.map((l) => l.timecardId).sort()).toEqual([...cardIdsA].sort());
    const cards = await t.deps.db.select().from(timecards);
    for (const line of lines) {
      const card = cards.find((c) => c.id === line.timecardId)!;
      expect(line).toMatchObject({
        kind: 'TIMECARD',
        status: 'PENDING',
        employeeId: card.employeeId,
        workDate: card.workDate,
        clockInAt: card.clockInAt,
        clockOutAt: card.clockOutAt,
        workedMinutes: card.workedMinutes,
      });
      expect(card.workDate >= period.start && card.workDate <= period.end).toBe(true);
    }
    for (const id of [...cardIdsB, ...otherCardIds]) expect(lines.some((l) => l.timecardId === id)).toBe(false);

    const [sheet] = await t.deps.db.select().from(corporateTimesheets).where(eq(corporateTimesheets.id, sent.id));
    expect(sheet!.tokenHash).toBe(hashToken(sent.token));
    expect(sheet!.tokenHash).not.toContain(sent.token);
    const days = (sheet!.tokenExpiresAt.getTime() - sheet!.sentAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(CORPORATE_TIMESHEET_LINK_DAYS);
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.to, 'approver.snapshot@agency.example'));
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: productMessages.corporateMailSubject('Sunrise Care Center') });
    expect(mail!.text).toContain(`https://careroster.test/corporate-timesheet-new/${sent.token}`);

    const detail = (await t.call(getCorporateTimesheetContract, { params: { sheetId: sent.id }, headers: sessions.admin })).data;
    expect(detail).toMatchObject({
      status: 'SENT',
      agency_id: agencyA,
      counts: { lines: cardIdsA.length, pending: cardIdsA.length, approved: 0, disputed: 0, logged: 0 },
    });
    expect(detail.worked_minutes).toBe(lines.reduce((s, l) => s + l.workedMinutes, 0));
    const list = (await t.call(listCorporateTimesheetsContract, { headers: sessions.admin })).data;
    expect(list.results[0]).toMatchObject({ id: sent.id, status: 'SENT', approver_email: 'approver.snapshot@agency.example' });
    await closeOpenSheets();
  });

  it('refuses a period already sent and still open, and an empty period, saying why', async () => {
    const sent = await sendA('approver.twice@agency.example');
    const again = await send({ agency_id: agencyA, period_start: period.start, approver_email: 'someone@agency.example' });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)[0]).toMatch(/still waiting for the approver/);
    const options = (await t.call(corporateTimesheetOptionsContract, { query: { period_start: period.start }, headers: sessions.admin }))
      .data;
    expect(options.agencies.find((a) => a.id === agencyA)!.open_sheet_id).toBe(sent.id);

    const longAgo = addDays(period.start, -7 * 20);
    const empty = await send({ agency_id: agencyA, period_start: longAgo, approver_email: 'someone@agency.example' });
    expect(empty.statusCode).toBe(422);
    expect(messagesOf(empty)[0]).toMatch(/has no hours in this pay period/);
    const badEmail = await send({ agency_id: agencyA, period_start: period.start, approver_email: 'not an address' });
    expect(badEmail.statusCode).toBe(422);
    await closeOpenSheets();
  });

  it("keeps a facility's sheets to itself: another facility's manager gets 404 for reading, resending and exporting", async () => {
    const sent = await sendA('approver.tenancy@agency.example');
    for (const res of [
      await t.call(getCorporateTimesheetContract, { params: { sheetId: sent.id }, headers: sessions.manager }),
      await t.call(resendCorporateTimesheetContract, { params: { sheetId: sent.id }, body: {}, headers: sessions.manager }),
      await t.call(exportCorporateTimesheetContract, { params: { sheetId: sent.id }, headers: sessions.manager }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const list = (await t.call(listCorporateTimesheetsContract, { headers: sessions.manager })).data;
    expect(list.results.some((r) => r.id === sent.id)).toBe(false);
    // The same agency and period sent from the other facility holds that facility's timecards only.
    const fromMaple = await send({ agency_id: agencyA, period_start: period.start, approver_email: 'x@agency.example' }, sessions.manager);
    if (fromMaple.statusCode === 200) {
      const mapleSheet = fromMaple.data;
      const mapleLines = await t.deps.db
        .select()
        .from(corporateTimesheetLines)
        .where(eq(corporateTimesheetLines.corporateTimesheetId, mapleSheet.id));
      const cards = await t.deps.db.select({ id: timecards.id, facilityId: timecards.facilityId }).from(timecards);
      for (const l of mapleLines) expect(cards.find((c) => c.id === l.timecardId)!.facilityId).toBe(sessions.maple);
      expect(mapleLines.some((l) => cardIdsA.includes(l.timecardId!))).toBe(false);
    } else {
      expect(fromMaple.statusCode).toBe(422);
    }
    await closeOpenSheets();
  });
});

describe("the approver's link", () => {
  it('shows hours per nurse per day with totals, with Referrer-Policy no-referrer', async () => {
    const sent = await sendA('approver.view@agency.example');
    const res = await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const view = res.data;
    expect(view.status).toBe('SENT');
    const withLines = view.nurses.filter((n) => n.lines.length > 0);
    expect(withLines.flatMap((n) => n.lines).length).toBe(cardIdsA.length);
    for (const n of withLines) expect(n.worked_minutes).toBe(n.lines.reduce((s, l) => s + l.worked_minutes, 0));
    expect(view.worked_minutes).toBe(withLines.reduce((s, n) => s + n.worked_minutes, 0));
    await closeOpenSheets();
  });

  it("cannot reach another sheet's lines, and unknown tokens are a clear 404", async () => {
    const first = await sendA('approver.one@agency.example');
    const second = (await send({ agency_id: agencyB, period_start: period.start, approver_email: 'approver.two@agency.example' })).data;
    const [foreign] = await t.deps.db
      .select()
      .from(corporateTimesheetLines)
      .where(eq(corporateTimesheetLines.corporateTimesheetId, second.id));
    const res = await t.call(decideCorporateLineContract, {
      params: { token: first.token, lineId: foreign!.id },
      body: { decision: 'DISPUTED', comment: 'Not ours' },
      headers: {},
    });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual([productMessages.corporateLineUnknown]);
    const [unchanged] = await t.deps.db.select().from(corporateTimesheetLines).where(eq(corporateTimesheetLines.id, foreign!.id));
    expect(unchanged).toMatchObject({ status: 'PENDING', comment: null });

    const unknown = await t.call(getApproverTimesheetContract, { params: { token: 'x'.repeat(43) }, headers: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['referrer-policy']).toBe('no-referrer');
    expect(messagesOf(unknown)).toEqual([productMessages.corporateLinkUnknown]);
    await closeOpenSheets();
  });

  it('stops working when it expires (the clock moved past 14 days)', async () => {
    const sent = await sendA('approver.expiry@agency.example');
    expect((await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CORPORATE_TIMESHEET_LINK_DAYS * 24 + 1) * 3_600_000);
    const res = await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)[0]).toMatch(/^This timesheet link expired on /);
    const decide = await t.call(approveRemainingLinesContract, { params: { token: sent.token }, headers: {} });
    expect(decide.statusCode).toBe(404);
    await closeOpenSheets();
  });

  it('is replaced by a resend: the old link is unknown, the new one works and keeps the decisions', async () => {
    const sent = await sendA('approver.resend@agency.example');
    const view = (await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} })).data;
    const line = view.nurses.flatMap((n) => n.lines)[0]!;
    dataOf(
      await t.call(decideCorporateLineContract, {
        params: { token: sent.token, lineId: line.id },
        body: { decision: 'APPROVED' },
        headers: {},
      }),
    );

    const resent = (
      await t.call(resendCorporateTimesheetContract, {
        params: { sheetId: sent.id },
        body: { approver_email: 'approver.resend2@agency.example' },
        headers: sessions.admin,
      })
    ).data;
    expect(resent.message).toBe(productMessages.corporateResent('approver.resend2@agency.example'));
    const old = await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} });
    expect(old.statusCode).toBe(404);
    expect(messagesOf(old)).toEqual([productMessages.corporateLinkUnknown]);
    const fresh = await approverToken(t, 'approver.resend2@agency.example');
    const again = (await t.call(getApproverTimesheetContract, { params: { token: fresh }, headers: {} })).data;
    expect(again.nurses.flatMap((n) => n.lines).find((l) => l.id === line.id)!.status).toBe('APPROVED');
    const [sheet] = await t.deps.db.select().from(corporateTimesheets).where(eq(corporateTimesheets.id, sent.id));
    expect(sheet).toMatchObject({ resendCount: 1, approverEmail: 'approver.resend2@agency.example', status: 'IN_REVIEW' });
    await closeOpenSheets();
  });

  it('needs a comment to dispute, logs a missing attendance, and submits as DISPUTED: the timecard is disputed and the facility told', async () => {
    const sent = await sendA('approver.submit@agency.example');
    const view = (await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} })).data;
    const lines = view.nurses.flatMap((n) => n.lines);
    const disputed = lines[0]!;

    const noComment = await t.call(decideCorporateLineContract, {
      params: { token: sent.token, lineId: disputed.id },
      body: { decision: 'DISPUTED', comment: '  ' },
      headers: {},
    });
    expect(noComment.statusCode).toBe(422);
    expect(messagesOf(noComment)).toContain(productMessages.corporateDisputeNeedsComment);
    dataOf(
      await t.call(decideCorporateLineContract, {
        params: { token: sent.token, lineId: disputed.id },
        body: { decision: 'DISPUTED', comment: 'Left at 14:00, not 15:00' },
        headers: {},
      }),
    );

    const early = await t.call(submitCorporateTimesheetContract, { params: { token: sent.token }, headers: {} });
    expect(early.statusCode).toBe(422);
    expect(messagesOf(early)).toEqual([productMessages.corporateSubmitPending(lines.length - 1)]);

    // A missing attendance: a nurse of the sheet, a day of the period with no hours of hers.
    const nurse = view.nurses.find((n) => n.lines.length > 0)!;
    const busy = new Set(nurse.lines.map((l) => l.work_date));
    let day = period.start;
    while (busy.has(day)) day = addDays(day, 1);
    const attendance = {
      employee_id: nurse.employee_id,
      work_date: day,
      clock_in: '22:00',
      clock_out: '06:30',
      comment: 'Covered a call-out, forgot to punch',
    };
    const outside = await t.call(logAttendanceContract, {
      params: { token: sent.token },
      body: { ...attendance, work_date: addDays(period.end, 1) },
      headers: {},
    });
    expect(outside.statusCode).toBe(422);
    expect(messagesOf(outside)).toEqual([productMessages.corporateAttendanceOutsidePeriod]);
    const notOurs = await t.call(logAttendanceContract, {
      params: { token: sent.token },
      body: { ...attendance, employee_id: otherNurse() },
      headers: {},
    });
    expect(notOurs.statusCode).toBe(404);
    const noReason = await t.call(logAttendanceContract, {
      params: { token: sent.token },
      body: { ...attendance, comment: '' },
      headers: {},
    });
    expect(noReason.statusCode).toBe(422);
    const logged = (await t.call(logAttendanceContract, { params: { token: sent.token }, body: attendance, headers: {} })).data;
    const loggedLine = logged.nurses.find((n) => n.employee_id === nurse.employee_id)!.lines.find((l) => l.kind === 'LOGGED_ATTENDANCE')!;
    // Overnight: 22:00 to 06:30 the next morning is 8.5 hours.
    expect(loggedLine).toMatchObject({ work_date: day, worked_minutes: 510, status: 'APPROVED', comment: attendance.comment });
    const overlap = await t.call(logAttendanceContract, {
      params: { token: sent.token },
      body: { ...attendance, clock_in: '23:00', clock_out: '01:00' },
      headers: {},
    });
    expect(overlap.statusCode).toBe(409);

    const all = (await t.call(approveRemainingLinesContract, { params: { token: sent.token }, headers: {} })).data;
    expect(all.counts).toMatchObject({ pending: 0, disputed: 1, approved: lines.length, logged: 1 });
    const before = await t.deps.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.typeId, sent.id));
    expect(before).toHaveLength(0);

    const submitted = (await t.call(submitCorporateTimesheetContract, { params: { token: sent.token }, headers: {} })).data;
    expect(submitted).toEqual({ status: 'DISPUTED', message: productMessages.corporateSubmitted('DISPUTED') });

    const [lineRow] = await t.deps.db.select().from(corporateTimesheetLines).where(eq(corporateTimesheetLines.id, disputed.id));
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.id, lineRow!.timecardId!));
    expect(card).toMatchObject({ status: 'DISPUTED', disputeReason: 'Left at 14:00, not 15:00' });
    const history = await t.deps.db.select().from(timecardChanges).where(eq(timecardChanges.timecardId, card!.id));
    expect(history).toEqual([
      expect.objectContaining({
        field: 'status',
        oldValue: 'PENDING',
        newValue: 'DISPUTED',
        reason: 'Left at 14:00, not 15:00',
        actorKind: 'APPROVER',
        actorLabel: 'Pat Approver',
      }),
    ]);
    const otherCards = await t.deps.db
      .select()
      .from(timecards)
      .where(
        eq(
          timecards.id,
          cardIdsA.find((id) => id !== card!.id)!,
        ),
      );
    expect(otherCards[0]!.status).toBe('PENDING');

    const raised = await t.deps.db.select().from(notifications).where(eq(notifications.typeId, sent.id));
    expect(raised.length).toBeGreaterThan(0);
    for (const n of raised)
      expect(n).toMatchObject({
        type: 'TIMESHEET',
        facilityId: sessions.sunrise,
        title: productMessages.corporateNotificationTitle('DISPUTED'),
      });

    const detail = (await t.call(getCorporateTimesheetContract, { params: { sheetId: sent.id }, headers: sessions.admin })).data;
    expect(detail.status).toBe('DISPUTED');
    expect(detail.lines.filter((l) => l.kind === 'LOGGED_ATTENDANCE')).toHaveLength(1);
    expect(detail.counts).toMatchObject({ disputed: 1, logged: 1, pending: 0 });

    const afterwards = await t.call(decideCorporateLineContract, {
      params: { token: sent.token, lineId: disputed.id },
      body: { decision: 'APPROVED' },
      headers: {},
    });
    expect(afterwards.statusCode).toBe(409);
    expect(messagesOf(afterwards)).toEqual([productMessages.corporateAlreadySubmitted]);
    expect((await t.call(submitCorporateTimesheetContract, { params: { token: sent.token }, headers: {} })).statusCode).toBe(409);
    expect((await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} })).data.status).toBe('DISPUTED');
    const resend = await t.call(resendCorporateTimesheetContract, { params: { sheetId: sent.id }, body: {}, headers: sessions.admin });
    expect(resend.statusCode).toBe(409);
    expect(messagesOf(resend)).toEqual([productMessages.corporateResendClosed]);
  });

  it('submits as APPROVED when every line is approved, and leaves the timecards alone', async () => {
    const sent = await sendA('approver.approved@agency.example');
    dataOf(await t.call(approveRemainingLinesContract, { params: { token: sent.token }, headers: {} }));
    const submitted = (await t.call(submitCorporateTimesheetContract, { params: { token: sent.token }, headers: {} })).data;
    expect(submitted.status).toBe('APPROVED');
    const list = (await t.call(listCorporateTimesheetsContract, { query: { status: 'APPROVED' }, headers: sessions.admin })).data;
    expect(list.results.find((r) => r.id === sent.id)).toMatchObject({ status: 'APPROVED', counts: { approved: cardIdsA.length } });
  });
});

describe('CSV export', () => {
  it('writes one row per line with formula-safe cells', async () => {
    const sent = await sendA('approver.csv@agency.example');
    const view = (await t.call(getApproverTimesheetContract, { params: { token: sent.token }, headers: {} })).data;
    const line = view.nurses.flatMap((n) => n.lines)[0]!;
    dataOf(
      await t.call(decideCorporateLineContract, {
        params: { token: sent.token, lineId: line.id },
        body: { decision: 'DISPUTED', comment: '=HYPERLINK("http://evil.example","x")' },
        headers: {},
      }),
    );
    const res = await t.call(exportCorporateTimesheetContract, { params: { sheetId: sent.id }, headers: sessions.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="corporate-timesheet-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('Agency,Period start,Period end,Nurse,Day,Clock in,Clock out,Hours,Line,Status,Comment');
    expect(rows).toHaveLength(1 + cardIdsA.length);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
    for (const r of rows.slice(1)) expect(r).toMatch(/,\d{2}:\d{2},\d{2}:\d{2},\d+\.\d{2},Timecard,/);
    await closeOpenSheets();
  });
});

let otherNurseId: string;
const otherNurse = () => otherNurseId;
beforeAll(async () => {
  const bookings = await bookingsIn(t, sessions.sunrise, period);
  otherNurseId = bookings.find((b) => b.agencyId === agencyB)!.employeeId;
});
