import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, liveReady, openPage } from '../support/browser';
import { latestLinkIn, linksIn } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';

/**
 * The message center (issue 16, "Done when"): the manager messages a nurse from her page, the
 * nurse reads it on the page of her SMS link and replies, and the reply reaches the manager's
 * open conversation live; a later reply, while she is elsewhere, shows as unread in the shell.
 */
const MANAGER = 'manager@maple.example';
const linkPattern = /https?:\/\/[^/\s]+\/nurse-messages\/([\w-]{20,})/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Employee = { id: string; first_name: string; last_name: string; status: string };
type Summary = { title: string; direct: boolean };

describe('message center in the browser', () => {
  it('a message goes to the nurse, her reply comes back live with the unread count', async () => {
    const session = await apiLogin(MANAGER);
    const { results } = await apiGet<{ results: Employee[] }>(session.token, session.facility_id, 'facilities/employees?page_size=20');
    // A nurse the demo has no conversation with, so this test starts hers.
    const { results: talks } = await apiGet<{ results: Summary[] }>(
      session.token,
      session.facility_id,
      'facilities/conversations?page_size=100',
    );
    const talkedTo = new Set(talks.filter((c) => c.direct).map((c) => c.title));
    const nurse = results.find((e) => e.status === 'ACTIVE' && !talkedTo.has(`${e.first_name} ${e.last_name}`))!;
    const unread = async () =>
      (await apiGet<{ messages: number }>(session.token, session.facility_id, 'facilities/conversations/unread')).messages;
    const name = `${nurse.first_name} ${nurse.last_name}`;
    const stamp = Date.now().toString(36);
    const question = `Can you cover Saturday night? (${stamp})`;

    const page = await openPage(browser);
    const joined = liveReady(page);
    await signIn(page, MANAGER);
    await joined;
    await page.goto(`/employees/employee-detail?id=${nurse.id}`);
    await page.getByRole('button', { name: `Message ${name}` }).click();
    await page.waitForURL('**/messages?conversation=*');
    await page.getByText(`With ${name}`).waitFor();

    const linksBefore = await linksIn(linkPattern);
    await page.getByRole('textbox', { name: 'Message' }).fill(question);
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText(question).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    await expectAccessible(page);

    // The nurse, on her phone, from the SMS link.
    const token = await latestLinkIn(linkPattern, linksBefore);
    const phone = await openPage(browser, { width: 390 });
    await phone.goto(`/nurse-messages/${token}`);
    const herLog = phone.getByRole('log', { name: 'Messages' });
    await herLog.getByText(question).waitFor();
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);

    const reply = `Yes, I can (${stamp})`;
    await phone.getByRole('textbox', { name: 'Message' }).fill(reply);
    await phone.getByRole('button', { name: 'Send' }).click();
    await herLog.getByText(reply).waitFor();
    // Her own message shows whether the facility read it: the manager has the conversation open.
    await herLog.getByText('Read', { exact: true }).waitFor();

    // The manager sees the reply arrive, no reload.
    await log.getByText(reply).waitFor();

    // Elsewhere in the app, a second reply shows as unread in the shell.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    // The demo's own unread replies count too: the badge goes up by one from there.
    const unreadBefore = await unread();
    const later = `Parking on the west side? (${stamp})`;
    await phone.getByRole('textbox', { name: 'Message' }).fill(later);
    await phone.keyboard.press('Enter');
    await herLog.getByText(later).waitFor();
    await nav
      .getByText(`${unreadBefore + 1} unread`)
      .first()
      .waitFor();

    await nav.getByText('Messages', { exact: true }).click();
    await nav.getByRole('link', { name: `Conversations ${unreadBefore + 1} unread` }).click();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await log.getByText(later).waitFor();
    // Shown means read: the badge goes back down.
    await expect.poll(unread).toBe(unreadBefore);
    if (unreadBefore > 0) await nav.getByRole('link', { name: `Conversations ${unreadBefore} unread` }).waitFor();
    else await expect.poll(() => nav.getByText('unread').count()).toBe(0);

    // At a phone's width the open conversation takes the screen, with a way back to the list.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'All conversations' }).waitFor();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'All conversations' }).click();
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await expectNoHorizontalScroll(page);

    expectNoConsoleErrors(page);
    expectNoConsoleErrors(phone);
  });
});
