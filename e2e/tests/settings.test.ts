import { formatDateRange } from '@careroster/shared/format/date-time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { baseUrl, expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { latestMailTo } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';

const ADMIN = 'admin@sunrise.example';

type Sheet = { period: { start: string; end: string } };

let browser: Browser;
let api: { token: string; facility_id: string };

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiLogin(ADMIN);
});
// Other files read Sunrise's weekly timesheet: put WEEKLY back even when the test failed half-way.
afterAll(async () => {
  const form = new FormData();
  form.append('payroll_setting', 'WEEKLY');
  await fetch(`${baseUrl()}/api/v1/update-facility`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${api.token}`, 'facility-id': api.facility_id },
    body: form,
  });
  await browser.close();
});

// Unique per run, so the test does not depend on a database other runs left behind.
const invitee = { email: `new.manager.${Date.now()}@sunrise.example`, first: 'Nadia', last: 'Settings' };
const inviteeName = `${invitee.first} ${invitee.last}`;

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

async function choosePayroll(page: Page, label: 'Weekly' | 'Biweekly') {
  const payroll = section(page, 'Payroll setting');
  await payroll.getByRole('button', { name: 'Change payroll setting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payroll settings' });
  await dialog.getByRole('radio', { name: label, exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await payroll.getByText(`Pay period: ${label}`).waitFor();
}

describe('the settings page in the browser', () => {
  it('as ADMIN changes the payroll setting and back, invites a manager who sets a password and sees a narrower page, removes her, and finds both in the audit log', async () => {
    const admin = await openPage(browser);
    await signIn(admin, ADMIN);
    await openSettings(admin);

    // WEEKLY -> BIWEEKLY: the timesheet's period becomes two weeks; then back, as other files expect.
    await choosePayroll(admin, 'Biweekly');
    const { period } = await apiGet<Sheet>(api.token, api.facility_id, 'facilities/timesheet');
    expect((Date.parse(period.end) - Date.parse(period.start)) / 86_400_000).toBe(13);
    await admin.goto('/timesheet');
    await admin
      .getByTestId('timesheet-period')
      .filter({ hasText: formatDateRange(period.start, period.end) })
      .waitFor();
    await openSettings(admin);
    await choosePayroll(admin, 'Weekly');
    await expectAccessible(admin);

    // Invite a manager; the mailed link lets her choose a password.
    const users = section(admin, 'Users of the facility');
    await users.getByRole('button', { name: 'Invite manager' }).first().click();
    const invite = admin.getByRole('dialog');
    await invite.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    await invite.getByRole('textbox', { name: 'First name' }).fill(invitee.first);
    await invite.getByRole('textbox', { name: 'Last name' }).fill(invitee.last);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'detached' });
    await users.getByRole('cell', { name: inviteeName, exact: true }).waitFor();

    const mail = await latestMailTo(invitee.email);
    const link = mail.match(/https?:\/\/\S+\/set-password\/\S+/)![0];
    const manager = await openPage(browser);
    await manager.goto(link);
    await manager.getByLabel(/^New password/).fill('orchard lantern settings 13');
    await manager.getByLabel('Confirm new password').fill('orchard lantern settings 13');
    await manager.getByRole('button', { name: 'Save password' }).click();
    await manager.waitForURL('**/auth/login');
    await signIn(manager, invitee.email, { password: 'orchard lantern settings 13' });
    await openSettings(manager);
    await section(manager, 'Payroll setting').getByText('Pay period: Weekly').waitFor();
    await section(manager, 'Timekeeping').waitFor();
    expect(await manager.getByRole('button', { name: 'Change payroll setting' }).count()).toBe(0);
    expect(await manager.getByRole('heading', { name: 'Users of the facility' }).count()).toBe(0);
    expect(await manager.getByRole('heading', { name: 'Audit log' }).count()).toBe(0);
    expectNoConsoleErrors(manager);
    await manager.context().close();

    // Back as ADMIN: remove her, then find both actions in the audit log filtered by action.
    await users.getByRole('button', { name: `Remove ${inviteeName}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove access' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'detached' });
    await users.getByRole('cell', { name: inviteeName, exact: true }).waitFor({ state: 'detached' });

    const audit = section(admin, 'Audit log');
    for (const label of ['Facility user: invite', 'Facility user: remove']) {
      await audit.getByRole('combobox', { name: 'Action' }).click();
      await admin.getByRole('option', { name: label, exact: true }).click();
      const rows = audit.getByRole('table', { name: 'Audit log' }).getByRole('row');
      // The table keeps the unfiltered rows on screen until the filtered page answers: wait until
      // every body row is the chosen action, not only the first one found.
      const shown = async () => {
        const body = (await rows.allTextContents()).filter((text) => !text.startsWith('Time'));
        return { any: body.length > 0, others: body.filter((text) => !text.includes(label)) };
      };
      await expect.poll(shown).toEqual({ any: true, others: [] });
    }
    await expectAccessible(admin);
    expectNoConsoleErrors(admin);
    await admin.context().close();
  });
});
