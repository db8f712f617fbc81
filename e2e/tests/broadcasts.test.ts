import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('broadcast messages in the browser', () => {
  it('sends an SMS to two nurses picked by search, and shows it in the log with its delivery', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Messages is a group since the message center (issue 16): Conversations and Broadcasts.
    await nav.getByText('Messages', { exact: true }).click();
    await nav.getByRole('link', { name: 'Broadcasts' }).click();
    await page.waitForURL('**/broadcasts');
    await page.getByText('No messages sent yet').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New message' }).click();
    const compose = page.getByRole('dialog', { name: 'New message' });
    await compose.getByText(/nurses? will get this message/).waitFor();
    await expectAccessible(page);
    await compose.getByText('By name').click();
    await compose.getByRole('button', { name: 'Choose nurses' }).click();

    const search = page.getByRole('dialog', { name: 'Choose nurses' });
    const boxes = search.getByRole('checkbox', { name: /^Select / });
    await boxes.nth(1).waitFor();
    const names = [(await boxes.nth(0).getAttribute('aria-label'))!, (await boxes.nth(1).getAttribute('aria-label'))!].map((l) =>
      l.replace(/^Select /, ''),
    );
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await search.getByRole('button', { name: 'Continue' }).click();

    const chosen = compose.getByRole('list', { name: 'Chosen nurses' });
    for (const name of names) await chosen.getByText(name).waitFor();
    const text = `Staff meeting moved to 3 pm ${Date.now()}`;
    await compose.getByRole('textbox', { name: /^Message/ }).fill(text);
    await compose.getByText(`${text.length}/160`).waitFor();
    await compose.getByRole('button', { name: 'Send' }).click();

    const confirm = page.getByRole('dialog', { name: 'Send message?' });
    await confirm.getByText('Send to 2 nurses?').waitFor();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent to 2 nurses.').waitFor();

    const log = page.getByRole('table', { name: 'Sent messages' });
    const row = log.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('SMS');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
    // The dispatcher job sends them through the dev SMS sender; the log follows while some are pending.
    const deadline = Date.now() + 120_000;
    while (!((await row.getByRole('cell').nth(4).textContent()) ?? '').startsWith('2 sent')) {
      if (Date.now() > deadline) throw new Error('the two SMS were not shown as sent');
      await page.waitForTimeout(500);
    }
    await expectAccessible(page);

    await row.getByRole('button', { name: text }).click();
    const details = page.getByRole('dialog', { name: 'Message details' });
    const recipients = details.getByRole('table', { name: 'Recipients' });
    for (const name of names) expect(await recipients.getByRole('row').filter({ hasText: name }).textContent()).toContain('Sent');
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
