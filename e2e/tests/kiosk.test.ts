import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { publicProductMessages } from '@careroster/shared/messages-public';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { latestLinkIn, linksIn } from '../support/outbox';
import { addDemoPasskey, apiLogin, DEMO_PASSWORD, signIn } from '../support/session';
import { nurseWithoutTimeClock } from '../support/time-clock';
import { sunriseWallClock } from '../support/wall-clock';

/**
 * Issue 27, part "kiosk" (decision 067): a registered device becomes the facility's shared time
 * clock. An administrator signs in on it and pairs it (and is signed out there), sends a nurse her
 * passcode from her profile, and the nurse punches in on the device with her number, passcode and
 * a photo from Chromium's fake camera.
 */
// An aide, not a nurse: the time clock's and other files' bookings draw on Sunrise's few available
// RNs, and a first booking sends each her time-clock link (this file needs one who has none).
const CNA = JOB_TITLE_IDS.CNA;

let browser: Browser;
let token: string;
let facilityId: string;

beforeAll(async () => {
  browser = await launchBrowser({ media: 'allow' });
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(async () => {
  await browser.close();
});

/** A shift starting 10 minutes from now with one internal aide booked on it. */
async function nurseBookedSoon() {
  const start = sunriseWallClock(10);
  const end = sunriseWallClock(10 + 240);
  const title = `Kiosk ${Date.now().toString(36)}`;
  const {
    results: [shift],
  } = await apiSend<{ results: { id: string }[] }>(token, facilityId, 'POST', 'facilities/shifts', {
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
    positions: [{ job_title_id: CNA, total_positions: '1', applicable_for: ['IN'] }],
  });
  const [position] = await apiGet<{ id: string }[]>(token, facilityId, `facilities/shifts/${shift!.id}/positions`);
  const nurse = await nurseWithoutTimeClock(token, facilityId, shift!.id, position!.id);
  await apiSend(token, facilityId, 'PATCH', `facilities/shifts/${shift!.id}/employees`, {
    nurses: [{ id: nurse.id }],
    position: position!.id,
  });
  const { emp_id } = await apiGet<{ emp_id: number }>(token, facilityId, `facilities/employees/${nurse.id}`);
  return { nurse, title, empId: emp_id };
}

describe('the shared time clock in the browser', () => {
  it('pairs a registered device, sends a nurse her passcode, and she punches in there with a photo', async () => {
    const location = `Kiosk lobby ${Date.now().toString(36)}`;
    await apiSend(token, facilityId, 'POST', 'facilities/devices', { udid: `e2e-${Date.now().toString(36)}`, device_location: location });
    const { nurse, title, empId } = await nurseBookedSoon();

    // The device: not a time clock yet; the administrator signs in on it and pairs it.
    const kiosk = await openPage(browser, { context: { permissions: ['camera'] } });
    await addDemoPasskey(kiosk, 'admin');
    await kiosk.goto('/kiosk');
    await kiosk.getByText('This device is not a time clock yet.', { exact: false }).waitFor();
    await expectAccessible(kiosk);
    await kiosk.getByRole('button', { name: 'Sign in to pair this device' }).click();
    await kiosk.getByLabel('Email').fill('admin@sunrise.example');
    await kiosk.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await kiosk.getByRole('button', { name: 'Sign in' }).click();
    // The admin's second step (decision 079): her passkey, held by this device's virtual authenticator.
    await kiosk.getByRole('button', { name: publicProductMessages.mfaUsePasskey }).click();
    await kiosk.waitForURL('**/kiosk');
    await kiosk.getByRole('radio', { name: new RegExp(location) }).check();
    await expectAccessible(kiosk);
    await kiosk.getByRole('button', { name: 'Pair this device' }).click();
    await kiosk.getByText(`This device is now the time clock at ${location}. You have been signed out here.`).waitFor();
    await kiosk.getByLabel('Employee number').waitFor();
    expect(await kiosk.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // Staff: the device shows as a time clock; the nurse's profile sends her a passcode.
    const staff = await openPage(browser);
    await signIn(staff, 'admin@sunrise.example', { at: '/timesheet/time-clocks' });
    await staff
      .getByRole('row', { name: new RegExp(location) })
      .getByText('Time clock', { exact: true })
      .waitFor();
    await expectAccessible(staff);
    await staff.goto(`/employees/employee-detail?id=${nurse.id}`);
    const panel = staff.getByRole('region', { name: 'Time-clock passcode' });
    await panel.getByText(/^No passcode yet/).waitFor();
    const pattern = new RegExp(`is (\\d{6})\\. On the facility's time clock, enter your employee number ${empId} `);
    const before = await linksIn(pattern);
    await panel.getByRole('button', { name: 'Send a passcode' }).click();
    await staff.getByRole('dialog', { name: 'Send a new time-clock passcode?' }).getByRole('button', { name: 'Send' }).click();
    await staff.getByText('A new passcode was sent to the nurse by SMS.').waitFor();
    await panel.getByText(/^Set .* Only the nurse knows it\.$/).waitFor();
    await expectAccessible(staff);
    const passcode = await latestLinkIn(pattern, before);
    expectNoConsoleErrors(staff);
    await staff.context().close();

    // The nurse at the device: number, passcode, Clock in, the camera, Clock in.
    await kiosk.getByLabel('Employee number').fill(String(empId));
    await kiosk.getByLabel(/^Passcode/).fill(passcode);
    await kiosk.getByRole('button', { name: 'Clock in' }).click();
    await kiosk.getByLabel('Camera preview').waitFor();
    await kiosk.waitForFunction(() => (document.querySelector<HTMLVideoElement>('video')?.videoWidth ?? 0) > 0);
    await expectAccessible(kiosk);
    await kiosk.getByRole('button', { name: 'Clock in' }).click();
    await kiosk.getByText(new RegExp(`^Thank you, ${nurse.first_name}\\. You clocked in to ${title} at \\d\\d:\\d\\d [AP]M\\.$`)).waitFor();
    expect(await kiosk.getByLabel(/^Passcode/).inputValue()).toBe('');
    await expectAccessible(kiosk);
    expectNoConsoleErrors(kiosk);

    // Her timecard has the punch, with its photo.
    const sheet = await apiGet<{ rows: { nurse_name: string; shift_title: string; clock_in_at: string | null }[] }>(
      token,
      facilityId,
      `facilities/timesheet?date=${sunriseWallClock(10).date}`,
    );
    const row = sheet.rows.find((r) => r.shift_title === title);
    expect(row?.clock_in_at).toBeTruthy();
    await kiosk.context().close();
  });
});
