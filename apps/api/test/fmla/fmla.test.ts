import { API_BASE } from '@careroster/shared/api/envelope';
import { pathOf } from '@careroster/shared/api/contract';
import {
  createFmlaCaseContract,
  createFmlaEntryContract,
  getFmlaCaseContract,
  listFmlaCasesContract,
  updateFmlaCaseContract,
  type CreateFmlaCaseBody,
} from '@careroster/shared/api/fmla/cases';
import {
  decideFmlaCertificationContract,
  fmlaCertificationFileContract,
  requestFmlaCertificationContract,
  uploadFmlaCertificationContract,
} from '@careroster/shared/api/fmla/certifications';
import { getFmlaSettingsContract, saveFmlaSettingsContract } from '@careroster/shared/api/fmla/settings';
import { addPtoAdjustmentContract } from '@careroster/shared/api/pto/add-adjustment';
import { suggestionsContract } from '@careroster/shared/api/staffing/suggestions';
import { addDays } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fmlaCertifications, notifications, outbox, ptoRequests } from '../../src/db/schema';
import { fmlaLeaveBetween } from '../../src/modules/fmla';
import { sendFmlaReminders } from '../../src/modules/fmla/reminder-job';
import { refused } from '../helpers/contract-call';
import { multipart } from '../helpers/multipart';
import { systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addTimecards, todayAt } from '../pto/helpers';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);
let today: string;
const title = JOB_TITLE_IDS.PHLEB;

beforeAll(async () => {
  today = await todayAt(t, s.sunrise);
  // Sunrise's own staff and 60 more of its employer within 75 miles: the worksite test is met.
  await t.call(saveFmlaSettingsContract, { body: { method: 'ROLLING', other_worksite_employees: 60 }, headers: s.admin });
});

/**
 * A nurse hired two years ago with 1,300 hours in the last 12 months: eligible under 825.110.
 * With `pendingOnly` no card is approved yet, so she has accrued no PTO (decision 023).
 */
async function eligibleNurse(mobile?: string, pendingOnly = false) {
  const nurse = await addNurse(t, s.sunrise, { jobTitleId: title, dateOfJoining: addDays(today, -730), status: 'ACTIVE' });
  await addTimecards(t, s.sunrise, nurse.id, [
    { workDate: addDays(today, -100), minutes: 650 * 60, status: pendingOnly ? 'PENDING' : 'APPROVED' },
    { workDate: addDays(today, -40), minutes: 650 * 60, status: 'PENDING' },
  ]);
  if (mobile)
    await t.deps.db.execute(`update nurses set mobile = '${mobile}', email = 'fmla.${mobile}@example.com' where id = '${nurse.nurseId}'`);
  return nurse;
}

/** An intermittent case for her own health from today, three weeks long. */
const intermittent = (employeeId: string): CreateFmlaCaseBody => ({
  employee_id: employeeId,
  reason: 'OWN_HEALTH',
  kind: 'INTERMITTENT',
  start_date: today,
  expected_end_date: addDays(today, 20),
});
const askCertification = async (caseId: string) =>
  (await t.call(requestFmlaCertificationContract, { params: { caseId }, body: {}, headers: s.admin })).data.certification!;
const openCase = (body: CreateFmlaCaseBody, headers = s.admin) => t.call(createFmlaCaseContract, { body, headers });
const entry = (caseId: string, body: { date: string; hours: number; pto_hours?: number }, headers = s.admin) =>
  t.call(createFmlaEntryContract, { params: { caseId }, body, headers });

function upload(certificationId: string, data: Buffer, filename = 'certification.pdf', headers = s.admin) {
  const body = multipart('file', filename, data, 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${pathOf(uploadFmlaCertificationContract, { certificationId })}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('FMLA settings (29 CFR 825.200(b), (d))', () => {
  it('defaults to rolling back, and a new method applies after 60 days of notice', async () => {
    const before = (await t.call(getFmlaSettingsContract, { headers: s.admin })).data;
    expect(before).toMatchObject({ method: 'ROLLING', other_worksite_employees: 60, previous_method: null });
    expect(before.facility_employees).toBeGreaterThan(0);
    const saved = (
      await t.call(saveFmlaSettingsContract, { body: { method: 'CALENDAR_YEAR', other_worksite_employees: 60 }, headers: s.admin })
    ).data;
    expect(saved).toMatchObject({ method: 'CALENDAR_YEAR', previous_method: 'ROLLING', effective_from: addDays(today, 60) });
    // Back to rolling before the notice ran: nothing changes for anyone, so no notice is pending.
    const back = (await t.call(saveFmlaSettingsContract, { body: { method: 'ROLLING', other_worksite_employees: 60 }, headers: s.admin }))
      .data;
    expect(back).toMatchObject({ method: 'ROLLING', previous_method: null, effective_from: null });
  });

  it('refuses a leave year that not every year has, and a manager', async () => {
    const bad = await t.call(saveFmlaSettingsContract, {
      body: { method: 'LEAVE_YEAR', leave_year_start: '02-29', other_worksite_employees: 0 },
      headers: s.admin,
    });
    expect(refused(bad, 422)).toContain(productMessages.fmlaLeaveYearStart);
    const negative = await t.call(saveFmlaSettingsContract, {
      body: { method: 'ROLLING', other_worksite_employees: -1 },
      headers: s.admin,
    });
    expect(refused(negative, 422)[0]).toMatch(/whole number/);
    refused(await t.call(saveFmlaSettingsContract, { body: { method: 'ROLLING', other_worksite_employees: 0 }, headers: s.manager }), 403);
  });
});

describe('FMLA cases and leave entries', () => {
  it('determines eligibility with its figures, and refuses leave to someone not eligible', async () => {
    const nurse = await eligibleNurse();
    const opened = (
      await openCase({
        employee_id: nurse.id,
        reason: 'OWN_HEALTH',
        kind: 'INTERMITTENT',
        start_date: today,
        expected_end_date: addDays(today, 90),
      })
    ).data;
    expect(opened.eligibility).toMatchObject({
      eligible: true,
      hours: { met: true, hours: 1300, required: 1250 },
      employment: { met: true, required: 52 },
      worksite: { met: true, required: 50 },
    });
    // 1,300 hours over the 52 weeks before the leave: a 25-hour normal workweek (825.205(b)(3)), 300 hours of entitlement.
    expect(opened.workweek_hours).toBe(25);
    expect(opened.balance).toMatchObject({ method: 'ROLLING', entitlement_hours: 300, used_hours: 0, left_hours: 300 });

    const newcomer = await addNurse(t, s.sunrise, { jobTitleId: title, dateOfJoining: addDays(today, -90), status: 'ACTIVE' });
    const early = (
      await openCase({
        employee_id: newcomer.id,
        reason: 'FAMILY_CARE',
        kind: 'CONTINUOUS',
        start_date: today,
        expected_end_date: addDays(today, 10),
        workweek_hours: 36,
      })
    ).data;
    expect(early.eligibility).toMatchObject({ eligible: false, employment: { met: false }, hours: { met: false, hours: 0 } });
    expect(refused(await entry(early.id, { date: today, hours: 8 }), 422)).toEqual([productMessages.fmlaNotEligible]);
  });

  it('takes entries off the balance and refuses one over it (422)', async () => {
    const nurse = await eligibleNurse();
    const c = (
      await openCase({
        employee_id: nurse.id,
        reason: 'OWN_HEALTH',
        kind: 'INTERMITTENT',
        start_date: today,
        expected_end_date: addDays(today, 60),
        workweek_hours: 8,
      })
    ).data;
    expect(c.balance.entitlement_hours).toBe(96);
    for (let i = 0; i < 11; i += 1) expect((await entry(c.id, { date: addDays(today, i), hours: 8 })).statusCode).toBe(200);
    const after = (await entry(c.id, { date: addDays(today, 11), hours: 4 })).data;
    expect(after.balance).toMatchObject({ used_hours: 92, left_hours: 4 });
    expect(after.entries[0]).toMatchObject({ date: addDays(today, 11), hours: 4, pto_hours: 0 });
    expect(refused(await entry(c.id, { date: addDays(today, 12), hours: 4.25 }), 422)).toEqual([
      productMessages.fmlaOverBalance('4.25', '4'),
    ]);
    expect((await entry(c.id, { date: addDays(today, 12), hours: 4 })).data.balance.left_hours).toBe(0);
  });

  it('refuses bad entries with clear messages', async () => {
    const nurse = await eligibleNurse();
    const c = (
      await openCase({
        employee_id: nurse.id,
        reason: 'BIRTH_BONDING',
        kind: 'INTERMITTENT',
        start_date: today,
        expected_end_date: addDays(today, 5),
        workweek_hours: 40,
      })
    ).data;
    expect(refused(await entry(c.id, { date: addDays(today, 6), hours: 8 }), 422)).toEqual([productMessages.fmlaEntryOutsideCase]);
    expect(refused(await entry(c.id, { date: today, hours: 0.1 }), 422)).toEqual([productMessages.fmlaEntryHours(24)]);
    expect(refused(await entry(c.id, { date: today, hours: 4, pto_hours: 5 }), 422)).toEqual([productMessages.fmlaPtoHours]);
    await entry(c.id, { date: today, hours: 4 });
    expect(refused(await entry(c.id, { date: today, hours: 4 }), 409)).toEqual([productMessages.fmlaEntryExists]);
    const closed = await t.call(updateFmlaCaseContract, { params: { caseId: c.id }, body: { status: 'CLOSED' }, headers: s.admin });
    expect(closed.data.status).toBe('CLOSED');
    expect(refused(await entry(c.id, { date: addDays(today, 1), hours: 4 }), 409)).toEqual([productMessages.fmlaCaseClosed]);
    const backwards = await openCase({
      employee_id: nurse.id,
      reason: 'OWN_HEALTH',
      kind: 'CONTINUOUS',
      start_date: today,
      expected_end_date: addDays(today, -1),
    });
    expect(refused(backwards, 422)).toEqual([productMessages.fmlaEndBeforeStart]);
    const noReason = await t.call(createFmlaCaseContract, {
      body: {
        employee_id: nurse.id,
        reason: 'VACATION',
        kind: 'CONTINUOUS',
        start_date: today,
        expected_end_date: today,
      } as unknown as CreateFmlaCaseBody,
      headers: s.admin,
    });
    expect(refused(noReason, 422)).toEqual([productMessages.fmlaReasonRequired]);
  });

  it('pays substituted hours as an approved PTO request, and refuses PTO beyond her balance (825.207)', async () => {
    const nurse = await eligibleNurse(undefined, true);
    await t.call(addPtoAdjustmentContract, {
      params: { employeeId: nurse.id },
      body: { hours: 10, note: 'Opening balance' },
      headers: s.admin,
    });
    const c = (
      await openCase({
        employee_id: nurse.id,
        reason: 'FAMILY_CARE',
        kind: 'INTERMITTENT',
        start_date: today,
        expected_end_date: addDays(today, 30),
        workweek_hours: 40,
      })
    ).data;
    const paid = (await entry(c.id, { date: today, hours: 8, pto_hours: 8 })).data;
    expect(paid.entries[0]).toMatchObject({ hours: 8, pto_hours: 8 });
    const requests = await t.deps.db.select().from(ptoRequests).where(eq(ptoRequests.employeeId, nurse.id));
    expect(requests).toMatchObject([{ startDate: today, endDate: today, minutes: 480, status: 'APPROVED' }]);
    // 2 hours of PTO are left: 8 more is refused as PTO refuses it, and no FMLA entry is written.
    const beyond = await entry(c.id, { date: addDays(today, 1), hours: 8, pto_hours: 8 });
    expect(refused(beyond, 409)).toEqual([productMessages.ptoBeyondBalance('8', '2')]);
    expect((await t.call(getFmlaCaseContract, { params: { caseId: c.id }, headers: s.admin })).data.entries).toHaveLength(1);
  });
});

describe('FMLA certifications (29 CFR 825.305)', () => {
  it('asks with 15 days to return, takes the upload, and gives 7 days to cure an insufficient one', async () => {
    const nurse = await eligibleNurse();
    const c = (
      await openCase({
        employee_id: nurse.id,
        reason: 'OWN_HEALTH',
        kind: 'CONTINUOUS',
        start_date: today,
        expected_end_date: addDays(today, 20),
      })
    ).data;
    const tooSoon = await t.call(requestFmlaCertificationContract, {
      params: { caseId: c.id },
      body: { due_date: addDays(today, 10) },
      headers: s.admin,
    });
    expect(refused(tooSoon, 422)).toEqual([productMessages.fmlaDueTooSoon(15)]);
    const asked = (await t.call(requestFmlaCertificationContract, { params: { caseId: c.id }, body: {}, headers: s.admin })).data;
    const cert = asked.certification!;
    expect(cert).toMatchObject({ status: 'REQUESTED', requested_on: today, due_date: addDays(today, 15), overdue: false, file_url: null });

    expect(refused(await upload(cert.id, Buffer.from('MZ not a document'), 'cert.pdf'), 422)).toEqual(['Wrong type document']);
    const received = JSON.parse((await upload(cert.id, pdf)).body).data;
    expect(received.certification).toMatchObject({ status: 'RECEIVED', received_on: today, filename: 'certification.pdf' });
    const file = await t.call(fmlaCertificationFileContract, { params: { certificationId: cert.id }, headers: s.admin });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const decide = (body: { status: 'APPROVED' | 'INSUFFICIENT'; note?: string | null }) =>
      t.call(decideFmlaCertificationContract, { params: { certificationId: cert.id }, body, headers: s.admin });
    expect(refused(await decide({ status: 'INSUFFICIENT' }), 422)).toEqual([productMessages.fmlaCertificationNoteRequired]);
    const cure = (await decide({ status: 'INSUFFICIENT', note: 'The duration of the condition is missing.' })).data.certification!;
    expect(cure).toMatchObject({ status: 'INSUFFICIENT', due_date: addDays(today, 7) });
    await upload(cert.id, pdf, 'cured.pdf');
    expect((await decide({ status: 'APPROVED' })).data.certification).toMatchObject({ status: 'APPROVED', filename: 'cured.pdf' });
    expect(refused(await decide({ status: 'APPROVED' }), 409)).toEqual([productMessages.fmlaCertificationState]);
  });

  it('reminds staff and the nurse before the due date and once overdue, once each', async () => {
    const nurse = await eligibleNurse('8135550177');
    const c = (await openCase(intermittent(nurse.id))).data;
    const cert = await askCertification(c.id);
    const sentTo = async () => (await t.deps.db.select().from(outbox).where(eq(outbox.to, `fmla.8135550177@example.com`))).length;
    const raised = async () =>
      (
        await t.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.type, 'FMLA'), eq(notifications.typeId, c.id)))
      ).length;

    // Fifteen days away: nothing yet.
    await sendFmlaReminders(systemCtx(t));
    expect(await sentTo()).toBe(0);

    await t.deps.db
      .update(fmlaCertifications)
      .set({ dueDate: addDays(today, 2) })
      .where(eq(fmlaCertifications.id, cert.id));
    expect((await sendFmlaReminders(systemCtx(t))).before).toBeGreaterThanOrEqual(1);
    expect(await sentTo()).toBe(1);
    const members = await raised();
    expect(members).toBeGreaterThan(0);
    const texts = await t.deps.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.channel, 'SMS'), like(outbox.to, '%8135550177')));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('FMLA medical certification by');
    await sendFmlaReminders(systemCtx(t));
    expect(await sentTo()).toBe(1);

    await t.deps.db
      .update(fmlaCertifications)
      .set({ dueDate: addDays(today, -1) })
      .where(eq(fmlaCertifications.id, cert.id));
    expect((await sendFmlaReminders(systemCtx(t))).overdue).toBeGreaterThanOrEqual(1);
    expect(await sentTo()).toBe(2);
    expect(await raised()).toBe(members * 2);
    await sendFmlaReminders(systemCtx(t));
    expect(await sentTo()).toBe(2);
  });
});

describe('FMLA leave and scheduling', () => {
  it('does not suggest a nurse on intermittent leave that day, and the roster builder sees her days', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 12, start: '07:00', end: '15:00' });
    const position = await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 3 });
    const onLeave = await eligibleNurse();
    const c = (
      await openCase({
        employee_id: onLeave.id,
        reason: 'OWN_HEALTH',
        kind: 'INTERMITTENT',
        start_date: shift.startDate,
        expected_end_date: addDays(shift.startDate, 30),
        workweek_hours: 36,
      })
    ).data;
    const suggested = async () =>
      (await t.call(suggestionsContract, { params: { id: shift.id, positionId: position.id }, headers: s.admin })).data.results.map(
        (r) => r.employee_id,
      );
    expect(await suggested()).toContain(onLeave.id);
    await entry(c.id, { date: shift.startDate, hours: 8 });
    expect(await suggested()).not.toContain(onLeave.id);

    const continuous = await eligibleNurse();
    await openCase({
      employee_id: continuous.id,
      reason: 'FAMILY_CARE',
      kind: 'CONTINUOUS',
      start_date: addDays(shift.startDate, -2),
      expected_end_date: addDays(shift.startDate, 1),
    });
    expect(await suggested()).not.toContain(continuous.id);

    const days = await fmlaLeaveBetween(t.deps.db, s.sunrise, { from: shift.startDate, to: addDays(shift.startDate, 3) });
    expect(days.filter((d) => d.employeeId === onLeave.id)).toEqual([{ employeeId: onLeave.id, date: shift.startDate }]);
    expect(days.filter((d) => d.employeeId === continuous.id).map((d) => d.date)).toEqual([shift.startDate, addDays(shift.startDate, 1)]);
  });
});

describe('FMLA tenancy', () => {
  it("answers 404 for another facility's case and certification, and lists only its own", async () => {
    const nurse = await eligibleNurse();
    const c = (await openCase(intermittent(nurse.id))).data;
    const cert = await askCertification(c.id);
    const maple = s.ownerAtMaple;
    refused(await t.call(getFmlaCaseContract, { params: { caseId: c.id }, headers: maple }), 404);
    refused(await entry(c.id, { date: today, hours: 2 }, maple), 404);
    refused(await t.call(requestFmlaCertificationContract, { params: { caseId: c.id }, body: {}, headers: maple }), 404);
    refused(await upload(cert.id, pdf, 'x.pdf', maple), 404);
    expect((await t.call(fmlaCertificationFileContract, { params: { certificationId: cert.id }, headers: maple })).statusCode).toBe(404);
    refused(
      await openCase(
        { employee_id: nurse.id, reason: 'OWN_HEALTH', kind: 'INTERMITTENT', start_date: today, expected_end_date: today },
        maple,
      ),
      404,
    );
    const mapleList = (await t.call(listFmlaCasesContract, { query: {}, headers: maple })).data.results;
    expect(mapleList.map((r) => r.id)).not.toContain(c.id);
    const sunriseList = (await t.call(listFmlaCasesContract, { query: { employee_id: nurse.id }, headers: s.admin })).data.results;
    expect(sunriseList.map((r) => r.id)).toEqual([c.id]);
  });
});
