import { paths } from '@careroster/shared/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { closeToasts, expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';
import { addDays, dailyShifts, isoDay, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

type Suggestions = { results: { employee_id: string; first_name: string; last_name: string }[] };
type Employee = { id: string; date_of_joining: string | null };

let browser: Browser;
let token: string;
let facilityId: string;

// The Wednesday of this file's own week: the opening the nurse on leave must not be offered.
const leaveDay = addDays(sundayWeeksAhead(TEST_WEEKS.fmla), 3);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

describe('FMLA in the browser', () => {
  it('opens a case for a nurse, takes her certification, records intermittent hours, and keeps her out of that day', async () => {
    const rn = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find(
      (j) => j.abbreviation === 'RN',
    )!;
    const created = await apiSend<{ results: { id: string }[] }>(
      token,
      facilityId,
      'POST',
      'facilities/shifts',
      dailyShifts({
        title: 'FMLA browser test',
        from: leaveDay,
        to: leaveDay,
        start: '07:00',
        end: '15:00',
        jobTitleId: rn.id,
        openings: 1,
      }),
    );
    const shift = created.results[0]!;
    const [position] = await apiGet<{ id: string }[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`);
    const suggestionsPath = `facilities/shifts/${shift.id}/positions/${position!.id}/suggestions`;
    const suggested = (await apiGet<Suggestions>(token, facilityId, suggestionsPath)).results;
    // From the end of the ranking (the other files book the best), a nurse hired over a year ago with no FMLA case yet.
    const today = isoDay(new Date());
    let nurse: Suggestions['results'][number] | undefined;
    for (const candidate of [...suggested].reverse()) {
      const employee = await apiGet<Employee>(token, facilityId, `facilities/employees/${candidate.employee_id}`);
      const cases = await apiGet<{ results: unknown[] }>(token, facilityId, `facilities/fmla/cases?employee_id=${candidate.employee_id}`);
      if (employee.date_of_joining && employee.date_of_joining <= addDays(today, -400) && cases.results.length === 0) {
        nurse = candidate;
        break;
      }
    }
    expect(nurse, 'a long-serving RN is suggested for the opening').toBeDefined();
    const name = `${nurse!.first_name} ${nurse!.last_name}`;

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `${paths.employeeDetail}?id=${nurse!.employee_id}&tab=fmla` });
    await page.getByRole('button', { name: 'Open FMLA case' }).click();
    const open = page.getByRole('dialog', { name: `Open FMLA case for ${name}` });
    await open.getByLabel('Leave', { exact: true }).selectOption('INTERMITTENT');
    await open.getByLabel('Start').fill(today);
    await open.getByLabel('Expected end').fill(addDays(leaveDay, 14));
    await open.getByLabel('Normal workweek (hours)').fill('36');
    // The facility moved to CareRoster recently: her earlier hours come from the old payroll (825.110(c)).
    await open.getByLabel('Hours worked recorded elsewhere').fill('1400');
    await expect.poll(() => open.getByLabel('Start').inputValue()).toBe(today);
    await expectAccessible(page);
    await open.getByRole('button', { name: 'Open case' }).click();

    const dialog = page.getByRole('dialog', { name: `FMLA: ${name}` });
    await dialog.getByText('Eligible for FMLA leave').waitFor();
    await dialog.getByTestId('fmla-case-balance').filter({ hasText: '0 of 432 hours used, 432 left' }).waitFor();
    await dialog.getByRole('button', { name: 'Request certification' }).click();
    await dialog.getByText('Due ').first().waitFor();
    await expectAccessible(page);
    await dialog
      .getByLabel('Returned certification')
      .setInputFiles({ name: 'certification.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('chosen-file').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText(/received .*certification\.pdf/).waitFor();
    await closeToasts(page);
    await dialog.getByRole('button', { name: 'Approve certification' }).click();
    await dialog.getByText('Approved', { exact: true }).waitFor();
    await closeToasts(page);

    await dialog.getByLabel('Day of leave').fill(leaveDay);
    await dialog.getByLabel('Hours', { exact: true }).fill('6');
    await expect.poll(() => dialog.getByLabel('Day of leave').inputValue()).toBe(leaveDay);
    await dialog.getByRole('button', { name: 'Record leave' }).click();
    await dialog.getByTestId('fmla-case-balance').filter({ hasText: '6 of 432 hours used, 426 left' }).waitFor();
    await dialog.getByRole('table', { name: 'Leave taken' }).getByRole('row').nth(1).waitFor();

    await page.goto(paths.fmla);
    const row = page.getByRole('table', { name: 'FMLA cases' }).getByRole('row').filter({ hasText: name });
    await row.getByTestId('fmla-balance').filter({ hasText: '6 / 426' }).waitFor();
    await expectAccessible(page);

    // On leave that day: the opening's suggestions (and so its offers) leave her out.
    const after = (await apiGet<Suggestions>(token, facilityId, suggestionsPath)).results.map((r) => r.employee_id);
    expect(after).not.toContain(nurse!.employee_id);
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
