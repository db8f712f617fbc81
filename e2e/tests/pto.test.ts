import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Request = {
  id: string;
  employee_id: string;
  nurse_id: string;
  employee_name: string;
  hours: number;
  entered_by: string;
  start_date: string;
  end_date: string;
};
type Notice = { payload: { type: string; type_id: string | null; nurse_id: string | null } };
type EmployeePto = { balance: { available_hours: number } };

describe('PTO in the browser', () => {
  it("opens the PTO tab from a nurse's request notification, approves it, and reads benefits eligibility", async () => {
    // Another file changes the Maple manager's password: the Sunrise admin decides here.
    const admin = await apiLogin('admin@sunrise.example');
    const facility = admin.facility_id;
    const pending = await apiGet<{ results: Request[] }>(admin.token, facility, 'facilities/pto/requests?status=PENDING&page_size=100');
    // The demo's nurse requests fit their balances; take one from the time clock.
    let request: Request | undefined;
    let available = 0;
    for (const r of pending.results.filter((p) => p.entered_by === 'NURSE')) {
      const pto = await apiGet<EmployeePto>(admin.token, facility, `facilities/pto/employees/${r.employee_id}`);
      if (pto.balance.available_hours >= r.hours) {
        request = r;
        available = pto.balance.available_hours;
        break;
      }
    }
    expect(request, 'a pending request from the time clock within its balance').toBeDefined();
    const notices = await apiGet<{ results: Notice[] }>(admin.token, facility, 'facilities/notifications?page_size=50');
    const notice = notices.results.find((n) => n.payload.type === 'PTO' && n.payload.type_id === request!.id);
    expect(notice?.payload.nurse_id).toBe(request!.nurse_id);

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example');
    // The PTO click target of spec 000 section 2.
    await page.goto(`/nurses/nurse-detail?type=pto&nurse_id=${notice!.payload.nurse_id}`);
    await page.getByRole('tab', { name: 'PTO', selected: true }).waitFor();
    const balance = page.getByRole('region', { name: /^PTO balance/ });
    await balance.getByText(`${available} h`).waitFor();
    await expectAccessible(page);

    const requests = page.getByRole('table', { name: 'PTO requests' });
    await requests.getByRole('button', { name: new RegExp(`^Approve ${request!.employee_name}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve PTO request?' });
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Approved from the browser test.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('PTO request approved.').waitFor();
    const left = Math.round((available - request!.hours) * 100) / 100;
    await balance.getByText(`${left} h`, { exact: true }).waitFor();
    await requests.getByRole('row').filter({ hasText: 'Approved from the browser test.' }).getByText('Approved', { exact: true }).waitFor();
    await page
      .getByRole('table', { name: 'PTO history' })
      .getByRole('row')
      .filter({ hasText: 'Approved from the browser test.' })
      .waitFor();

    await page.goto('/benefits');
    // Eligibility follows the demo's timecards: either someone averages 130 hours a month, or nobody does.
    await page.getByRole('table', { name: 'Eligible employees' }).or(page.getByText('No eligible employees')).waitFor();
    if (await page.getByText('No eligible employees').isVisible()) {
      await page.getByText(/Track which employees work enough hours/).waitFor();
    } else {
      expect(await page.getByRole('table', { name: 'Eligible employees' }).getByRole('row').count()).toBeGreaterThan(1);
    }
    await expectAccessible(page);

    await page.goto('/pto');
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.getByRole('table', { name: 'PTO policies' }).getByText('Standard PTO').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
