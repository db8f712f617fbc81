import { messages, productMessages } from '@careroster/shared/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { computePayroll } from '../support/payroll';
import { apiLogin, signIn } from '../support/session';

type Period = { start: string; end: string; run_id: string | null; status: string | null };
type Row = { timecard_id: string | null; status: string; clock_in_at: string | null; clock_out_at: string | null };

let browser: Browser;
let period: Period;

/**
 * The demo's pay period before last: past its approval deadline, so nearly every timecard of it is
 * decided. The few left pending or disputed are approved over the API first (approval needs them
 * decided), so the run can be approved and paid here whatever other files did to that week.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
  const runs = await apiGet<{ periods: Period[] }>(token, facilityId, 'facilities/payroll/runs');
  period = runs.periods[1]!;
  const sheet = await apiGet<{ rows: Row[] }>(token, facilityId, `facilities/timesheet?date=${period.start}`);
  const open = sheet.rows
    .filter((r) => r.timecard_id && r.status !== 'APPROVED' && r.clock_in_at && r.clock_out_at)
    .map((r) => r.timecard_id!);
  if (open.length > 0) await apiSend(token, facilityId, 'POST', 'facilities/timecards/approve', { timecard_ids: open });
});
afterAll(() => browser.close());

describe('payroll in the browser', () => {
  it('computes a finished period, drills into it, approves it and pays its external nurses from the vault', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/payments/payroll/list' });
    const { label, details } = await computePayroll(page, period);
    await details.getByTestId('payroll-line').first().waitFor();
    await details.getByTestId('payroll-status').filter({ hasText: productMessages.payrollStatus.DRAFT }).waitFor();
    const external = await details
      .getByTestId('payroll-line')
      .filter({ has: page.getByRole('cell', { name: 'EN', exact: true }) })
      .count();
    expect(external, 'the demo week has external nurses to pay').toBeGreaterThanOrEqual(2);
    await expectAccessible(page);

    await details.getByRole('button', { name: productMessages.payrollApprove }).click();
    const confirm = page.getByRole('dialog', { name: productMessages.payrollApproveTitle });
    await confirm.getByText(productMessages.payrollApproveBody(label)).waitFor();
    await confirm.getByRole('button', { name: productMessages.payrollApprove }).click();
    await details.getByTestId('payroll-status').filter({ hasText: productMessages.payrollStatus.APPROVED }).waitFor();

    // Run payroll: nobody chosen is the spec's toast; then one nurse, then the rest.
    await details.getByRole('button', { name: productMessages.payrollRun }).click();
    let dialog = page.getByRole('dialog', { name: productMessages.payrollRunTitle });
    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBe(external);
    for (const box of await boxes.all()) await box.uncheck();
    await dialog.getByRole('button', { name: 'Pay $0.00' }).click();
    await page.getByText(messages.selectAtLeastOneEmployee).waitFor();
    await expectAccessible(page);
    await boxes.first().check();
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Paid \$[\d,]+\.\d\d to 1 nurse\.$/).waitFor();
    await details.getByText(productMessages.payrollPaidBadge, { exact: true }).first().waitFor();

    await details.getByRole('button', { name: productMessages.payrollRun }).click();
    dialog = page.getByRole('dialog', { name: productMessages.payrollRunTitle });
    expect(await dialog.getByRole('checkbox').count()).toBe(external - 1);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await details.getByTestId('payroll-status').filter({ hasText: productMessages.payrollStatus.PAID }).waitFor();
    await page.getByTestId('payroll-run-row').filter({ hasText: label }).getByText(productMessages.payrollStatus.PAID).waitFor();
    expectNoConsoleErrors(page);
  });
});
