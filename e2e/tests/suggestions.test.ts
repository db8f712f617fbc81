import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';
import { addDays, dailyShifts, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

type Shift = { id: string };
type Position = { id: string; assigned_count: number };
type Suggestions = { results: { employee_id: string; first_name: string; last_name: string; reasons: string[] }[] };

let browser: Browser;
let token: string;
let facilityId: string;

// The Wednesday of a week of its own (TEST_WEEKS), so the suggestions rank nurses on this test's shift alone.
const day = addDays(sundayWeeksAhead(TEST_WEEKS.suggestions), 3);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

describe('suggestions for an opening', () => {
  it('ranks the nurses who may fill it with why, and one click books the best', async () => {
    const rn = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find(
      (j) => j.abbreviation === 'RN',
    )!;
    const created = await apiSend<{ results: Shift[] }>(
      token,
      facilityId,
      'POST',
      'facilities/shifts',
      dailyShifts({ title: 'Suggestions browser test', from: day, to: day, start: '07:00', end: '15:00', jobTitleId: rn.id, openings: 1 }),
    );
    const shift = created.results[0]!;
    const [position] = await apiGet<Position[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`);
    const ranked = await apiGet<Suggestions>(token, facilityId, `facilities/shifts/${shift.id}/positions/${position!.id}/suggestions`);
    const best = ranked.results[0]!;
    const name = `${best.first_name} ${best.last_name}`;

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `/shifts/shift-details/${shift.id}?slug=suggestions` });
    const row = page.getByTestId('suggestion').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId('suggestion-reasons').textContent()).toBe(best.reasons.join(', '));
    await expectAccessible(page);

    await row.getByRole('button', { name: `Assign ${name}` }).click();
    await page.getByText('1 nurse assigned', { exact: false }).first().waitFor();
    // The only opening is filled: the tab says so, and the booking is the suggested nurse.
    await page.getByText('Every opening of this shift is filled.').waitFor();
    const [after] = await apiGet<Position[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`);
    expect(after!.assigned_count).toBe(1);
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
