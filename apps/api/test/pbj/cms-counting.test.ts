import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getPbjContract } from '@careroster/shared/api/pbj/get-pbj';
import { updateMealRuleContract } from '@careroster/shared/api/pbj/meal-rule';
import { pbjXmlContract } from '@careroster/shared/api/pbj/pbj-files';
import { formatDate } from '@careroster/shared/format/date-time';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { lastClosedQuarter, previousQuarter, quarterRange, type FiscalQuarter } from '@careroster/shared/pbj/quarters';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, facilities, timecards } from '../../src/db/schema';
import { apiRoot } from '../../src/paths';
import { dataOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { approvedCard, hoursInXml, newEmployee } from './helpers';

/** PBJ the way CMS counts it (issue 25, decisions 052 and 055): meal deductions, the daily cap, the hire and termination dates. */
const t = useTestApp();
const s = useDemoSessions(t);
const SCHEMA = path.join(apiRoot, 'src/modules/pbj/schema/nhpbj_4_10_0.xsd');
const zone = 'EST';
const today = zonedDate(new Date(), zone);
// Quarters well before the demo's weeks of timecards: only this file's cards are in them.
const meals = previousQuarter(previousQuarter(lastClosedQuarter(today)));
const capped = previousQuarter(meals);
const hired = previousQuarter(capped);

const query = (q: FiscalQuarter) => ({ fiscal_year: q.fiscalYear, quarter: q.quarter });
const pbj = async (q: FiscalQuarter) => dataOf(await t.call(getPbjContract, { query: query(q), headers: s.admin }));
const hoursOf = async (q: FiscalQuarter, pbjId: string) => (await pbj(q)).employees.find((e) => e.pbj_employee_id === pbjId)?.hours;
const setMealRule = (meal_rule: 'CMS_DEDUCTION' | 'RECORDED_ONLY', headers = s.admin) =>
  t.call(updateMealRuleContract, { body: { meal_rule }, headers });

/** A new RN of Sunrise with these employment dates, and her approved 07:00-15:00 days with a 30-minute meal: 7.50 PBJ hours each. */
async function rnWorked(empId: number, dates: { hireDate?: string; terminationDate?: string }, days: readonly string[]) {
  const nurse = await newEmployee(t, s.sunrise, { empId, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN, ...dates });
  for (const date of days)
    await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: nurse,
      jobTitleId: JOB_TITLE_IDS.RN,
      date,
      start: '07:00',
      end: '15:00',
      mealMinutes: 30,
    });
  return nurse;
}

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-pbj-cms-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("meal breaks, CMS's 30 minutes per 8 hours", () => {
  const { start } = quarterRange(meals);
  beforeAll(async () => {
    const eight = await newEmployee(t, s.sunrise, { empId: 92001, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    const sixteen = await newEmployee(t, s.sunrise, { empId: 92002, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    const base = { facilityId: s.sunrise, zone, jobTitleId: JOB_TITLE_IDS.RN, date: addDays(start, 3) };
    await approvedCard(t, { ...base, person: eight, start: '07:00', end: '15:00', mealMinutes: 0 });
    await approvedCard(t, { ...base, person: sixteen, start: '07:00', end: '23:00', mealMinutes: 30 });
  });

  it('reports 8 hours with no recorded break as 7.50 and 16 hours with one 30-minute break as 15.00, and says so in the header', async () => {
    const answer = await pbj(meals);
    expect(answer.header.meal_rule).toBe('CMS_DEDUCTION');
    expect(answer.employees.find((e) => e.pbj_employee_id === '92001')?.hours).toBe(7.5);
    expect(answer.employees.find((e) => e.pbj_employee_id === '92002')?.hours).toBe(15);
  });

  it('reports the recorded breaks only once the facility chooses so, and back', async () => {
    const saved = dataOf(await setMealRule('RECORDED_ONLY'));
    expect(saved).toEqual({ meal_rule: 'RECORDED_ONLY', message: productMessages.pbjMealRuleSaved });
    expect((await pbj(meals)).header.meal_rule).toBe('RECORDED_ONLY');
    expect(await hoursOf(meals, '92001')).toBe(8);
    expect(await hoursOf(meals, '92002')).toBe(15.5);
    await setMealRule('CMS_DEDUCTION');
    expect(await hoursOf(meals, '92001')).toBe(7.5);
  });

  it('refuses an unknown rule with the message and saves nothing; a manager may not change it', async () => {
    const bad = await t.call(updateMealRuleContract, { body: { meal_rule: 'NONE' as 'RECORDED_ONLY' }, headers: s.admin });
    expect(refused(bad, 422)).toContain(productMessages.pbjMealRuleInvalid);
    expect((await setMealRule('RECORDED_ONLY', s.manager)).statusCode).toBe(403);
    const [row] = await t.deps.db.select({ rule: facilities.pbjMealRule }).from(facilities).where(eq(facilities.id, s.sunrise));
    expect(row!.rule).toBe('CMS_DEDUCTION');
  });

  it("deducts CMS's 30 minutes even when the break was corrected to 0 (the manual has no exception for a meal worked through)", async () => {
    const through = await newEmployee(t, s.sunrise, { empId: 92003, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    const { timecardId } = await approvedCard(t, {
      facilityId: s.sunrise,
      zone,
      person: through,
      jobTitleId: JOB_TITLE_IDS.RN,
      date: addDays(start, 4),
      start: '07:00',
      end: '15:00',
      mealMinutes: 30,
    });
    expect(await hoursOf(meals, '92003')).toBe(7.5);
    // The break corrected to 0: pay counts 8 hours, PBJ still reports 7.50.
    await t.deps.db.update(timecards).set({ breakMinutes: 0, workedMinutes: 480 }).where(eq(timecards.id, timecardId));
    expect(await hoursOf(meals, '92003')).toBe(7.5);
  });
});

describe("a day over CMS's 22.50 hours", () => {
  const { start } = quarterRange(capped);
  const day = addDays(start, 6);

  it('is reported as 22.50, named in the report, and does not block the file', async () => {
    const nurse = await newEmployee(t, s.sunrise, { empId: 92011, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    const base = { facilityId: s.sunrise, zone, person: nurse, date: day, mealMinutes: 0 };
    // 12 h as RN less 30 min, 11 h 59 as LPN less 30 min: 1379 minutes, 22.98 hours after the deductions.
    await approvedCard(t, { ...base, jobTitleId: JOB_TITLE_IDS.RN, start: '00:00', end: '12:00' });
    await approvedCard(t, { ...base, jobTitleId: JOB_TITLE_IDS.LPN, start: '12:00', end: '23:59' });
    const answer = await pbj(capped);
    expect(answer.report.errors).toEqual([]);
    const daily = answer.report.warnings.find((w) => w.kind === 'DAILY_HOURS')!;
    expect(daily).toMatchObject({ employee_name: nurse.name, pbj_employee_id: '92011', date: day, hours: 22.98 });
    expect(daily.message).toBe(productMessages.pbjProblemDailyHours(nurse.name, formatDate(day), '22.98'));
    expect(answer.employees.find((e) => e.pbj_employee_id === '92011')?.hours).toBe(22.5);

    const xml = await t.call(pbjXmlContract, { query: query(capped), headers: s.admin });
    expect(xml.statusCode, xml.body).toBe(200);
    const entries = hoursInXml(xml.body).get('92011')!.get(day)!;
    expect(entries.map((e) => e.code).sort()).toEqual([7, 9]);
    expect(Math.round(entries.reduce((sum, e) => sum + e.hours * 100, 0)) / 100).toBe(22.5);
    const file = path.join(tmp, 'capped.xml');
    await fs.writeFile(file, xml.body, 'utf8');
    const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
    expect(run.status, `${run.stderr}\n${run.stdout}`).toBe(0);
  });
});

describe("hours before the employee's hire date", () => {
  it("are an error before export, CMS's fatal edit: the report names the day and the XML is refused", async () => {
    const { start } = quarterRange(hired);
    const day = addDays(start, 9);
    const hireDate = addDays(day, 1);
    const nurse = await rnWorked(92021, { hireDate }, [day, hireDate]);
    const answer = await pbj(hired);
    const message = productMessages.pbjProblemBeforeHire(nurse.name, formatDate(day), '7.50', formatDate(hireDate));
    expect(answer.report.errors).toEqual([
      { kind: 'BEFORE_HIRE', message, employee_name: nurse.name, pbj_employee_id: '92021', date: day, job_title: null, hours: 7.5 },
    ]);
    const xml = await t.call(pbjXmlContract, { query: query(hired), headers: s.admin });
    expect(refused(xml, 422)[0]).toBe(message);
  });
});

describe('a week that crosses a quarter', () => {
  it("puts each day's hours, less CMS's meal, in the quarter of its date", async () => {
    const later = previousQuarter(hired);
    const earlier = previousQuarter(later);
    const first = addDays(quarterRange(earlier).end, -3);
    const nurse = await newEmployee(t, s.sunrise, { empId: 92031, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.CNA });
    for (let i = 0; i < 7; i += 1)
      await approvedCard(t, {
        facilityId: s.sunrise,
        zone,
        person: nurse,
        jobTitleId: JOB_TITLE_IDS.CNA,
        date: addDays(first, i),
        start: '07:00',
        end: '15:00',
        mealMinutes: 0,
      });
    const row = async (q: FiscalQuarter) => (await pbj(q)).employees.find((e) => e.pbj_employee_id === '92031');
    // Four 8-hour days in the earlier quarter and three in the later, 7.50 each.
    expect(await row(earlier)).toMatchObject({ days: 4, hours: 30 });
    expect(await row(later)).toMatchObject({ days: 3, hours: 22.5 });
  });
});

describe("hours after the employee's termination date", () => {
  it("are an error before export, CMS's fatal edit, until the date or the hours are corrected", async () => {
    const gone = previousQuarter(previousQuarter(previousQuarter(hired)));
    const lastDay = addDays(quarterRange(gone).start, 9);
    const after = addDays(lastDay, 1);
    const nurse = await rnWorked(92041, { terminationDate: lastDay }, [lastDay, after]);
    const message = productMessages.pbjProblemAfterTermination(nurse.name, formatDate(after), '7.50', formatDate(lastDay));
    expect((await pbj(gone)).report.errors).toEqual([
      { kind: 'AFTER_TERMINATION', message, employee_name: nurse.name, pbj_employee_id: '92041', date: after, job_title: null, hours: 7.5 },
    ]);
    expect(refused(await t.call(pbjXmlContract, { query: query(gone), headers: s.admin }), 422)[0]).toBe(message);

    // Corrected (the date's form arrives with issue 27): the file goes out with the termination date.
    await t.deps.db.update(employees).set({ terminationDate: after }).where(eq(employees.id, nurse.id));
    expect((await pbj(gone)).report.errors).toEqual([]);
    const xml = await t.call(pbjXmlContract, { query: query(gone), headers: s.admin });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(`<employee><employeeId>92041</employeeId><terminationDate>${after}</terminationDate></employee>`);
    const file = path.join(tmp, 'terminated.xml');
    await fs.writeFile(file, xml.body, 'utf8');
    const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
    expect(run.status, `${run.stderr}\n${run.stdout}`).toBe(0);
  });
});
