import { formatDate, formatDateRange } from '@careroster/shared/format/date-time';
import { formatHourlyRate, formatMoney } from '@careroster/shared/format/money';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { baseUrl, expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

type Employee = { id: string; first_name: string; last_name: string; hourly_rate: number };
type Pay = { today: string; current: { hourly_rate: number } };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Moves the server's test clock (TEST_CLOCK=1) forward for good: this file runs last on its server (support/sequencer.ts). */
async function advanceDays(days: number) {
  const res = await fetch(`${baseUrl()}/api/v1/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_minutes: days * 24 * 60 }),
  });
  expect(res.status).toBe(200);
}

describe('pay details in the browser (decision 064)', () => {
  it("gives a raise effective next week, sees it in the history, and in the next period's payroll line", async () => {
    const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
    const staff = await apiGet<{ results: Employee[] }>(
      token,
      facilityId,
      'facilities/employees?worker_type=IN&status=ACTIVE&page_size=50',
    );
    // The last of the list: the other files pick the first ones.
    const nurse = staff.results.at(-1)!;
    const name = `${nurse.first_name} ${nurse.last_name}`;
    const { today, current } = await apiGet<Pay>(token, facilityId, `facilities/employees/${nurse.id}/pay`);
    const nextWeek = addDays(weekStartOf(today), 7);
    const raised = Math.round(current.hourly_rate * 100 + 250) / 100;
    // A day off next Tuesday, approved: her next period's line has hours to price.
    await apiSend(token, facilityId, 'POST', `facilities/pto/employees/${nurse.id}/adjustments`, { hours: 8, note: 'Browser test leave.' });
    const request = await apiSend<{ id: string }>(token, facilityId, 'POST', 'facilities/pto/requests', {
      employee_id: nurse.id,
      start_date: addDays(nextWeek, 2),
      end_date: addDays(nextWeek, 2),
      hours: 8,
    });
    await apiSend(token, facilityId, 'POST', `facilities/pto/requests/${request.id}/decision`, { decision: 'APPROVE' });

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `/employees/employee-detail?id=${nurse.id}&tab=pay` });
    await page.getByRole('tab', { name: productMessages.payTab, selected: true }).waitFor();
    await page.getByRole('heading', { name: productMessages.payCurrentTitle }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: productMessages.payChange }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.payChange });
    await dialog.getByLabel(productMessages.payEffectiveFromLabel).fill(nextWeek);
    await dialog.getByRole('textbox', { name: productMessages.payHourlyRateLabel }).fill(String(raised));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(productMessages.payChanged).waitFor();

    const history = page.getByRole('table', { name: productMessages.payHistoryTitle });
    const row = history.getByRole('row').filter({ hasText: formatDate(nextWeek) });
    await row.getByText(productMessages.payStateScheduled).waitFor();
    await row.getByText(formatHourlyRate(raised)).waitFor();
    // Until its day, the card's rate stays.
    await page.getByText(formatHourlyRate(current.hourly_rate)).first().waitFor();

    // Two weeks on, next week's pay period has ended: its line pays the leave at the new rate.
    await advanceDays(15);
    await page.goto('/payments/payroll/list');
    await page.getByRole('heading', { name: productMessages.payrollTitle }).waitFor();
    const label = formatDateRange(nextWeek, addDays(nextWeek, 6));
    await page.getByRole('combobox', { name: productMessages.payrollPeriodLabel }).click();
    await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('button', { name: productMessages.payrollCompute }).click();
    const details = page.getByRole('region', { name: `${productMessages.payrollTitle} ${label}` });
    const line = details.getByTestId('payroll-line').filter({ hasText: name });
    await line.getByRole('cell', { name: formatMoney(raised), exact: true }).waitFor();
    await line
      .getByRole('cell', { name: formatMoney(Math.round(raised * 800) / 100), exact: true })
      .first()
      .waitFor();
    expectNoConsoleErrors(page);
  });
});
