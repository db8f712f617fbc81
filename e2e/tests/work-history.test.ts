import fs from 'node:fs/promises';
import { paths } from '@careroster/shared/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

type Sheet = { period: { previous: string }; rows: { employee_id: string; timecard_id: string | null }[] };
type History = { count: number; results: { shift_title: string }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('work history in the browser', () => {
  it("reads a nurse's work history, exports it, adds a prior employer and sees the active-shift panel", async () => {
    // Sunrise's admin, not Maple's manager: foundation.test.ts changes that manager's password.
    const { token, facility_id: facility } = await apiLogin('admin@sunrise.example');
    const thisWeek = await apiGet<Sheet>(token, facility, 'facilities/timesheet');
    const lastWeek = await apiGet<Sheet>(token, facility, `facilities/timesheet?date=${thisWeek.period.previous}`);
    const worked = lastWeek.rows.find((r) => r.timecard_id !== null);
    expect(worked, 'the demo has a timecard last week').toBeDefined();
    const employeeId = worked!.employee_id;
    const history = await apiGet<History>(token, facility, `facilities/employees/${employeeId}/work-history?page_size=10`);
    expect(history.count).toBeGreaterThan(0);

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `${paths.employeeDetail}?id=${employeeId}` });
    await page.getByRole('region', { name: 'Active shift' }).waitFor();
    await page.getByRole('tab', { name: 'Work history' }).click();
    const table = page.getByRole('table', { name: 'Shifts worked here' });
    await table.waitFor();
    // A header row and the first page's rows, newest first as the API has them.
    await expect.poll(() => table.getByRole('row').count()).toBe(Math.min(history.count, 10) + 1);
    await table.getByRole('row').nth(1).filter({ hasText: history.results[0]!.shift_title }).waitFor();
    await page.getByText(`${history.count} total`).waitFor();
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`work-history-${employeeId}.csv`);
    const lines = (await fs.readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date,Shift,Job title,Unit,Floor,Scheduled start,Scheduled end,Clock in,Clock out,.*,Pay$/);
    expect(lines.length).toBe(history.count + 1);

    await page.getByRole('button', { name: 'Add prior employment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add prior employment' });
    await dialog.getByRole('textbox', { name: 'Employer' }).fill('Tampa General Hospital');
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Staff RN');
    await dialog.getByLabel('From (month)').fill('2019-04');
    await dialog.getByLabel('To (month)').fill('2023-08');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Tampa');
    await dialog.getByRole('textbox', { name: 'Reference phone' }).fill('(813) 555-0142');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Prior employment saved.').waitFor();
    const list = page.getByRole('list', { name: 'Prior employment' });
    await list.getByText('Tampa General Hospital').waitFor();
    await list.getByText(/Staff RN · 04\/2019 – 08\/2023 · Tampa/).waitFor();
    expectNoConsoleErrors(page);
  });
});
