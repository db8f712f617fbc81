import fs from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { latestLinkIn, linksIn } from '../support/outbox';
import { computePayroll } from '../support/payroll';
import { PHONE } from '../support/phone-width';
import { apiLogin, signIn } from '../support/session';
import { timeClockLinkPattern } from '../support/time-clock';
import { addDays } from '../support/weeks';

// At Maple, as the owner: no other browser file sets up benefits or computes payroll there (the
// payroll test runs Sunrise's period before last; Sunrise's demo plan year covers today, so a new
// year there would overlap it). Maple's last finished pay period is this file's alone, and the
// nurses it enrols are two of Maple's internal staff with approved time in that period.
const FACILITY = 'Maple Grove Nursing Home';
const OWNER = 'owner@sunrise.example';

type Period = { start: string; end: string; run_id: string | null };
type Row = { employee_id: string; nurse_name: string; worker_type: string; status: string };
type Benefits = { employee: { date_of_joining: string | null } };

let browser: Browser;
let period: Period;
/** Enrolled by staff with her spouse; the second enrols herself from her time-clock link. */
let staffEnrolled: { id: string; name: string };
let selfEnrolled: { id: string; name: string };
let session: { token: string; facilityId: string };
// Names of this run: the first test sets them up, the nurse's test chooses the plan by its name.
const n = randomInt(100, 999);
const yearName = `Plan year ${n}`;
const planName = `Maple Care PPO ${n}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await apiLogin(OWNER);
  session = { token: login.token, facilityId: login.facilities.find((f) => f.name === FACILITY)!.id };
  const get = <T>(path: string) => apiGet<T>(session.token, session.facilityId, path);
  const runs = await get<{ periods: Period[] }>('facilities/payroll/runs');
  period = runs.periods[0]!;
  const sheet = await get<{ rows: Row[] }>(`facilities/timesheet?date=${period.start}&worker_type=IN&status=APPROVED`);
  // Joined before the period: open enrolment covers her from the plan year's first day.
  const candidates = [...new Map(sheet.rows.map((r) => [r.employee_id, r.nurse_name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const joinedBefore: { id: string; name: string }[] = [];
  for (const [id, name] of candidates) {
    const { employee } = await get<Benefits>(`facilities/benefits/employees/${id}`);
    if (employee.date_of_joining && employee.date_of_joining <= period.start) joinedBefore.push({ id, name });
    if (joinedBefore.length === 2) break;
  }
  expect(joinedBefore, 'Maple has two internal nurses with approved time in its last period').toHaveLength(2);
  [staffEnrolled, selfEnrolled] = joinedBefore as [{ id: string; name: string }, { id: string; name: string }];
});
afterAll(() => browser.close());

/** Mantine's Select: open it by its label, pick the option. */
async function choose(page: Page, field: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('benefits in the browser (issue 30)', () => {
  it('sets up a plan year and a plan, enrols a nurse with her spouse, and the next payroll run and its Paychex file carry her deduction', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER, { at: `${paths.benefits}?tab=plans`, facility: FACILITY });
    await page.getByRole('heading', { name: productMessages.benefitsTitle }).waitFor();
    await page.getByText(productMessages.benefitsNoPlanYears).waitFor();
    await expectAccessible(page);

    // A plan year from the period's first day, open for enrolment from then until well after today.
    await page.getByRole('button', { name: 'New plan year' }).click();
    const yearDialog = page.getByRole('dialog', { name: 'New plan year' });
    await yearDialog.getByRole('button', { name: 'Save plan year' }).click();
    await yearDialog.getByText(productMessages.benefitsPlanYearNameInvalid).waitFor();
    await yearDialog.getByRole('textbox', { name: /^Name/ }).fill(yearName);
    await yearDialog.getByLabel(/^Coverage starts/).fill(period.start);
    await yearDialog.getByLabel(/^Coverage ends/).fill(addDays(period.start, 364));
    await yearDialog.getByLabel(/^Open enrolment opens/).fill(period.start);
    await yearDialog.getByLabel(/^Open enrolment closes/).fill(addDays(period.end, 45));
    await expectAccessible(page);
    await yearDialog.getByRole('button', { name: 'Save plan year' }).click();
    await yearDialog.waitFor({ state: 'detached' });
    await page.getByText(productMessages.benefitsPlanYearSaved).waitFor();
    await page.getByRole('heading', { name: new RegExp(`^${yearName}:`) }).waitFor();
    await page.getByText(/\(open now\)/).waitFor();

    // A medical plan with two tiers, each with its costs per pay period.
    await page.getByRole('button', { name: 'Add plan' }).click();
    const planDialog = page.getByRole('dialog', { name: `Add a plan to ${yearName}` });
    await planDialog.getByRole('textbox', { name: /^Plan name/ }).fill(planName);
    await planDialog.getByRole('textbox', { name: 'Employee: employee cost' }).fill('45');
    await planDialog.getByRole('textbox', { name: 'Employee: employer cost' }).fill('180');
    await planDialog.getByRole('checkbox', { name: 'Employee + spouse' }).check();
    await planDialog.getByRole('textbox', { name: 'Employee + spouse: employee cost' }).fill('98.50');
    await planDialog.getByRole('textbox', { name: 'Employee + spouse: employer cost' }).fill('300');
    await expectAccessible(page);
    await planDialog.getByRole('button', { name: 'Save plan' }).click();
    await planDialog.waitFor({ state: 'detached' });
    const plans = page.getByRole('table', { name: `Plans of ${yearName}` });
    await plans
      .getByRole('row', { name: new RegExp(planName) })
      .getByText('Employee + spouse $98.50 / $300.00', { exact: false })
      .waitFor();
    await expectAccessible(page);

    // Her spouse in her file, then her choice on her Benefits tab.
    await page.goto(`${paths.employeeDetail}?id=${staffEnrolled.id}&tab=dependents`);
    await page.getByRole('button', { name: productMessages.dependentAdd }).click();
    const dependent = page.getByRole('dialog', { name: productMessages.dependentAdd });
    await dependent.getByRole('textbox', { name: new RegExp(`^${productMessages.dependentFirstName}`) }).fill('Jordan');
    await dependent.getByRole('textbox', { name: new RegExp(`^${productMessages.dependentLastName}`) }).fill(`Spouse${n}`);
    await choose(page, new RegExp(`^${productMessages.dependentRelation}`), 'Spouse');
    await dependent.getByLabel(new RegExp(`^${productMessages.dependentDateOfBirth}`)).fill('1987-05-14');
    await dependent.getByRole('button', { name: 'Save' }).click();
    await dependent.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Dependents' }).getByText(`Jordan Spouse${n}`).waitFor();

    await page.getByRole('tab', { name: productMessages.benefitsTab }).click();
    await page.getByRole('heading', { name: new RegExp(`^${yearName}: Open enrolment until`) }).waitFor();
    await choose(page, 'Medical plan', planName);
    await choose(page, 'Medical tier', 'Employee + spouse: $98.50 a pay period');
    // The pills' box lies over the MultiSelect's input: the click lands on the box, as a user's does.
    await page.getByRole('combobox', { name: 'Medical dependents' }).click({ force: true });
    await page.getByRole('option', { name: `Jordan Spouse${n}` }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await page.getByRole('button', { name: `${productMessages.benefitsEnrol} (Medical)` }).click();
    await page.getByText(productMessages.benefitsElectionSaved).waitFor();
    const choice = page.getByRole('table', { name: 'Her choices' }).getByRole('row', { name: new RegExp(planName) });
    await choice.getByText(`Jordan Spouse${n}`).waitFor();
    expect(await choice.textContent()).toContain('$98.50');
    await expectAccessible(page);

    // The run of the period the plan year covers: her line shows the deduction.
    await page.goto(paths.payrollList);
    const { details } = await computePayroll(page, period);
    const line = details.getByTestId('payroll-line').filter({ hasText: staffEnrolled.name });
    await line.getByText('Medical $98.50').waitFor();
    await expectAccessible(page);

    // The Paychex file: her deduction under the plan's code, the employer's share beside it.
    await details.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: productMessages.payrollExportPaychex }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`paychex-${period.start}-${period.end}.csv`);
    const rows = (await fs.readFile(await download.path(), 'utf8')).trim().split('\r\n');
    const hers = rows.filter((r) => r.includes(staffEnrolled.name));
    // The labor category's code follows the period (decision 078).
    expect(hers.some((r) => r.includes(`,Medical,,,98.50,${period.start},${period.end},`))).toBe(true);
    expect(hers.some((r) => r.includes(`,Medical ER,,,300.00,${period.start},${period.end},`))).toBe(true);
    expectNoConsoleErrors(page);
  });

  it('lets another nurse enrol herself from her time-clock link page', async () => {
    const before = await linksIn(timeClockLinkPattern);
    await apiSend(session.token, session.facilityId, 'POST', `facilities/employees/${selfEnrolled.id}/time-clock-link`, {});
    const link = await latestLinkIn(timeClockLinkPattern, before);
    const page = await openPage(browser, { width: PHONE, height: 844 });
    await page.goto(link);
    await page.getByText(`Hi ${selfEnrolled.name.split(' ')[0]}.`).waitFor();
    const mine = page.getByRole('heading', { name: productMessages.benefitsMyTitle });
    await mine.waitFor();
    await choose(page, 'Medical plan', planName);
    await choose(page, 'Medical tier', 'Employee: $45.00 a pay period');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: `${productMessages.benefitsEnrol} (Medical)` }).click();
    await page.getByText(productMessages.benefitsElectionSaved).waitFor();
    await page
      .getByRole('table', { name: 'My choices' })
      .getByRole('row', { name: /Employee/ })
      .waitFor();
    expectNoConsoleErrors(page);

    // Staff see her choice among the facility's enrolments.
    const staff = await openPage(browser);
    await signIn(staff, OWNER, { at: `${paths.benefits}?tab=enrolments`, facility: FACILITY });
    const enrolments = staff.getByRole('table', { name: 'Enrolments' });
    await enrolments.getByRole('row', { name: new RegExp(selfEnrolled.name) }).waitFor();
    await enrolments.getByRole('row', { name: new RegExp(staffEnrolled.name) }).waitFor();
    await expectAccessible(staff);
  });

  it('fits a phone: the plans and enrolments tabs have no sideways scroll', async () => {
    const page = await openPage(browser, { width: PHONE, height: 844 });
    await signIn(page, OWNER, { at: `${paths.benefits}?tab=plans`, facility: FACILITY });
    await page.getByRole('table', { name: /^Plans of / }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Enrolments' }).click();
    await page.getByRole('table', { name: 'Enrolments' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
