import { messages, productMessages } from '@careroster/shared/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, liveReady, openPage, type TrackedPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
const vaultBalance = async (page: TrackedPage) => dollars(await page.getByTestId('vault-balance').textContent());

describe('the payments page', () => {
  it("as Sunrise's ADMIN funds the vault, sees it pending then settled, and pays a reimbursement", async () => {
    // bank.test.ts replaces Sunrise's account and verifies the new one; whatever ran before, it must be verified now.
    const admin = await apiLogin('admin@sunrise.example');
    const { account } = await apiGet<{ account: { status: string } | null }>(admin.token, admin.facility_id, 'facilities/bank-account');
    expect(account?.status, "Sunrise's funding account").toBe('VERIFIED');

    const page = await openPage(browser);
    const joined = liveReady(page);
    await signIn(page, 'admin@sunrise.example', { at: '/payments' });
    await page.getByRole('heading', { name: productMessages.paymentsTitle }).waitFor();
    await page.getByTestId('vault-balance').waitFor();
    await joined;
    await expectAccessible(page);
    const before = await vaultBalance(page);

    await page.getByRole('button', { name: productMessages.fundVault }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.fundVault });
    await dialog.getByText(productMessages.vaultFeeNote('$0.03')).waitFor();
    await expectAccessible(page);
    const amount = dialog.getByLabel(productMessages.fundVaultAmount);
    await amount.fill('0');
    await dialog.getByRole('button', { name: productMessages.fundVault }).click();
    await page.getByText(messages.enterValidAmount).waitFor();
    await amount.fill('125.50');
    await dialog.getByRole('button', { name: productMessages.fundVault }).click();
    await page.getByText(messages.vaultFunded).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Newest first: the funding waits in transit, then the settle job (a 2 s sandbox delay here) puts it in the vault.
    const transactions = page.getByRole('table', { name: productMessages.transactionsTitle });
    const rows = transactions.getByTestId('transaction-row').filter({ hasText: '+$125.50' });
    const badge = (status: 'PENDING' | 'SETTLED') => rows.getByText(productMessages.paymentRowStatusLabels[status], { exact: true });
    await badge('PENDING').waitFor();
    // Settled: the funding's own row says so, and the settlement's row brings the money into the vault.
    await expect.poll(() => badge('SETTLED').count(), { timeout: 90_000 }).toBe(2);
    expect(await badge('PENDING').count()).toBe(0);
    await expect.poll(() => vaultBalance(page), { timeout: 30_000 }).toBeCloseTo(before + 125.5, 2);

    // The demo's pending parking fee.
    const reimbursements = page.getByRole('table', { name: productMessages.reimbursementsTitle });
    const row = reimbursements
      .getByTestId('reimbursement-row')
      .filter({ hasText: '$42.50' })
      .filter({ hasText: productMessages.reimbursementStatusLabels.PENDING });
    await row.getByRole('button', { name: /^Pay / }).click();
    const confirm = page.getByRole('dialog', { name: messages.processReimbursementTitle });
    await confirm.getByText(messages.processReimbursementBody).waitFor();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Pay $42.50' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => vaultBalance(page), { timeout: 30_000 }).toBeCloseTo(before + 125.5 - 42.5, 2);
    await reimbursements
      .getByTestId('reimbursement-row')
      .filter({ hasText: '$42.50' })
      .filter({ hasText: productMessages.reimbursementStatusLabels.PAID })
      .first()
      .waitFor();
    await transactions.getByTestId('transaction-row').filter({ hasText: '-$42.50' }).first().waitFor();
    expectNoConsoleErrors(page);
    await page.close();
  });

  it("as Maple's OWNER, whose account is not verified, says the vault cannot be funded", async () => {
    const { token, facilities } = await apiLogin('owner@sunrise.example');
    const maple = facilities.find((f) => f.name === 'Maple Grove Nursing Home')!;
    const page = await openPage(browser);
    await page.goto(`/?access_token=${token}&facility_id=${maple.id}&route_to=payments`);
    await page.getByRole('heading', { name: productMessages.paymentsTitle }).waitFor();
    await page.getByRole('button', { name: productMessages.fundVault }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.fundVault });
    await dialog.getByText(messages.vaultNeedsAccounts).waitFor();
    expect(await dialog.getByRole('button', { name: productMessages.fundVault }).isDisabled()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
    await page.close();
  });

  it('as a MANAGER has no Payments in the menu, and the address says the page is not hers', async () => {
    const page = await openPage(browser);
    await signIn(page, 'manager@maple.example');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).count()).toBe(0);
    await page.goto('/payments');
    await page.getByText(productMessages.paymentsNotAllowed).waitFor();
    expectNoConsoleErrors(page);
    await page.close();
  });
});
