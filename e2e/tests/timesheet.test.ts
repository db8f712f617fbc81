import { formatDate, formatDateRange } from '@careroster/shared/format/date-time';
import fs from 'node:fs/promises';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

type Row = {
  timecard_id: string | null;
  nurse_name: string;
  work_date: string;
  status: string;
  flags: string[];
  flagged: boolean;
  clock_out_at: string | null;
};
type Sheet = { period: { start: string; end: string; previous: string }; rows: Row[] };

let browser: Browser;
let lastWeek: Sheet;
let thisWeek: Sheet;

// Sunrise's admin, not Maple's manager: foundation.test.ts changes that manager's password.
beforeAll(async () => {
  browser = await launchBrowser();
  const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
  thisWeek = await apiGet<Sheet>(token, facilityId, 'facilities/timesheet');
  lastWeek = await apiGet<Sheet>(token, facilityId, `facilities/timesheet?date=${thisWeek.period.previous}`);
});
afterAll(() => browser.close());

const rowOf = (table: Locator, row: Row) =>
  table
    .getByRole('row')
    .filter({ hasText: row.nurse_name })
    .filter({ hasText: formatDate(row.work_date) });

describe('the timesheet in the browser', () => {
  it('reviews a past pay period of the demo: flagged rows, the clock in/out details with distances and photos, approve, dispute, CSV', async () => {
    const outside = lastWeek.rows.find((r) => r.flags.includes('OUTSIDE_GEOFENCE') && r.clock_out_at && r.status === 'PENDING');
    const pending = lastWeek.rows.filter((r) => r.status === 'PENDING' && !r.flagged && r.timecard_id);
    expect(outside, 'the demo has a timecard flagged outside the geofence last week').toBeDefined();
    expect(pending.length).toBeGreaterThanOrEqual(2);
    // The same nurse can work twice on a day: pick rows that a name and a date name alone.
    const unique = (r: Row) => lastWeek.rows.filter((o) => o.nurse_name === r.nurse_name && o.work_date === r.work_date).length === 1;
    const [toApprove, toDispute] = pending.filter(unique);

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/timesheet' });
    await page.getByRole('heading', { name: 'Timesheet' }).waitFor();
    await page
      .getByTestId('timesheet-period')
      .filter({ hasText: formatDateRange(thisWeek.period.start, thisWeek.period.end) })
      .waitFor();
    await page.getByRole('button', { name: 'Previous period' }).click();
    await page
      .getByTestId('timesheet-period')
      .filter({ hasText: formatDateRange(lastWeek.period.start, lastWeek.period.end) })
      .waitFor();
    const table = page.getByRole('table');
    await rowOf(table, outside!).waitFor();

    await page.getByRole('switch', { name: 'Flagged only' }).click({ force: true });
    await rowOf(table, toApprove!).waitFor({ state: 'detached' });
    const shown = await page.getByTestId('timesheet-row').count();
    expect(shown).toBe(lastWeek.rows.filter((r) => r.flagged).length);
    // Checked on the shorter, flagged list: a whole period's table makes axe slow on a busy machine.
    await expectAccessible(page);

    await rowOf(table, outside!)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clock in/out details' });
    await dialog.getByText(outside!.nurse_name).waitFor();
    const inPhoto = dialog.getByRole('img', { name: 'Clock-in photo' });
    const outPhoto = dialog.getByRole('img', { name: 'Clock-out photo' });
    await inPhoto.waitFor();
    await outPhoto.waitFor();
    await expect.poll(() => inPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const text = (await dialog.textContent()) ?? '';
    // Outside the geofence: hundreds of metres at least, shown in feet (or metres past 9999 ft).
    expect(text).toMatch(/Clock-in distance\s*\d+(\.\d\d)? (ft|m)/);
    expect(text).toMatch(/Clock-out distance\s*\d+(\.\d\d)? (ft|m)/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('switch', { name: 'Flagged only' }).click({ force: true });
    await rowOf(table, toApprove!)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByText('1 timecard approved.').waitFor();
    await rowOf(table, toApprove!).getByText('Approved').waitFor();

    await rowOf(table, toDispute!)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Dispute' }).click();
    const dispute = page.getByRole('dialog', { name: 'Dispute timecard' });
    await dispute.getByRole('textbox', { name: /^Reason/ }).fill('Clock-out does not match the sign-out sheet');
    await expectAccessible(page);
    await dispute.getByRole('button', { name: 'Dispute' }).click();
    await page.getByText('Timecard disputed.').waitFor();
    await rowOf(table, toDispute!).getByText('Clock-out does not match the sign-out sheet').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`timesheet-${lastWeek.period.start}-${lastWeek.period.end}.csv`);
    const csv = await fs.readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date,Nurse,Worker type,Job title/);
    expect(lines.length).toBe(lastWeek.rows.length + 1);
    expect(
      lines.some(
        (l) => l.includes(toDispute!.nurse_name) && l.includes('DISPUTED') && l.includes('Clock-out does not match the sign-out sheet'),
      ),
    ).toBe(true);
    expectNoConsoleErrors(page);
  }, 420_000);
});
