import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { baseUrl, expectAccessible, expectNoConsoleErrors, launchBrowser, liveReady, openPage } from '../support/browser';
import { latestLinkIn } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';
import { dailyShifts } from '../support/weeks';

type Shift = { id: string };

let browser: Browser;
let token: string;
let facilityId: string;

// Nine weeks ahead: past the demo's schedule and the other browser tests' shifts.
const day = new Date(Date.now() + 63 * 86_400_000).toISOString().slice(0, 10);

/** Moves the server's test clock (TEST_CLOCK=1) forward; the call also runs the escalation job. */
async function advanceClock(minutes: number) {
  const res = await fetch(`${baseUrl()}/api/v1/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_minutes: minutes }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

describe('tiered release', () => {
  it('offers internal staff, escalates to the marketplace and the agencies on the clock, and a nurse accepts on her page', async () => {
    const rn = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find(
      (j) => j.abbreviation === 'RN',
    )!;
    const [agency] = await apiGet<{ id: string }[]>(token, facilityId, 'all-staffings');
    const created = await apiSend<{ results: Shift[] }>(token, facilityId, 'POST', 'facilities/shifts', {
      ...dailyShifts({ title: 'Release browser test', from: day, to: day, start: '07:00', end: '15:00', jobTitleId: rn.id, openings: 1 }),
      positions: [
        {
          job_title_id: rn.id,
          total_positions: '1',
          applicable_for: ['IN', 'EN', 'AN'],
          rate: '55.00',
          agency_rate: '70.00',
          agencies: [agency!.id],
        },
      ],
    });
    const shift = created.results[0]!;

    const page = await openPage(browser);
    const joined = liveReady(page);
    await signIn(page, 'admin@sunrise.example', { at: `/shifts/shift-details/${shift.id}?slug=release` });
    await joined;
    const panel = page.getByRole('group', { name: /^Release of / });
    const tier = panel.getByTestId('release-tier');
    expect(await tier.textContent()).toBe('Not released');

    // Start with 1 hour to the marketplace and 2 to the agencies.
    await panel.getByRole('button', { name: 'Release', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Marketplace after (hours)').fill('1');
    await dialog.getByLabel('Agencies after (hours)').fill('2');
    await dialog.getByRole('button', { name: 'Release', exact: true }).click();
    await page
      .getByText(/^Release started: \d+ nurses? offered the opening\.$/)
      .first()
      .waitFor();
    await panel.getByText('Internal staff', { exact: true }).first().waitFor();
    await panel.getByTestId('release-offer').first().waitFor();
    expect(await panel.getByTestId('offer-status').first().textContent()).toBe('Offered');
    await expectAccessible(page);

    // The escalation happens on the server's clock; the panel hears it over the live channel.
    await advanceClock(61);
    await panel.getByTestId('release-tier').filter({ hasText: 'Marketplace nurses' }).waitFor({ timeout: 60_000 });
    await advanceClock(60);
    await panel.getByTestId('release-tier').filter({ hasText: 'Agencies' }).waitFor({ timeout: 60_000 });

    // A nurse opens her link (from the SMS in the dev outbox) and accepts.
    const link = await latestLinkIn(/\/offers\/([\w-]{20,})/);
    const phone = await openPage(browser, { width: 390 });
    await phone.goto(`/offers/${link}`);
    await phone.getByRole('heading', { name: 'Shift offer' }).waitFor();
    await phone.getByText('Release browser test').waitFor();
    await expectAccessible(phone);
    await phone.getByRole('button', { name: 'Accept shift' }).click();
    await phone.getByTestId('offer-state').filter({ hasText: 'You are booked on this shift.' }).waitFor();

    // The facility sees the position filled, live.
    await panel.getByTestId('release-tier').filter({ hasText: 'Filled' }).waitFor({ timeout: 60_000 });
    await panel.getByTestId('offer-status').filter({ hasText: 'Accepted' }).waitFor();
    expectNoConsoleErrors(page);
    expectNoConsoleErrors(phone);
    await phone.context().close();
    await page.context().close();
  });
});
