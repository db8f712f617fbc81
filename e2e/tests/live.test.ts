import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { baseUrl, expectNoConsoleErrors, launchBrowser, liveReady, openPage, type TrackedPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

/**
 * Two managers look at the same week schedule; a shift one of them adds (here over the API, as
 * another tab or device would) appears on the other's screen without a reload (decision 009).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Job = { id: string; name: string };

/** A signed-in page whose live socket has joined its facility's channel. */
async function onShiftsPage(): Promise<TrackedPage> {
  const page = await openPage(browser);
  const joined = liveReady(page);
  await signIn(page, 'admin@sunrise.example', { at: '/shifts' });
  await page
    .getByText(/\d+ Open Positions?/)
    .first()
    .waitFor();
  await joined;
  return page;
}

/** Moves the schedule to next week (wholly in the future) and answers the range it asked for. */
async function nextWeek(page: TrackedPage) {
  const listed = page.waitForResponse((r: Response) => /\/api\/v1\/facilities\/shifts\?/.test(r.url()) && r.url().includes('start_date='));
  await page.getByRole('button', { name: 'Next weeks' }).click();
  const url = new URL((await listed).url());
  return { start: url.searchParams.get('start_date')!, end: url.searchParams.get('end_date')! };
}

describe('live updates in the browser', () => {
  it('shows a shift added by another manager on the week schedule without a reload', async () => {
    const watcher = await onShiftsPage();
    const other = await onShiftsPage();
    const range = await nextWeek(watcher);
    await nextWeek(other);

    const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
    const rn = (await apiGet<Job[]>(token, facilityId, 'job-titles')).find((j) => /Registered Nurse/.test(j.name))!;
    const day = new Date(`${range.start}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 3);
    const date = day.toISOString().slice(0, 10);
    expect(date <= range.end).toBe(true);
    const title = `Live ${Date.now() % 1_000_000}`;
    const res = await fetch(`${baseUrl()}/api/v1/facilities/shifts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'facility-id': facilityId, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        start_date: date,
        end_date: date,
        start_time: '07:00',
        end_time: '15:00',
        timezone: 'EST',
        is_active: true,
        meal_time: 30,
        contact_name: 'Dana Desk',
        contact_email: 'desk@sunrise.example',
        contact_phone: '(813) 555-0101',
        shiftType: 'morning',
        is_recurring: false,
        recurring: null,
        positions: [{ job_title_id: rn.id, total_positions: '2', applicable_for: ['IN'] }],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    // No reload and no navigation: only the live event can bring it. The wait is a limit, not a budget.
    for (const page of [watcher, other]) {
      await page.getByRole('link', { name: title }).first().waitFor({ timeout: 30_000 });
      expectNoConsoleErrors(page);
    }
    await watcher.context().close();
    await other.context().close();
  });
});
