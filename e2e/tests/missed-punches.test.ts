import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { baseUrl, expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { latestLinkIn, latestMailTo, linksIn } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';
import { sunriseWallClock } from '../support/wall-clock';
import { nurseWithoutTimeClock, timeClockLinkPattern } from '../support/time-clock';

/**
 * A booking that started 20 minutes ago without a clock-in: the job (cron, every minute) finds
 * it, the nurse follows the reminder's link on her phone and proposes a time, the supervisor named on the shift approves it
 * from the link in the mail, and the facility's queue shows it approved.
 */
type MissedRow = { id: string; status: string; shift: { id: string }; nurse: { name: string } };

/** The link of the reminder SMS and mail: the missed punch on her time clock. */
const reminderLinkPattern = /https?:\/\/[^/\s]+(\/time-clock\/missed-punches\/[\w-]+)/;

let browser: Browser;
let token: string;
let facilityId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

const send = async (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${token}`, 'facility-id': facilityId },
) => {
  const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: unknown }).data;
};

describe('missed punches in the browser', () => {
  it('the job finds a missing clock-in, the nurse proposes a time, the supervisor approves it from the link', async () => {
    // A shift must start today (the form's rule): just after midnight, wait until 20 minutes have passed.
    while (sunriseWallClock(-20).date !== sunriseWallClock(0).date) await new Promise((r) => setTimeout(r, 30_000));
    const start = sunriseWallClock(-20);
    const end = sunriseWallClock(60);
    const n = Date.now() % 1_000_000;
    const title = `Missed punch ${n}`;
    const supervisor = `charge.${n}@sunrise.example`;
    const rn = (await apiGet<{ id: string; name: string }[]>(token, facilityId, 'job-titles')).find((j) =>
      /Registered Nurse/.test(j.name),
    )!;
    const created = (await send('POST', 'facilities/shifts', {
      title,
      start_date: start.date,
      end_date: end.date,
      start_time: start.time,
      end_time: end.time,
      timezone: 'EST',
      is_active: true,
      meal_time: 0,
      contact_name: 'Charge Nurse',
      contact_email: supervisor,
      contact_phone: '(813) 555-0101',
      shiftType: 'custom',
      is_recurring: false,
      recurring: null,
      positions: [{ job_title_id: rn.id, total_positions: '1', applicable_for: ['IN'] }],
    })) as { results: { id: string }[] };
    const shiftId = created.results[0]!.id;
    const [position] = await apiGet<{ id: string }[]>(token, facilityId, `facilities/shifts/${shiftId}/positions`);
    const nurse = await nurseWithoutTimeClock(token, facilityId, shiftId, position!.id);
    // Her first booking here texts her the time-clock link; her phone opens it (and keeps its device).
    const before = await linksIn(timeClockLinkPattern);
    const remindersBefore = await linksIn(reminderLinkPattern);
    await send('PATCH', `facilities/shifts/${shiftId}/employees`, { nurses: [{ id: nurse.id }], position: position!.id });
    const phone = await openPage(browser, { width: 390 });
    await phone.goto(await latestLinkIn(timeClockLinkPattern, before));
    await phone.getByRole('heading', { name: title }).waitFor();
    const name = `${nurse.first_name} ${nurse.last_name}`;

    // The job runs every minute: a generous limit for a loaded machine, not a budget.
    let missed: MissedRow | undefined;
    await expect
      .poll(
        async () => {
          const open = await apiGet<{ results: MissedRow[] }>(token, facilityId, 'facilities/missed-punches?status=OPEN&page_size=100');
          missed = open.results.find((r) => r.shift.id === shiftId);
          return missed?.status;
        },
        { timeout: 180_000, interval: 2_000 },
      )
      .toBe('OPEN');

    // The reminder SMS links straight to the missed punch: her phone opens it and proposes the time she arrived.
    const reminder = await latestLinkIn(reminderLinkPattern, remindersBefore);
    expect(reminder).toBe(`/time-clock/missed-punches/${missed!.id}`);
    await phone.goto(reminder);
    const form = phone.getByRole('form', { name: 'Propose the missed clock-in' });
    const [hour, minute] = start.time.split(':').map(Number) as [number, number];
    const arrived = `${start.date}T${String(hour + Math.floor((minute + 3) / 60)).padStart(2, '0')}:${String((minute + 3) % 60).padStart(2, '0')}`;
    await form.getByLabel(/^Time of clock-in/).fill(arrived);
    await form.getByLabel(/^Reason/).fill('My phone battery was dead');
    await form.getByRole('button', { name: 'Propose time' }).click();
    // Her card then shows the time sent, waiting for the facility.
    await phone.getByText(/^Proposed clock-in time sent: /).waitFor();
    await expectAccessible(phone);
    expectNoConsoleErrors(phone);
    await phone.context().close();

    const mail = await latestMailTo(supervisor);
    const link = /https?:\/\/[^/\s]+(\/missed-punch-action\/[\w-]+)/.exec(mail)![1]!;
    const page = await openPage(browser);
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/missed-punch-action/'));
    await page.goto(link);
    expect((await answer).headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { name: 'Confirm a missed punch' }).waitFor();
    for (const text of [title, name, 'Sunrise Care Center', 'Clock-in', 'My phone battery was dead'])
      await page.getByText(text, { exact: true }).waitFor();
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await expectAccessible(page);
    await page.getByLabel(/^Your name/).fill('Casey Charge');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Thank you. The missed punch is approved.').waitFor();
    expectNoConsoleErrors(page);
    // The link works once.
    await page.reload();
    await page.getByText('This link has already been used. The missed punch was handled.').waitFor();
    await page.context().close();

    const facility = await openPage(browser);
    await signIn(facility, 'admin@sunrise.example', { at: '/timesheet/missed-punches' });
    await facility.getByRole('heading', { name: 'Missed punches' }).waitFor();
    await facility.getByText('Approved', { exact: true }).first().click();
    const row = facility.getByTestId(`missed-punch-${missed!.id}`);
    await row.waitFor();
    await row.getByText(`by Casey Charge (${supervisor})`, { exact: false }).waitFor();
    expect(await row.getByText('Approved', { exact: true }).count()).toBe(1);
    await expectAccessible(facility);
    expectNoConsoleErrors(facility);
    await facility.context().close();
  }, 420_000);
});
