import fs from 'node:fs/promises';
import path from 'node:path';
import { messages, productMessages } from '@careroster/shared/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, liveReady, openPage } from '../support/browser';
import { thisServer } from '../support/server';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The sandbox's statement for the account ending in `last4`, as it lands in DATA_DIR/outbox. */
async function statementAmounts(last4: string): Promise<[string, string]> {
  const dir = path.join(thisServer().dataDir, 'outbox');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    for (const file of (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('-bank-statement.txt'))) {
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      if (!text.includes(`****${last4}`)) continue;
      const amounts = [...text.matchAll(/\+\$(0\.0\d)/g)].map((m) => m[1]!);
      return [amounts[0]!, amounts[1]!];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no bank statement for ****${last4} within 120 s`);
}

describe('the bank account on /settings', () => {
  it('as ADMIN replaces the verified account, reads the deposits from the statement and verifies it', async () => {
    const page = await openPage(browser);
    const joined = liveReady(page);
    await signIn(page, 'admin@sunrise.example', { at: '/settings' });
    const section = page.getByRole('region', { name: productMessages.settingsBank });
    await section.getByText(productMessages.bankStatusLabels.VERIFIED).waitFor();
    await joined;

    await section.getByRole('button', { name: productMessages.bankReplace }).click();
    const confirm = page.getByRole('dialog', { name: productMessages.bankReplaceTitle });
    await confirm.getByRole('button', { name: productMessages.bankReplace }).click();
    const form = page.getByRole('dialog', { name: productMessages.bankAdd });
    // A number of its own per run, so the statement found is this run's.
    const last4 = String(1000 + Math.floor(Math.random() * 9000));
    await form.getByLabel('Account holder name').fill('Sunrise Care Center LLC');
    await form.getByLabel('Routing number').fill('021000012');
    await form.getByLabel('Account number').fill(`55500${last4}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(productMessages.bankRoutingInvalid).waitFor();
    await form.getByLabel('Routing number').fill('021000021');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await section.getByText(`****${last4}`).waitFor();

    // The deposits arrive through the job; the live event brings them to this open page.
    const [a, b] = await statementAmounts(last4);
    await section.getByText(productMessages.bankStatusLabels.AWAITING_VERIFICATION).waitFor({ timeout: 60_000 });
    await section.getByRole('button', { name: productMessages.bankVerify }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.bankVerifyTitle });
    await dialog.getByText(productMessages.bankAttemptsLeft(3)).waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Amount 1').fill('0.5');
    await dialog.getByLabel('Amount 2').fill(b);
    await dialog.getByRole('button', { name: productMessages.bankVerify }).click();
    await dialog.getByText(messages.amountMax).waitFor();

    const wrong = a === '0.09' ? '0.08' : `0.0${Number(a.slice(-1)) + 1}`;
    await dialog.getByLabel('Amount 1').fill(wrong);
    await dialog.getByRole('button', { name: productMessages.bankVerify }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: productMessages.bankWrongAmounts(2) })
      .waitFor();
    await dialog
      .getByTestId('bank-attempts')
      .filter({ hasText: productMessages.bankAttemptsLeft(2) })
      .waitFor();

    await dialog.getByLabel('Amount 1').fill(a);
    await dialog.getByRole('button', { name: productMessages.bankVerify }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByText(productMessages.bankStatusLabels.VERIFIED).waitFor();
    // The wrong try is a 422 by design; Chromium logs it as a failed resource.
    expect(page.consoleErrors.filter((e) => !/status of (401|422)/.test(e))).toEqual([]);
    await page.close();
  });

  it("as MANAGER shows Maple's pending account without Verify or Add", async () => {
    const page = await openPage(browser);
    await signIn(page, 'manager@maple.example', { at: '/settings' });
    const section = page.getByRole('region', { name: productMessages.settingsBank });
    await section.getByText('****1234').waitFor();
    await section.getByText(productMessages.bankStatusLabels.AWAITING_VERIFICATION).waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    expectNoConsoleErrors(page);
    await page.close();
  });
});
