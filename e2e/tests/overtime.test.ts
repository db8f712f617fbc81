import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';
import { addDays, dailyShifts, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

type Shift = { id: string; start_date: string };
type Position = { id: string };
type Nurse = { id: string; first_name: string; last_name: string };

let browser: Browser;
let token: string;
let facilityId: string;

// A week of its own (TEST_WEEKS): the nurse's week holds only this test's shifts.
const sunday = sundayWeeksAhead(TEST_WEEKS.overtime);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

describe('overtime in the browser', () => {
  it('shows a nurse booked over 40 hours on /overtime and in her details, and warns on one more shift', async () => {
    // Sunday to Friday 07:00-16:30 with 30 minutes of meal: six days of 9 paid hours, one call.
    const rn = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find(
      (j) => j.abbreviation === 'RN',
    )!;
    const shifts = await apiSend<{ results: Shift[] }>(
      token,
      facilityId,
      'POST',
      'facilities/shifts',
      dailyShifts({
        title: 'Overtime browser test',
        from: sunday,
        to: addDays(sunday, 5),
        start: '07:00',
        end: '16:30',
        jobTitleId: rn.id,
        openings: 2,
      }),
    );
    const days = [...shifts.results].sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(days).toHaveLength(6);
    const positionOf = async (shift: Shift) => (await apiGet<Position[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`))[0]!;
    const first = await positionOf(days[0]!);
    const available = await apiGet<{ results: Nurse[] }>(
      token,
      facilityId,
      `facilities/shifts/${days[0]!.id}/employees-available?position_id=${first.id}&status=ACTIVE`,
    );
    const nurse = available.results[0]!;
    const name = `${nurse.first_name} ${nurse.last_name}`;
    // Sunday to Thursday: 45 hours, 5 over 40.
    for (const shift of days.slice(0, 5)) {
      const position = await positionOf(shift);
      await apiSend(token, facilityId, 'PATCH', `facilities/shifts/${shift.id}/employees`, {
        nurses: [{ id: nurse.id }],
        position: position.id,
      });
    }

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `/overtime?week=${sunday}` });
    const link = page.getByRole('link', { name });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    await row.getByText('In overtime').waitFor();
    expect(await row.textContent()).toContain('45.00');
    expect(await row.textContent()).toContain('5.00');
    await expectAccessible(page);

    await link.click();
    await page.waitForURL(`**/overtime/overtime-details/${nurse.id}?week=${sunday}`);
    await page.getByRole('heading', { name: `Overtime details: ${name}` }).waitFor();
    // Thursday carries the overtime: 4 regular hours, then 5 over 40.
    const thursday = page.getByTestId(`overtime-day-${addDays(sunday, 4)}`);
    await thursday.getByText('Overtime browser test', { exact: false }).waitFor();
    expect(await thursday.textContent()).toMatch(/9\.00.*4\.00.*5\.00/);
    await expectAccessible(page);

    // One more shift, Friday, through the nurse picker: booked with the overtime warning.
    await page.goto(`/shifts/shift-details/${days[5]!.id}?slug=positions`);
    await page
      .getByRole('group', { name: /Position 1/ })
      .getByRole('button', { name: 'Assign nurses' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Select a maximum of 2 nurses/ });
    await dialog.getByLabel('Search nurses').fill(nurse.last_name);
    await dialog.getByRole('checkbox', { name: `Select ${name}` }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`${name} would work 9.00 hours of overtime`, { exact: false }).first().waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
