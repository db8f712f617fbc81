import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import {
  baseUrl,
  expectAccessible,
  expectNoConsoleErrors,
  expectNoHorizontalScroll,
  launchBrowser,
  openPage,
  type TrackedPage,
} from '../support/browser';
import { latestLinkIn, linksIn } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';
import { sunriseWallClock } from '../support/wall-clock';
import { nurseWithoutTimeClock } from '../support/time-clock';

/**
 * The nurse's time clock (issue 12): a manager books a nurse on a shift starting in a few
 * minutes, the nurse opens the link of her SMS on a phone with Chromium's fake camera and a fake
 * position, clocks in inside the facility's area and out outside it, giving the reason asked.
 */
const SUNRISE = { latitude: 27.9506, longitude: -82.4572 };
const EARTH_RADIUS = 6_371_008.8;
/** A point `metres` due north of the facility. */
const north = (metres: number) => ({
  latitude: SUNRISE.latitude + ((metres / EARTH_RADIUS) * 180) / Math.PI,
  longitude: SUNRISE.longitude,
});
const linkPattern = /https?:\/\/[^/\s]+(\/time-clock\/[\w-]+)/;

let browser: Browser;
let token: string;
let facilityId: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'facility-id': facilityId, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * A shift starting 10 minutes from now (clock in opens 15 minutes before), with one opening for an
 * internal nurse of the title. Sunrise has four RNs free at that hour and other files' first
 * bookings give them links, so the two tests here draw on two titles.
 */
async function shiftStartingSoon(jobTitleId: string) {
  const start = sunriseWallClock(10);
  const end = sunriseWallClock(10 + 240);
  const title = `Time clock ${Date.now().toString(36)}`;
  const {
    results: [shift],
  } = await api<{ results: { id: string }[] }>('POST', 'facilities/shifts', {
    title,
    start_date: start.date,
    end_date: end.date,
    start_time: start.time,
    end_time: end.time,
    timezone: 'EST',
    is_active: true,
    meal_time: 30,
    contact_email: 'desk@sunrise.example',
    contact_phone: '(813) 555-0101',
    shiftType: 'morning',
    is_recurring: false,
    recurring: null,
    positions: [{ job_title_id: jobTitleId, total_positions: '1', applicable_for: ['IN'] }],
  });
  const [position] = await apiGet<{ id: string }[]>(token, facilityId, `facilities/shifts/${shift!.id}/positions`);
  return { shiftId: shift!.id, positionId: position!.id, title };
}

async function phone(): Promise<{ context: BrowserContext; page: TrackedPage }> {
  const page = await openPage(browser, {
    width: 390,
    height: 844,
    context: { geolocation: north(100), permissions: ['geolocation', 'camera'] },
  });
  return { context: page.context(), page };
}

beforeAll(async () => {
  browser = await launchBrowser({ media: 'allow' });
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(async () => {
  await browser.close();
});

describe('time clock in the browser', () => {
  it('a booked nurse clocks in inside the area and out outside it with a reason; the facility sees her phone', async () => {
    const { shiftId, positionId, title } = await shiftStartingSoon(JOB_TITLE_IDS.RN);
    const nurse = await nurseWithoutTimeClock(token, facilityId, shiftId, positionId);
    const before = await linksIn(linkPattern);
    await api('PATCH', `facilities/shifts/${shiftId}/employees`, { nurses: [{ id: nurse.id }], position: positionId });
    const link = await latestLinkIn(linkPattern, before);

    const { context, page } = await phone();
    await page.goto(link);
    const card = page.getByRole('region', { name: title });
    await card.waitFor();
    await page.getByText(`Hi ${nurse.first_name}.`).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Clock in, 100 m from the facility: no reason asked.
    await card.getByRole('button', { name: 'Clock in' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Camera preview').waitFor();
    await dialog.getByText(/Location found \(accurate to \d+ m\)\./).waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]')?.videoWidth ?? 0) > 0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await dialog.getByRole('img', { name: 'Your photo for this punch' }).waitFor();
    await dialog.getByRole('button', { name: 'Clock in' }).click();
    await page.getByText('You are clocked in.').waitFor();
    await card.getByText(/^Clocked in at/).waitFor();
    await card.getByRole('button', { name: 'Clock out' }).waitFor();

    // Clock out from 450 m away: the server flags it, the page asks why, the punch goes in flagged.
    await context.setGeolocation(north(450));
    await card.getByRole('button', { name: 'Clock out' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Camera preview').waitFor();
    await dialog.getByText(/Location found/).waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]')?.videoWidth ?? 0) > 0);
    await dialog.getByRole('button', { name: 'Clock out' }).click();
    await dialog.getByText('You are outside the facility area.').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel(/^Reason/).fill('Called to the annex across the road');
    await dialog.getByRole('button', { name: 'Clock out' }).click();
    await page.getByText('You are clocked out.').waitFor();

    const punches = card.getByRole('list', { name: 'Punches' }).getByRole('listitem');
    await expect.poll(() => punches.count()).toBe(2);
    expect(await punches.nth(0).textContent()).toMatch(/^Clocked in at .*ft from the facility$/);
    expect(await punches.nth(0).textContent()).not.toContain('Outside the facility area');
    expect(await punches.nth(1).textContent()).toMatch(/^Clocked out at .*ft from the facility.*Outside the facility area$/);
    await card.getByText(/Timecard: pending/).waitFor();
    expect(await card.getByRole('button', { name: /Clock (in|out)/ }).count()).toBe(0);

    // A reload finds the stored device: the link is not spent again.
    await page.reload();
    await card.getByText(/^Clocked out at/).waitFor();
    await expectAccessible(page);
    // The 422 is the server asking for the reason, which the page then asked the nurse for.
    expect(page.consoleErrors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();

    // The facility's employee page shows the link in use on that phone.
    const manager = await openPage(browser);
    await signIn(manager, 'admin@sunrise.example', { at: `/employees/employee-detail?id=${nurse.id}` });
    const panel = manager.getByRole('region', { name: 'Time clock' });
    await panel.getByText('In use on a device').waitFor();
    await panel.getByText(/Chrome on Linux/).waitFor();
    await expectAccessible(manager);

    // The timesheet shows her timecard; its details show both distances and both photos; approve it.
    const name = `${nurse.first_name} ${nurse.last_name}`;
    const sheet = await apiGet<{ rows: { nurse_name: string; shift_title: string }[] }>(token, facilityId, 'facilities/timesheet');
    const inThisPeriod = sheet.rows.some((r) => r.nurse_name === name && r.shift_title === title);
    await manager.goto('/timesheet');
    await manager.getByRole('heading', { name: 'Timesheet' }).waitFor();
    // Just before midnight on a Saturday the shift falls in the next period.
    if (!inThisPeriod) await manager.getByRole('button', { name: 'Next period' }).click();
    const row = manager.getByTestId('timesheet-row').filter({ hasText: name }).filter({ hasText: title });
    await row.waitFor();
    await row.getByRole('button', { name: /^Actions for / }).click();
    await manager.getByRole('menuitem', { name: 'Details' }).click();
    const details = manager.getByRole('dialog', { name: 'Clock in/out details' });
    await details.getByText(title).waitFor();
    for (const photo of ['Clock-in photo', 'Clock-out photo']) {
      const img = details.getByRole('img', { name: photo });
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    const text = (await details.textContent()) ?? '';
    // 100 m and 450 m from the facility, in feet (metres x 3.28), give or take the fake fix.
    expect(Number(/Clock-in distance\s*(\d+) ft/.exec(text)?.[1])).toBeGreaterThan(250);
    expect(Number(/Clock-out distance\s*(\d+) ft/.exec(text)?.[1])).toBeGreaterThan(1300);
    await expectAccessible(manager);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await manager.getByRole('menuitem', { name: 'Approve' }).click();
    await manager.getByText('1 timecard approved.').waitFor();
    await row.getByText('Approved').waitFor();
    expectNoConsoleErrors(manager);
    await manager.context().close();
  });

  it('a link opened a second time on another phone is refused with a clear message', async () => {
    const { shiftId, positionId } = await shiftStartingSoon(JOB_TITLE_IDS.LPN);
    const nurse = await nurseWithoutTimeClock(token, facilityId, shiftId, positionId);
    const before = await linksIn(linkPattern);
    await api('PATCH', `facilities/shifts/${shiftId}/employees`, { nurses: [{ id: nurse.id }], position: positionId });
    const link = await latestLinkIn(linkPattern, before);
    const first = await phone();
    await first.page.goto(link);
    await first.page.getByRole('heading', { name: 'Time clock', level: 1 }).waitFor();
    await first.page.getByText(/^Hi /).waitFor();
    await first.context.close();

    const second = await phone();
    await second.page.goto(link);
    await second.page
      .getByRole('alert')
      .getByText('This time-clock link has already been opened on a device. Please ask the facility for a new link.')
      .waitFor();
    await expectAccessible(second.page);
    // The refused claim's 409 is the product answering, not a page error.
    expect(second.page.consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await second.context.close();
  });
});
