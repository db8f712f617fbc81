import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

type Figures = { hours: { confirmed: number }; open_positions: { filled: number; total: number } };
type Corporate = { facilities: { id: string; name: string; totals: Figures }[]; totals: Figures };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the owner's corporate view in the browser", () => {
  it('shows both demo facilities and their totals, and drills into one with that facility switched', async () => {
    const page = await openPage(browser);
    await signIn(page, 'owner@sunrise.example');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Corporate view' }).click();
    await page.getByRole('heading', { name: 'Corporate view' }).waitFor();
    const table = page.getByRole('table', { name: 'Facilities' });
    await table.waitFor();

    // What the server says for the days on screen: both facilities, and the corporation's sums.
    const from = await page.getByLabel('From').inputValue();
    const to = await page.getByLabel('To').inputValue();
    const { token, facility_id } = await apiLogin('owner@sunrise.example');
    const expected = await apiGet<Corporate>(token, facility_id, `owner/corporate-dashboard?start_date=${from}&end_date=${to}`);
    expect(expected.facilities.map((f) => f.name).sort()).toEqual(['Maple Grove Nursing Home', 'Sunrise Care Center']);
    for (const facility of expected.facilities) {
      const row = page.getByTestId(`corporate-row-${facility.id}`);
      expect(await row.textContent()).toContain(facility.name);
      expect(await row.textContent()).toContain(facility.totals.hours.confirmed.toFixed(2));
    }
    const totals = page.getByTestId('corporate-row-total');
    expect(await totals.textContent()).toContain('All facilities');
    expect(await totals.textContent()).toContain(expected.totals.hours.confirmed.toFixed(2));
    expect(await totals.textContent()).toContain(`${expected.totals.open_positions.filled}/${expected.totals.open_positions.total}`);
    await page.getByRole('table', { name: 'Weekly HPPD' }).waitFor();
    await expectAccessible(page);

    // The current facility is one of the two; drill into the other, so the switch shows.
    const switcher = page.getByRole('combobox', { name: 'Facility' });
    const current = await switcher.inputValue();
    const target = expected.facilities.find((f) => f.id !== current)!;
    await table.getByRole('button', { name: target.name }).click();
    await page.waitForURL(`**/dashboard?start_date=${from}&end_date=${to}`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await switcher.inputValue()).toBe(target.id);
    expect(await switcher.locator('option:checked').textContent()).toBe(target.name);
    await page.getByRole('region', { name: 'AGENCY SPEND' }).waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('fits a 390 px phone: the tables scroll in their boxes, not the page', async () => {
    const page = await openPage(browser, { width: 390 });
    await signIn(page, 'owner@sunrise.example', { at: '/corporate' });
    await page.getByRole('table', { name: 'Facilities' }).waitFor();
    await page.getByRole('table', { name: 'Weekly HPPD' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
