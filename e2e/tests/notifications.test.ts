import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { baseUrl, expectAccessible, expectNoConsoleErrors, launchBrowser, liveReady, openPage, type TrackedPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

/**
 * One user uploads a credential document; another user of the facility, with the app open in
 * another browser, sees the bell count change and a toast without a reload, and a click on the
 * notification marks it read and opens the nurse's credentials.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Item = { id: string; is_read: boolean; payload: { type: string; type_id: string | null; nurse_id: string | null } };
type Page = { count: number; results: Item[]; unread_count: number };

/** A signed-in page whose live socket has joined its facility's channel. */
async function watching(email: string, facilityName: string): Promise<TrackedPage> {
  const page = await openPage(browser);
  await signIn(page, email, { at: '/notifications' });
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  // The socket joins the facility chosen last: start listening before choosing it.
  const joined = liveReady(page);
  const switcher = page.getByRole('combobox', { name: 'Facility' });
  if ((await switcher.count()) > 0 && (await switcher.locator('option:checked').textContent()) !== facilityName) {
    await switcher.selectOption({ label: facilityName });
  } else {
    await page.reload();
  }
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await joined;
  return page;
}

const bellCount = async (page: TrackedPage) => {
  const label = (await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

describe('notifications in the browser', () => {
  it('brings a notification raised by another user to the bell without a reload; a click marks it read and opens its screen', async () => {
    // The owner opens Sunrise, where the admin uploads. (Another file changes the Maple manager's password.)
    const owner = await apiLogin('owner@sunrise.example');
    const uploader = await apiLogin('admin@sunrise.example');
    const facility = uploader.facility_id;
    // The bell must move by this upload alone: the owner mutes what timekeeping's jobs raise on their own.
    const settings = await fetch(`${baseUrl()}/api/v1/profile/notification-settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'facility-id': facility, 'content-type': 'application/json' },
      body: JSON.stringify({ muted_types: ['MISSED-PUNCH', 'OVERTIME', 'PTO', 'TIMESHEET'] }),
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const page = await watching('owner@sunrise.example', 'Sunrise Care Center');
    await expectAccessible(page);
    const before = await bellCount(page);

    // A credential of one of the facility's nurses gets a new document, as another manager's upload would.
    const employees = await apiGet<{ results: { id: string; nurse_id: string }[] }>(
      uploader.token,
      facility,
      'facilities/employees?page_size=5',
    );
    const employee = employees.results[0]!;
    const credentials = await apiGet<{ id: string }[]>(uploader.token, facility, `facilities/employees/${employee.id}/credentials`);
    const form = new FormData();
    form.set('upload_data_2', new Blob([PNG], { type: 'image/png' }), 'license.png');
    const started = Date.now();
    const res = await fetch(`${baseUrl()}/api/v1/facilities/employees/${employee.id}/credentials/${credentials[0]!.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${uploader.token}`, 'facility-id': facility },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);

    // Only the live event can bring it: no reload, no navigation. The wait is a limit, not a budget.
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 30_000 });
    console.info(`bell updated ${Date.now() - started} ms after the upload answered`);
    await page.getByRole('status').filter({ hasText: 'Credential uploaded for review' }).first().waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer
      .getByRole('button', { name: /Credential uploaded for review/ })
      .first()
      .click();
    await page.waitForURL(`**/nurses/nurse-detail?type=cred&nurse_id=${employee.nurse_id}`);

    await expect
      .poll(async () => {
        const list = await apiGet<Page>(owner.token, facility, 'facilities/notifications?page_size=5');
        return list.results.find((n) => n.payload.type === 'CREDENTIAL' && n.payload.type_id === credentials[0]!.id)?.is_read;
      })
      .toBe(true);
    await page.getByRole('button', { name: before === 0 ? 'Notifications' : `Notifications, ${before} unread` }).waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
