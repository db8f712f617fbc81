import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { fiscalQuarterOf, lastClosedQuarter, previousQuarter, quarterRange, type FiscalQuarter } from '@careroster/shared/pbj/quarters';
import { updateCmsIdContract } from '@careroster/shared/api/pbj/cms-id';
import { getPbjContract } from '@careroster/shared/api/pbj/get-pbj';
import { getPbjMappingContract, savePbjMappingContract } from '@careroster/shared/api/pbj/job-title-codes';
import { pbjCsvContract, pbjXmlContract } from '@careroster/shared/api/pbj/pbj-files';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, notifications, pbjQuarterNotices, timecards } from '../../src/db/schema';
import { raiseClosedQuarterNotices } from '../../src/modules/pbj/quarter-closed-job';
import { apiRoot } from '../../src/paths';
import { dataOf, refused } from '../helpers/contract-call';
import { systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { approvedCard, hoursInXml, newEmployee, type Person } from './helpers';

const SCHEMA = path.join(apiRoot, 'src/modules/pbj/schema/nhpbj_4_10_0.xsd');

const t = useTestApp();
const s = useDemoSessions(t);
let tmp: string;

const zone = 'EST';
const today = zonedDate(new Date(), zone);
// Quarters well before the demo's few weeks of timecards, so only this file's cards are in them.
const clean = previousQuarter(lastClosedQuarter(today));
const edited = previousQuarter(clean);

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-pbj-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const quarterQuery = (q: FiscalQuarter) => ({ fiscal_year: q.fiscalYear, quarter: q.quarter });
const pbj = async (q: FiscalQuarter, headers = s.admin) => dataOf(await t.call(getPbjContract, { query: quarterQuery(q), headers }));
const pbjXml = (q: FiscalQuarter) => t.call(pbjXmlContract, { query: quarterQuery(q), headers: s.admin });
const pbjCsv = (q: FiscalQuarter) => t.call(pbjCsvContract, { query: quarterQuery(q), headers: s.admin });

/** Validates with CMS's schema; fails with xmllint's own words. */
async function expectSchemaValid(xml: string) {
  const file = path.join(tmp, `pbj-${Date.now()}.xml`);
  await fs.writeFile(file, xml, 'utf8');
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
  expect(run.error, 'xmllint is missing: install libxml2-utils').toBeUndefined();
  expect(run.status, `${run.stderr}\n${run.stdout}`).toBe(0);
}

describe('PBJ of a quarter built from approved timecards', () => {
  const { start, end } = quarterRange(clean);
  const d1 = addDays(start, 10);
  const d2 = addDays(start, 11);
  const d3 = addDays(start, 20);
  let rn: Person;
  let agency: Person;
  let don: Person;
  let market: Person;
  /** Each person's PBJ minutes: worked minutes, less CMS's meal deduction where it is larger than the break. */
  const worked = new Map<string, number>();
  const card = async (person: Person, jobTitleId: string, date: string, from: string, to: string, meal: number) => {
    const { workedMinutes } = await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person,
      jobTitleId,
      date,
      start: from,
      end: to,
      mealMinutes: meal,
    });
    const span = workedMinutes + meal;
    worked.set(person.id, (worked.get(person.id) ?? 0) + span - Math.max(meal, 30 * Math.floor(span / 480)));
  };

  beforeAll(async () => {
    rn = await newEmployee(t, s.sunrise, { empId: 91001, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN, hireDate: '2019-03-04' });
    agency = await newEmployee(t, s.sunrise, { empId: 91002, workerType: 'AN', jobTitleId: JOB_TITLE_IDS.CNA });
    don = await newEmployee(t, s.sunrise, { empId: 91003, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.DON, payType: 'SALARY' });
    market = await newEmployee(t, s.sunrise, { empId: 91004, workerType: 'EN', jobTitleId: JOB_TITLE_IDS.RN });
    // A night over midnight (450 minutes after the meal), a day shift, and one into the next quarter.
    await card(rn, JOB_TITLE_IDS.RN, d1, '23:00', '07:00', 30);
    await card(rn, JOB_TITLE_IDS.RN, d3, '07:00', '15:00', 30);
    await card(agency, JOB_TITLE_IDS.CNA, d1, '07:00', '15:00', 30);
    await card(don, JOB_TITLE_IDS.DON, d2, '08:00', '16:00', 0);
    await card(market, JOB_TITLE_IDS.RN, d2, '15:00', '23:00', 30);
    await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: rn,
      jobTitleId: JOB_TITLE_IDS.RN,
      date: end,
      start: '23:00',
      end: '07:00',
      mealMinutes: 30,
    });
  });

  it('shows the header, the deadline, hours by day, title and pay type, the employees and a clean report', async () => {
    const answer = await pbj(clean);
    expect(answer.quarter).toMatchObject({
      fiscal_year: clean.fiscalYear,
      quarter: clean.quarter,
      start,
      end,
      deadline: addDays(end, 45),
      ended: true,
    });
    expect(answer.header).toMatchObject({ cms_facility_id: '105678', state: 'FL', software_name: 'CareRoster' });
    expect(answer.report.errors).toEqual([]);
    expect(answer.report.warnings).toEqual([]);
    expect(answer.days).toEqual([
      {
        date: d1,
        job_title_code: 7,
        job_title_label: 'Registered Nurse',
        pay_type_code: 2,
        pay_type_label: 'Non-exempt',
        hours: 0.93,
        employees: 1,
      },
      {
        date: d1,
        job_title_code: 10,
        job_title_label: 'Certified Nurse Aide',
        pay_type_code: 3,
        pay_type_label: 'Contract',
        hours: 7.5,
        employees: 1,
      },
      {
        date: d2,
        job_title_code: 5,
        job_title_label: 'Registered Nurse Director of Nursing',
        pay_type_code: 1,
        pay_type_label: 'Exempt',
        // 8 hours with no recorded break: CMS's 30 minutes come off (decision 052).
        hours: 7.5,
        employees: 1,
      },
      {
        date: d2,
        job_title_code: 7,
        job_title_label: 'Registered Nurse',
        pay_type_code: 2,
        pay_type_label: 'Non-exempt',
        hours: 6.57,
        employees: 1,
      },
      {
        date: d2,
        job_title_code: 7,
        job_title_label: 'Registered Nurse',
        pay_type_code: 3,
        pay_type_label: 'Contract',
        hours: 7.5,
        employees: 1,
      },
      {
        date: d3,
        job_title_code: 7,
        job_title_label: 'Registered Nurse',
        pay_type_code: 2,
        pay_type_label: 'Non-exempt',
        hours: 7.5,
        employees: 1,
      },
      // The boundary night's first hour, less its share of the meal; the rest is next quarter's.
      {
        date: end,
        job_title_code: 7,
        job_title_label: 'Registered Nurse',
        pay_type_code: 2,
        pay_type_label: 'Non-exempt',
        hours: 0.93,
        employees: 1,
      },
    ]);
    const rnRow = answer.employees.find((e) => e.pbj_employee_id === '91001')!;
    expect(rnRow).toMatchObject({ name: rn.name, hire_date: '2019-03-04', pay_type_code: 2, days: 4, hours: 15.93 });
    expect(answer.mapping.find((m) => m.abbreviation === 'RN')).toMatchObject({ code: 7, reviewed: false });
  });

  it("writes an XML file that CMS's schema accepts, with every timecard's hours on the dates worked", async () => {
    const res = await pbjXml(clean);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain(`pbj-105678-FY${clean.fiscalYear}-Q${clean.quarter}.xml`);
    const xml = res.body;
    await expectSchemaValid(xml);
    expect(xml).toContain('<header fileSpecVersion="4.10.0">');
    expect(xml).toContain(`<reportQuarter>${clean.quarter}</reportQuarter>`);
    expect(xml).toContain('<softwareVendorName>CareRoster</softwareVendorName>');
    expect(xml).toContain('<staffingHours processType="merge">');
    expect(xml).toContain('<employee><employeeId>91001</employeeId><hireDate>2019-03-04</hireDate></employee>');

    const file = hoursInXml(xml);
    // The night shift split at midnight: 56 and 394 of its 450 minutes, 7.50 hours in all.
    expect(file.get('91001')!.get(d1)).toEqual([{ hours: 0.93, code: 7, payType: 2 }]);
    expect(file.get('91001')!.get(addDays(d1, 1))).toEqual([{ hours: 6.57, code: 7, payType: 2 }]);
    expect(file.get('91002')!.get(d1)).toEqual([{ hours: 7.5, code: 10, payType: 3 }]);
    expect(file.get('91003')!.get(d2)).toEqual([{ hours: 7.5, code: 5, payType: 1 }]);
    expect(file.get('91004')!.get(d2)).toEqual([{ hours: 7.5, code: 7, payType: 3 }]);
    // Per employee, the file's hours are the timecards' PBJ hours (the boundary night aside).
    for (const person of [rn, agency, don, market]) {
      const days = [...file.get(String(person.empId))!.entries()].filter(([date]) => date !== end);
      const total = days.flatMap(([, entries]) => entries).reduce((sum, e) => sum + e.hours, 0);
      expect(Math.round(total * 100) / 100, person.name).toBe(Math.round(((worked.get(person.id) ?? 0) / 60) * 100) / 100);
    }
    expect([...file.values()].flatMap((days) => [...days.keys()]).every((date) => date >= start && date <= end)).toBe(true);
  });

  it("puts the rest of a night over the quarter's end into the next quarter", async () => {
    const next = await pbj(lastClosedQuarter(today));
    expect(next.employees.find((e) => e.pbj_employee_id === '91001')).toMatchObject({ days: 1, hours: 6.57 });
  });

  it('previews the same numbers as a CSV', async () => {
    const res = await pbjCsv(clean);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Employee ID,Employee,Worker type,Date,Job title code,Job title,Pay type code,Pay type,Hours');
    expect(lines).toContain(`91001,${rn.name},IN,${d1},7,Registered Nurse,2,Non-exempt,0.93`);
    expect(lines).toContain(`91002,${agency.name},AN,${d1},10,Certified Nurse Aide,3,Contract,7.50`);
    const answer = await pbj(clean);
    const csvTotal = lines.slice(1).reduce((sum, l) => sum + Number(l.split(',').at(-1)), 0);
    expect(Math.round(csvTotal * 100) / 100).toBe(answer.totals.hours);
  });
});

describe('the CMS edits and the mapping review', () => {
  const { start } = quarterRange(edited);
  const d1 = addDays(start, 5);
  let nurse: Person;
  let secretary: Person;

  beforeAll(async () => {
    nurse = await newEmployee(t, s.sunrise, { empId: 91011, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    secretary = await newEmployee(t, s.sunrise, { empId: 91012, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.US });
    // 00:00-23:30 with a 30-minute meal: 22.50 hours after CMS's 60 minutes for 23.5 hours, at the limit.
    await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: nurse,
      jobTitleId: JOB_TITLE_IDS.RN,
      date: d1,
      start: '00:00',
      end: '23:30',
      mealMinutes: 30,
    });
    await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: secretary,
      jobTitleId: JOB_TITLE_IDS.US,
      date: d1,
      start: '08:00',
      end: '16:00',
      mealMinutes: 0,
    });
  });

  it('takes a day at the limit as it is, reports the unmapped title with its hours, and refuses the XML', async () => {
    const answer = await pbj(edited);
    expect(answer.report.warnings.some((w) => w.kind === 'DAILY_HOURS')).toBe(false);
    expect(answer.employees.find((e) => e.pbj_employee_id === '91011')).toMatchObject({ hours: 22.5 });
    const unmapped = answer.report.errors.find((e) => e.kind === 'TITLE_UNMAPPED')!;
    // 8 hours with no break: 7.50 after CMS's meal deduction.
    expect(unmapped).toMatchObject({ job_title: 'Unit Secretary', hours: 7.5 });
    // The secretary's hours are not guessed into a code: she is not in the file.
    expect(answer.employees.map((e) => e.pbj_employee_id)).not.toContain('91012');

    const xml = await pbjXml(edited);
    expect(refused(xml, 422)[0]).toBe(answer.report.errors[0]!.message);
    // The preview is there to find the problem.
    expect((await pbjCsv(edited)).statusCode).toBe(200);
  });

  it('lets the facility review the mapping: "not reported" turns the title into a warning, a code puts the hours in', async () => {
    const bad = await t.call(savePbjMappingContract, { body: { codes: [{ job_title_id: JOB_TITLE_IDS.US, code: 41 }] }, headers: s.admin });
    expect(refused(bad, 422)).toContain(productMessages.pbjMappingCodeInvalid);
    const unknown = await t.call(savePbjMappingContract, {
      body: {
        codes: [{ job_title_id: '00000000-0000-4000-8000-000000000000', code: 7 }],
      },
      headers: s.admin,
    });
    expect(unknown.statusCode).toBe(422);

    const saved = (
      await t.call(savePbjMappingContract, { body: { codes: [{ job_title_id: JOB_TITLE_IDS.US, code: null }] }, headers: s.admin })
    ).data;
    expect(saved.message).toBe(productMessages.pbjMappingSaved);
    expect(saved.mapping.find((m) => m.abbreviation === 'US')).toMatchObject({ code: null, reviewed: true, default_code: null });
    let answer = await pbj(edited);
    expect(answer.report.errors).toEqual([]);
    expect(answer.report.warnings.find((w) => w.kind === 'TITLE_NOT_REPORTED')).toMatchObject({ job_title: 'Unit Secretary', hours: 7.5 });

    await t.call(savePbjMappingContract, { body: { codes: [{ job_title_id: JOB_TITLE_IDS.US, code: 40 }] }, headers: s.admin });
    answer = await pbj(edited);
    expect(answer.employees.find((e) => e.pbj_employee_id === '91012')).toMatchObject({ hours: 7.5 });
    expect((await t.call(getPbjMappingContract, { headers: s.admin })).data.mapping.find((m) => m.abbreviation === 'US')).toMatchObject({
      code: 40,
      code_label: 'Other Service Worker',
    });
  });

  it('leaves hours on a future date out of the file and says so', async () => {
    const tomorrow = addDays(today, 1);
    const quarter = fiscalQuarterOf(tomorrow);
    const later = await newEmployee(t, s.sunrise, { empId: 91013, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: later,
      jobTitleId: JOB_TITLE_IDS.RN,
      date: tomorrow,
      start: '10:00',
      end: '18:00',
      mealMinutes: 30,
    });
    const answer = await pbj(quarter);
    expect(answer.report.warnings.find((w) => w.kind === 'FUTURE_DATE' && w.pbj_employee_id === '91013')).toMatchObject({
      date: tomorrow,
      hours: 7.5,
    });
    expect(answer.report.warnings.some((w) => w.kind === 'QUARTER_OPEN')).toBe(true);
    expect(answer.employees.map((e) => e.pbj_employee_id)).not.toContain('91013');
    const csv = await pbjCsv(quarter);
    expect(csv.body).not.toContain(tomorrow);
  });
});

describe('the CMS facility id', () => {
  it('saves 1-16 letters and digits, refuses anything else, and the database refuses it too', async () => {
    const bad = await t.call(updateCmsIdContract, { body: { cms_facility_id: '10-5678' }, headers: s.admin });
    expect(refused(bad, 422)).toContain(productMessages.pbjCmsIdInvalid);
    expect((await t.call(updateCmsIdContract, { body: { cms_facility_id: 'A'.repeat(17) }, headers: s.admin })).statusCode).toBe(422);
    await expect(t.sql(sql`update facilities set cms_facility_id = 'not valid' where id = ${s.sunrise}`)).rejects.toThrow();

    const saved = (await t.call(updateCmsIdContract, { body: { cms_facility_id: ' 105679 ' }, headers: s.admin })).data;
    expect(saved).toEqual({ cms_facility_id: '105679', message: productMessages.pbjCmsIdSaved });
    expect((await pbj(clean)).header.cms_facility_id).toBe('105679');

    await t.deps.db.update(facilities).set({ cmsFacilityId: null }).where(eq(facilities.id, s.sunrise));
    const answer = await pbj(clean);
    expect(answer.report.errors[0]).toMatchObject({ kind: 'CMS_ID_MISSING', message: productMessages.pbjProblemCmsIdMissing });
    const xml = await pbjXml(clean);
    expect(refused(xml, 422)[0]).toBe(productMessages.pbjProblemCmsIdMissing);
    await t.deps.db.update(facilities).set({ cmsFacilityId: '105678' }).where(eq(facilities.id, s.sunrise));
  });
});

describe('access', () => {
  it('refuses a manager (no money permissions) every PBJ route', async () => {
    const asManager = { query: quarterQuery(clean), headers: s.manager };
    const reads = {
      report: await t.call(getPbjContract, asManager),
      xml: await t.call(pbjXmlContract, asManager),
      csv: await t.call(pbjCsvContract, asManager),
      mapping: await t.call(getPbjMappingContract, { headers: s.manager }),
    };
    for (const [read, res] of Object.entries(reads)) {
      expect(res.statusCode, read).toBe(403);
    }
    expect(
      (await t.call(savePbjMappingContract, { body: { codes: [{ job_title_id: JOB_TITLE_IDS.US, code: 40 }] }, headers: s.manager }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(updateCmsIdContract, { body: { cms_facility_id: '1' }, headers: s.manager })).statusCode).toBe(403);
  });

  it('keeps each facility to its own hours, mapping and id', async () => {
    const mapleNurse = await newEmployee(t, s.maple, { empId: 91021, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    await approvedCard(t, {
      facilityId: s.maple,
      zone: 'CST',
      person: mapleNurse,
      jobTitleId: JOB_TITLE_IDS.RN,
      date: addDays(quarterRange(clean).start, 3),
      start: '07:00',
      end: '15:00',
      mealMinutes: 30,
    });
    const atMaple = await pbj(clean, s.ownerAtMaple);
    expect(atMaple.header).toMatchObject({ cms_facility_id: '145432', state: 'IL' });
    expect(atMaple.employees.map((e) => e.pbj_employee_id)).toEqual(['91021']);
    expect(atMaple.mapping.find((m) => m.abbreviation === 'US')).toMatchObject({ code: null, reviewed: false });
    expect((await pbj(clean)).employees.map((e) => e.pbj_employee_id)).not.toContain('91021');
    // The Sunrise admin is no member of Maple.
    expect((await t.call(getPbjContract, { query: quarterQuery(clean), headers: { ...s.admin, 'facility-id': s.maple } })).statusCode).toBe(
      403,
    );
  });

  it('answers a bad quarter with a clear 422', async () => {
    const res = await t.call(getPbjContract, { query: { fiscal_year: '2027', quarter: '5' }, headers: s.admin });
    expect(refused(res, 422)).toContain(productMessages.pbjQuarterInvalid);
    // Without a quarter, the last one that has ended.
    expect((await pbj(lastClosedQuarter(today))).quarter).toEqual((await t.call(getPbjContract, { headers: s.admin })).data.quarter);
  });
});

describe('an empty quarter', () => {
  // Quarters before every other quarter of this file, one for each reason.
  const idle = previousQuarter(previousQuarter(edited));
  const waiting = previousQuarter(idle);

  it('is not ready to send: the report says nobody worked in it', async () => {
    const answer = await pbj(idle);
    expect(answer.totals).toMatchObject({ hours: 0, employees: 0, entries: 0 });
    expect(answer.report.warnings[0]).toMatchObject({ kind: 'EMPTY', message: productMessages.pbjProblemEmptyNotWorked });
  });

  it('with hours worked but none approved, says so and how many timecards wait', async () => {
    const nurse = await newEmployee(t, s.sunrise, { empId: 91031, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: nurse,
      jobTitleId: JOB_TITLE_IDS.RN,
      date: addDays(quarterRange(waiting).start, 5),
      start: '07:00',
      end: '15:00',
      mealMinutes: 30,
    });
    await t.deps.db.update(timecards).set({ status: 'PENDING', decidedAt: null }).where(eq(timecards.employeeId, nurse.id));
    const answer = await pbj(waiting);
    expect(answer.totals.entries).toBe(0);
    expect(answer.report.warnings.map((w) => w.message)).toEqual([
      productMessages.pbjProblemEmptyNotApproved(1),
      productMessages.pbjProblemNotApproved(1),
    ]);
  });
});

describe('the quarter-closed job', () => {
  it('raises the PBJ notice once per facility and quarter', async () => {
    const now = new Date('2027-01-05T15:00:00Z');
    const first = await raiseClosedQuarterNotices(systemCtx(t), now);
    expect(new Set(first.map((r) => r.facilityId))).toEqual(new Set([s.sunrise, s.maple]));
    expect(first.every((r) => r.type === 'PBJ')).toBe(true);
    expect(await raiseClosedQuarterNotices(systemCtx(t), now)).toEqual([]);
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          first.map((r) => r.id),
        ),
      );
    expect(rows).toHaveLength(first.length);
    expect(rows.every((r) => r.body === 'PBJ for Q1 FY2027 is due by 14/02/2027')).toBe(true);
    const notices = await t.deps.db.select().from(pbjQuarterNotices).where(eq(pbjQuarterNotices.facilityId, s.sunrise));
    expect(notices).toEqual([expect.objectContaining({ fiscalYear: 2027, quarter: 1 })]);
    // Once its deadline has passed, a quarter is not announced.
    expect(await raiseClosedQuarterNotices(systemCtx(t), new Date('2027-03-01T15:00:00Z'))).toEqual([]);
  });
});
