import { randomInt } from 'node:crypto';
import { addEmployeeContract, type AddEmployeeBody } from '@careroster/shared/api/records/add-employee';
import {
  deactivateEmployeeContract,
  deactivationPreviewContract,
  reactivateEmployeeContract,
} from '@careroster/shared/api/records/employee-status';
import { sendMobileCodeContract, validateMobileCodeContract } from '@careroster/shared/api/records/mobile-verification';
import { updateEmployeeContract } from '@careroster/shared/api/records/update-employee';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { regenerateTimeClockPasscodeContract } from '@careroster/shared/api/timekeeping/kiosk/time-clock-passcode';
import {
  MOBILE_CODE_MAX_ATTEMPTS,
  MOBILE_CODE_MAX_SENDS,
  MOBILE_CODE_RESEND_SECONDS,
  MOBILE_CODE_TTL_MINUTES,
  MOBILE_VERIFICATION_FRESH_MINUTES,
} from '@careroster/shared/constants';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  assignments,
  auditLog,
  employees,
  mobileVerifications,
  nurses,
  outbox,
  positionOffers,
  positions,
  timeClockLinks,
  timeClockPasscodes,
  units,
} from '../../src/db/schema';
import { hashToken } from '../../src/platform/tokens';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';

const t = useTestApp({ config: { testClock: true } });
const s = useDemoSessions(t);

// A fresh fictional number per call: every test file starts from its own copy of the demo data.
let next = randomInt(1_000, 8_000);
const newMobile = () => {
  next += 1;
  const d = String(next).padStart(4, '0');
  return { typed: `+1(415) 555-${d}`, digits: `415555${d}` };
};
const advanceSeconds = (seconds: number) => t.deps.clock.adjustable!.advance(seconds * 1000);
const firstMessage = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message[0];

const send = (mobile: string, headers = s.admin) => t.call(sendMobileCodeContract, { body: { mobile }, headers });
const validate = (verificationId: string, code: string, headers = s.admin) =>
  t.call(validateMobileCodeContract, { params: { verificationId }, body: { code }, headers });

/** The code in the newest SMS to the number, as the outbox holds it until the dispatcher sends it. */
async function codeSentTo(digits: string) {
  const [row] = await t.deps.db
    .select({ text: outbox.text, secrets: outbox.secrets })
    .from(outbox)
    .where(eq(outbox.to, `+1${digits}`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /(\d{6}) is your/.exec(row!.text)![1]!;
  expect(row!.secrets).toEqual([code]);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A number verified by its code, ready to be put on an employee. */
async function verified(mobile = newMobile()) {
  const sent = await send(mobile.typed);
  expect(sent.statusCode).toBe(200);
  const ok = await validate(sent.data.verification_id, await codeSentTo(mobile.digits));
  expect(ok.statusCode).toBe(200);
  return { ...mobile, verificationId: sent.data.verification_id };
}

const addBody = (v: { typed: string; verificationId: string }, overrides: Partial<AddEmployeeBody> = {}): AddEmployeeBody => ({
  verification_id: v.verificationId,
  first_name: 'Olive',
  last_name: `Handadded${next}`,
  mobile: v.typed,
  email: null,
  monthly_rate: 5200,
  is_resident: true,
  job_title_id: JOB_TITLE_IDS.CNA,
  job_category: 'Nursing',
  date_of_joining: '2026-11-02',
  pay_type: 'HOURLY',
  payment_category: 'W2',
  discipline: 'Nursing',
  department: 'Skilled Nursing',
  paychex_emp_id: null,
  paychex_org_id: null,
  paychex_org_id_15: null,
  gender: 'F',
  unit_id: null,
  ...overrides,
});
const add = (body: AddEmployeeBody, headers = s.admin) => t.call(addEmployeeContract, { body, headers });
const employeeCount = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(employees))[0]!.n;

describe('the one-time code for a mobile', () => {
  it('texts a code through the outbox, keeps only its argon2id hash, and takes it back once', async () => {
    const mobile = newMobile();
    const sent = await send(mobile.typed);
    expect(sent.statusCode).toBe(200);
    expect(sent.data).toMatchObject({ sends_left: MOBILE_CODE_MAX_SENDS - 1, message: productMessages.mobileCodeSent });
    const code = await codeSentTo(mobile.digits);
    const [row] = await t.deps.db.select().from(mobileVerifications).where(eq(mobileVerifications.id, sent.data.verification_id));
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const [sms] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `+1${mobile.digits}`));
    expect(sms).toMatchObject({ channel: 'SMS', priority: 'URGENT' });

    const ok = await validate(sent.data.verification_id, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.data.message).toBe(productMessages.mobileVerified);
  });

  it('counts every wrong guess, and the fifth spends the code even with the right one after it', async () => {
    const mobile = newMobile();
    const sent = await send(mobile.typed);
    const code = await codeSentTo(mobile.digits);
    for (let left = MOBILE_CODE_MAX_ATTEMPTS - 1; left >= 1; left -= 1) {
      const wrong = await validate(sent.data.verification_id, wrongCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(firstMessage(wrong)).toBe(productMessages.mobileCodeWrong(left));
    }
    const last = await validate(sent.data.verification_id, wrongCode(code));
    expect(firstMessage(last)).toBe(productMessages.mobileCodeLocked);
    const right = await validate(sent.data.verification_id, code);
    expect(right.statusCode).toBe(422);
    expect(firstMessage(right)).toBe(productMessages.mobileCodeLocked);
    const [row] = await t.deps.db.select().from(mobileVerifications).where(eq(mobileVerifications.id, sent.data.verification_id));
    expect(row).toMatchObject({ attempts: MOBILE_CODE_MAX_ATTEMPTS, verifiedAt: null });
  });

  it('refuses an expired code and a code a newer one replaced', async () => {
    const mobile = newMobile();
    const first = await send(mobile.typed);
    const firstCode = await codeSentTo(mobile.digits);
    advanceSeconds(MOBILE_CODE_TTL_MINUTES * 60 + 1);
    const expired = await validate(first.data.verification_id, firstCode);
    expect(expired.statusCode).toBe(422);
    expect(firstMessage(expired)).toBe(productMessages.mobileCodeExpired);

    const second = await send(mobile.typed);
    expect(second.statusCode).toBe(200);
    const replaced = await validate(first.data.verification_id, firstCode);
    expect(firstMessage(replaced)).toBe(productMessages.mobileCodeReplaced);
    expect((await validate(second.data.verification_id, await codeSentTo(mobile.digits))).statusCode).toBe(200);
  });

  it('makes a resend wait its cool-down, and stops after the limit of codes an hour', async () => {
    const mobile = newMobile();
    expect((await send(mobile.typed)).statusCode).toBe(200);
    const early = await send(mobile.typed);
    expect(early.statusCode).toBe(429);
    expect(firstMessage(early)).toBe(productMessages.mobileCodeWait(MOBILE_CODE_RESEND_SECONDS));
    for (let i = 1; i < MOBILE_CODE_MAX_SENDS; i += 1) {
      advanceSeconds(MOBILE_CODE_RESEND_SECONDS);
      const again = await send(mobile.typed);
      expect(again.statusCode).toBe(200);
      expect(again.data.sends_left).toBe(MOBILE_CODE_MAX_SENDS - 1 - i);
    }
    advanceSeconds(MOBILE_CODE_RESEND_SECONDS);
    const over = await send(mobile.typed);
    expect(over.statusCode).toBe(429);
    expect(firstMessage(over)).toMatch(/^Too many codes were sent to this number/);
    const rows = await t.deps.db.select().from(mobileVerifications).where(eq(mobileVerifications.mobile, mobile.digits));
    expect(rows).toHaveLength(MOBILE_CODE_MAX_SENDS);
  });

  it("refuses a number someone here already has, and another facility's verification is not found", async () => {
    const nurse = await addNurse(t, s.sunrise);
    const [person] = await t.deps.db.select().from(nurses).where(eq(nurses.id, nurse.nurseId));
    const taken = await send(person!.mobile);
    expect(taken.statusCode).toBe(409);
    expect(firstMessage(taken)).toBe(productMessages.mobileOnRecordHere);

    const mobile = newMobile();
    const sent = await send(mobile.typed);
    const elsewhere = await validate(sent.data.verification_id, await codeSentTo(mobile.digits), s.manager);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a malformed number or code with 422', async () => {
    expect((await send('12345')).statusCode).toBe(422);
    const mobile = newMobile();
    const sent = await send(mobile.typed);
    expect((await validate(sent.data.verification_id, '12ab')).statusCode).toBe(422);
  });
});

describe('adding an employee by hand', () => {
  it('adds an ACTIVE internal employee with the bulk row fields, spending the verification once', async () => {
    const v = await verified();
    const [unit] = await t.deps.db.select().from(units).where(eq(units.facilityId, s.sunrise)).limit(1);
    const res = await add(addBody(v, { unit_id: unit?.id ?? null, email: `olive${next}@example.com` }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db
      .select({ e: employees, n: nurses })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(eq(employees.id, res.data.id));
    expect(row!.e).toMatchObject({
      workerType: 'IN',
      status: 'ACTIVE',
      jobTitleId: JOB_TITLE_IDS.CNA,
      monthlyRateCents: 520_000,
      hourlyRateCents: 3000,
      dateOfJoining: '2026-11-02',
      gender: 'F',
      unitId: unit?.id ?? null,
      empId: res.data.emp_id,
    });
    expect(row!.n).toMatchObject({ mobile: v.digits, countryCode: '+1', email: `olive${next}@example.com` });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employees.add'), eq(auditLog.target, res.data.id)));
    expect(audit).toBeDefined();

    // The same verification again, for a second person: spent.
    const again = await add(addBody(v, { last_name: 'Second' }));
    expect(again.statusCode).toBe(409);
    expect(firstMessage(again)).toBe(productMessages.mobileOnRecordHere);
  });

  it('refuses a mobile that was not verified, a verification of another number, and a stale one', async () => {
    const before = await employeeCount();
    const mobile = newMobile();
    const sent = await send(mobile.typed);
    const unverified = await add(addBody({ typed: mobile.typed, verificationId: sent.data.verification_id }));
    expect(unverified.statusCode).toBe(422);
    expect(firstMessage(unverified)).toBe(productMessages.mobileNotVerified);

    const v = await verified();
    const other = newMobile();
    const swapped = await add(addBody({ typed: other.typed, verificationId: v.verificationId }));
    expect(firstMessage(swapped)).toBe(productMessages.mobileNotVerified);

    advanceSeconds(MOBILE_VERIFICATION_FRESH_MINUTES * 60 + 1);
    const stale = await add(addBody(v));
    expect(firstMessage(stale)).toBe(productMessages.mobileNotVerified);
    expect(await employeeCount()).toBe(before);
  });

  it("runs the bulk row's own checks and saves nothing on bad input", async () => {
    const before = await employeeCount();
    const v = await verified();
    const badTitle = await add(addBody(v, { job_title_id: '00000000-0000-4000-8000-000000000000' }));
    expect(badTitle.statusCode).toBe(422);
    expect(firstMessage(badTitle)).toBe(productMessages.employeeFieldProblem('job_title', productMessages.bulkUnknownJobTitle));
    const blank = await add(addBody(v, { first_name: '' }));
    expect(blank.statusCode).toBe(422);
    const negative = await add(addBody(v, { monthly_rate: -1 }));
    expect(negative.statusCode).toBe(422);
    const badUnit = await add(addBody(v, { unit_id: '00000000-0000-4000-8000-000000000000' }));
    expect(badUnit.statusCode).toBe(422);
    expect(firstMessage(badUnit)).toBe(productMessages.employeeUnitUnknown);
    expect(await employeeCount()).toBe(before);
    // The verification survived the refusals: the corrected form still saves.
    expect((await add(addBody(v))).statusCode).toBe(200);
  });
});

describe('editing an employee', () => {
  const update = (employeeId: string, body: Record<string, unknown>, headers = s.admin) =>
    t.call(updateEmployeeContract, { params: { employeeId }, body, headers });

  it('saves the changed fields with one audit row of each before and after', async () => {
    const nurse = await addNurse(t, s.sunrise, { dateOfJoining: '2026-01-05' });
    const res = await update(nurse.id, {
      job_title_id: JOB_TITLE_IDS.LPN,
      gender: 'O',
      termination_date: '2026-12-31',
      department: 'Rehab',
      first_name: 'Renamed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.changed.sort()).toEqual(['department', 'first_name', 'gender', 'job_title_id', 'termination_date']);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employees.update'), eq(auditLog.target, nurse.id)));
    expect(rows).toHaveLength(1);
    const detail = JSON.parse(rows[0]!.detail!) as Record<string, { before: unknown; after: unknown }>;
    expect(detail.job_title_id).toEqual({ before: JOB_TITLE_IDS.RN, after: JOB_TITLE_IDS.LPN });
    expect(detail.gender).toEqual({ before: null, after: 'O' });
    expect(detail.termination_date).toEqual({ before: null, after: '2026-12-31' });
    expect(detail.first_name!.after).toBe('Renamed');

    const same = await update(nurse.id, { gender: 'O' });
    expect(same.data).toEqual({ changed: [], message: productMessages.employeeNothingChanged });
    expect(
      await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'employees.update'), eq(auditLog.target, nurse.id))),
    ).toHaveLength(1);
  });

  it('refuses termination before hire, AN without an agency, an unknown unit, and a new mobile without its code', async () => {
    const nurse = await addNurse(t, s.sunrise, { dateOfJoining: '2026-03-01' });
    const early = await update(nurse.id, { termination_date: '2026-02-01' });
    expect(early.statusCode).toBe(422);
    expect(firstMessage(early)).toBe(productMessages.employeeTerminationBeforeHire);
    const agencyless = await update(nurse.id, { worker_type: 'AN' });
    expect(firstMessage(agencyless)).toBe(productMessages.employeeAgencyRequired);
    const unit = await update(nurse.id, { unit_id: '00000000-0000-4000-8000-000000000000' });
    expect(firstMessage(unit)).toBe(productMessages.employeeUnitUnknown);
    const mobile = newMobile();
    const unverified = await update(nurse.id, { mobile: mobile.typed });
    expect(firstMessage(unverified)).toBe(productMessages.mobileNotVerified);

    const v = await verified(mobile);
    const changed = await update(nurse.id, { mobile: v.typed, verification_id: v.verificationId });
    expect(changed.statusCode).toBe(200);
    const [person] = await t.deps.db.select().from(nurses).where(eq(nurses.id, nurse.nurseId));
    expect(person!.mobile).toBe(v.digits);
    const [row] = await t.deps.db.select().from(employees).where(eq(employees.id, nurse.id));
    expect(row).toMatchObject({ terminationDate: null, workerType: 'IN', unitId: null });
  });

  it("answers 404 for another facility's employee", async () => {
    const nurse = await addNurse(t, s.sunrise);
    expect((await update(nurse.id, { gender: 'F' }, s.manager)).statusCode).toBe(404);
  });
});

describe('deactivating and reactivating', () => {
  it('lists, then cancels her upcoming bookings, application, offer, links and texts her; reactivation restores only her status', async () => {
    const nurse = await addNurse(t, s.sunrise, { jobTitleId: JOB_TITLE_IDS.RN, hourlyRateCents: 4000 });
    const shift = await addShift(t, s.sunrise, { daysAhead: 9 });
    const position = await addPosition(t, shift, {
      jobTitleId: JOB_TITLE_IDS.RN,
      applicableFor: ['IN'],
      totalPositions: 2,
      rateCents: 9_900,
    });
    const booked = await t.call(assignEmployeesContract, {
      params: { id: shift.id },
      body: { nurses: [{ id: nurse.id }], position: position.id },
      headers: s.admin,
    });
    expect(booked.statusCode).toBe(200);
    const later = await addShift(t, s.sunrise, { daysAhead: 11 });
    const offered = await addPosition(t, later, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'], totalPositions: 1 });
    await t.deps.db.insert(positionOffers).values({
      facilityId: s.sunrise,
      positionId: offered.id,
      employeeId: nurse.id,
      tier: 'INTERNAL',
      rank: 1,
      score: 0,
      tokenHash: hashToken(`offer-${next}`),
      expiresAt: new Date(t.deps.clock.now().getTime() + 86_400_000),
    });
    const applied = await addPosition(t, later, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'], totalPositions: 1 });
    await t.deps.db.insert(applications).values({ facilityId: s.sunrise, positionId: applied.id, employeeId: nurse.id });

    expect((await t.call(regenerateTimeClockPasscodeContract, { params: { employeeId: nurse.id }, headers: s.admin })).statusCode).toBe(
      200,
    );

    const preview = await t.call(deactivationPreviewContract, { params: { employeeId: nurse.id }, headers: s.admin });
    expect(preview.statusCode).toBe(200);
    expect(preview.data).toMatchObject({ applications: 1, offers: 1, time_clock_link: true, time_clock_passcode: true });
    expect(preview.data.bookings.map((b) => b.shift_id)).toEqual([shift.id]);

    const done = await t.call(deactivateEmployeeContract, { params: { employeeId: nurse.id }, headers: s.admin });
    expect(done.statusCode).toBe(200);
    expect({ ...done.data, message: undefined }).toEqual({ ...preview.data, message: undefined });
    expect(await t.deps.db.select().from(assignments).where(eq(assignments.employeeId, nurse.id))).toEqual([]);
    const [reopened] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(reopened).toMatchObject({ assignedCount: 0, acceptedCount: 0, status: 'OPEN' });
    const [offer] = await t.deps.db.select().from(positionOffers).where(eq(positionOffers.employeeId, nurse.id));
    expect(offer!.status).toBe('WITHDRAWN');
    const [application] = await t.deps.db.select().from(applications).where(eq(applications.employeeId, nurse.id));
    expect(application!.status).toBe('ENDED');
    const links = await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, nurse.id));
    expect(links.every((l) => l.revokedAt !== null)).toBe(true);
    expect(await t.deps.db.select().from(timeClockPasscodes).where(eq(timeClockPasscodes.employeeId, nurse.id))).toEqual([]);
    const [row] = await t.deps.db.select().from(employees).where(eq(employees.id, nurse.id));
    expect(row!.status).toBe('INACTIVE');
    const [person] = await t.deps.db.select().from(nurses).where(eq(nurses.id, nurse.nurseId));
    const texts = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `${person!.countryCode}${person!.mobile}`));
    expect(texts.map((m) => m.text)).toContain(productMessages.employeeDeactivatedText(person!.firstName, 'Sunrise Care Center'));
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employees.deactivate'), eq(auditLog.target, nurse.id)));
    expect(JSON.parse(audit!.detail!)).toMatchObject({ status: { before: 'ACTIVE', after: 'INACTIVE' }, offers_withdrawn: 1 });

    const twice = await t.call(deactivateEmployeeContract, { params: { employeeId: nurse.id }, headers: s.admin });
    expect(twice.statusCode).toBe(409);

    const back = await t.call(reactivateEmployeeContract, { params: { employeeId: nurse.id }, headers: s.admin });
    expect(back.statusCode).toBe(200);
    const [active] = await t.deps.db.select().from(employees).where(eq(employees.id, nurse.id));
    expect(active!.status).toBe('ACTIVE');
    expect(await t.deps.db.select().from(assignments).where(eq(assignments.employeeId, nurse.id))).toEqual([]);
  });

  it("answers 404 for another facility's employee, and a manager elsewhere cannot deactivate", async () => {
    const nurse = await addNurse(t, s.sunrise);
    expect((await t.call(deactivationPreviewContract, { params: { employeeId: nurse.id }, headers: s.manager })).statusCode).toBe(404);
    expect((await t.call(deactivateEmployeeContract, { params: { employeeId: nurse.id }, headers: s.manager })).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(employees).where(eq(employees.id, nurse.id));
    expect(row!.status).toBe('ACTIVE');
  });
});
