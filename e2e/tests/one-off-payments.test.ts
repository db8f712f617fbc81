import fs from 'node:fs/promises';
import { formatDateRange } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

type Employee = { id: string; first_name: string; last_name: string; emp_id: number };
type Period = { start: string; end: string; run_id: string | null };

const SUNRISE = 'Sunrise Care Center';
// Above Sunrise's approval threshold ($500 by default), so a second administrator approves it.
const AMOUNT = '525.00';
const REASON = 'Browser test: covered the holiday weekend';

let browser: Browser;
let nurse: Employee;
let period: Period;
beforeAll(async () => {
  browser = await launchBrowser();
  const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
  const staff = await apiGet<{ results: Employee[] }>(token, facilityId, 'facilities/employees?worker_type=IN&status=ACTIVE&page_size=50');
  // The third from the end: other files take the first staff, records-pay the last.
  nurse = staff.results.at(-3)!;
  // Paid now, the bonus goes to the run of the period just ended, still a draft (decision 077);
  // payroll.test.ts approves the period before it.
  period = (await apiGet<{ periods: Period[] }>(token, facilityId, 'facilities/payroll/runs')).periods[0]!;
});
afterAll(() => browser.close());

describe('one-off payments in the browser (decision 077)', () => {
  it('an admin enters a bonus above the threshold, the owner approves and pays it, and the next Paychex file carries it', async () => {
    const name = `${nurse.first_name} ${nurse.last_name}`;
    const admin = await openPage(browser);
    await signIn(admin, 'admin@sunrise.example', { at: '/payments?tab=one-off' });
    const section = admin.getByRole('region', { name: productMessages.oneOffTitle });
    await section.getByRole('button', { name: productMessages.oneOffNew }).waitFor();
    await expectAccessible(admin);

    await section.getByRole('button', { name: productMessages.oneOffNew }).click();
    const dialog = admin.getByRole('dialog', { name: productMessages.oneOffNew });
    await dialog.getByText(productMessages.oneOffThresholdHint('$500.00')).waitFor();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(messages.enterValidAmount).waitFor();
    await dialog.getByRole('combobox', { name: productMessages.oneOffFieldNurse }).fill(nurse.last_name);
    await admin.getByRole('option', { name: new RegExp(`${name} \\(${nurse.emp_id}\\)`) }).click();
    await dialog.getByRole('combobox', { name: productMessages.oneOffFieldKind }).click();
    await admin.getByRole('option', { name: 'Bonus', exact: true }).click();
    await dialog.getByLabel(productMessages.oneOffFieldAmount).fill(AMOUNT);
    await dialog.getByLabel(productMessages.oneOffFieldReason).fill(REASON);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(productMessages.oneOffCreatedPending('$500.00')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = section.getByTestId('one-off-row').filter({ hasText: REASON });
    await row.getByText(productMessages.oneOffStatusLabels.PENDING_APPROVAL).waitFor();
    // Four eyes: the admin who entered it has no Approve.
    expect(await row.getByRole('button', { name: productMessages.oneOffApprove }).count()).toBe(0);
    expectNoConsoleErrors(admin);

    const owner = await openPage(browser);
    await signIn(owner, 'owner@sunrise.example', { at: '/payments?tab=one-off', facility: SUNRISE });
    const theirs = owner.getByRole('region', { name: productMessages.oneOffTitle }).getByTestId('one-off-row').filter({ hasText: REASON });
    await theirs.getByRole('button', { name: productMessages.oneOffApprove }).click();
    const approve = owner.getByRole('dialog', { name: productMessages.oneOffApproveTitle });
    await expectAccessible(owner);
    await approve.getByRole('button', { name: productMessages.oneOffApprove }).click();
    await theirs.getByText(productMessages.oneOffStatusLabels.APPROVED).waitFor();

    await theirs.getByRole('button', { name: `Pay ${name} $${AMOUNT}` }).click();
    const pay = owner.getByRole('dialog', { name: productMessages.oneOffPayTitle });
    await pay.getByText(messages.processReimbursementBody).waitFor();
    await expectAccessible(owner);
    await pay.getByRole('button', { name: `Pay $${AMOUNT}` }).click();
    await pay.waitFor({ state: 'detached' });
    await theirs.getByText(productMessages.oneOffStatusLabels.PAID).waitFor();

    // The payment history: a row of its own, with its kind and reason.
    await owner.getByRole('tab', { name: productMessages.transactionsTab }).click();
    const transactions = owner.getByRole('table', { name: productMessages.transactionsTitle });
    await transactions
      .getByTestId('transaction-row')
      .filter({ hasText: productMessages.oneOffMemo('Bonus', REASON) })
      .filter({ hasText: `$${AMOUNT}` })
      .waitFor();
    expectNoConsoleErrors(owner);

    // The next payroll run: the period just ended, computed again, and its Paychex file.
    await owner.goto('/payments/payroll/list');
    const label = formatDateRange(period.start, period.end);
    await owner.getByRole('combobox', { name: productMessages.payrollPeriodLabel }).click();
    await owner.getByRole('option', { name: new RegExp(`^${label}`) }).click();
    await owner.getByRole('button', { name: productMessages.payrollCompute }).click();
    const details = owner.getByRole('region', { name: `${productMessages.payrollTitle} ${label}` });
    await details.getByTestId('payroll-status').waitFor();
    await details.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('menuitem', { name: productMessages.payrollExportPaychex }).click(),
    ]);
    const rows = (await fs.readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(rows.filter((r) => r.includes(name) && r.includes(',Bonus,'))).toEqual([
      // The labor category and the employer's tax ids follow the period (decision 078).
      expect.stringMatching(new RegExp(`,${name},Bonus,,,${AMOUNT},${period.start},${period.end},`)),
    ]);
    expectNoConsoleErrors(owner);
  });
});
