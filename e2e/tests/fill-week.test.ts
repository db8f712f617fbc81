import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';
import { addDays, dailyShifts, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

let browser: Browser;
let token: string;
let facilityId: string;

// A week of its own (TEST_WEEKS): the only openings of that week are this test's.
const WEEKS_AHEAD = TEST_WEEKS.fillWeek;
const sunday = sundayWeeksAhead(WEEKS_AHEAD);
const TITLE = 'Planned by the week';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

describe('Fill week in the browser', () => {
  it('proposes the week from /shifts, confirms it, and the shifts show filled', async () => {
    const rn = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find(
      (j) => j.abbreviation === 'RN',
    )!;
    // Tuesday and Wednesday, one internal RN each.
    await apiSend(
      token,
      facilityId,
      'POST',
      'facilities/shifts',
      dailyShifts({
        title: TITLE,
        from: addDays(sunday, 2),
        to: addDays(sunday, 3),
        start: '07:00',
        end: '15:00',
        jobTitleId: rn.id,
        openings: 1,
      }),
    );

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/shifts' });
    for (let i = 0; i < WEEKS_AHEAD; i++) await page.getByRole('button', { name: 'Next weeks' }).click();
    const cards = page.locator('.mantine-Card-root').filter({ has: page.getByRole('link', { name: TITLE }) });
    await cards.first().getByText('0/1 filled').waitFor();
    expect(await cards.count()).toBe(2);

    await page.getByRole('button', { name: 'Fill week', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Fill week/ });
    // The solver may take a few seconds on a busy machine: wait as long as it needs.
    await dialog.getByTestId('fill-week-totals').getByText('2 of 2 openings proposed', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('fill-week-row').count()).toBe(2);
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Confirm 2 bookings' }).click();
    await page.getByText('2 nurses booked.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    for (const card of await cards.all()) await card.getByText('1/1 filled').waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
