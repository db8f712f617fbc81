import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, shiftDetailsPath } from '@careroster/shared/paths';
import { apiGet, apiSend } from '../support/api';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { latestLinkIn, latestMailTo, linksIn } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';
import { timeClockLinkPattern } from '../support/time-clock';

/**
 * Issue 23: every page of the product at a phone's width (390 px), signed in where it needs it
 * and from a real link for the public pages: nothing wider than the screen and no serious or
 * critical axe finding. Each page's failures are collected, so one run names every page that fails.
 */
const PHONE = 390;

let browser: Browser;
beforeAll(async () => {
  // A fake camera and microphone: the video call page asks for them.
  browser = await launchBrowser({ media: 'allow' });
});
afterAll(() => browser.close());

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function check(page: Page, path: string, failures: string[]) {
  await page.goto(path);
  // Settled: the page's queries answered and its skeletons replaced (the live socket is not a request).
  await page.waitForLoadState('networkidle');
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  for (const [what, assertion] of [
    ['overflow', () => expectNoHorizontalScroll(page)],
    ['axe', () => expectAccessible(page)],
  ] as const) {
    try {
      await assertion();
    } catch (error) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      failures.push(`${path} ${what} (page ${width} px): ${error instanceof Error ? error.message.slice(0, 1200) : String(error)}`);
    }
  }
}

type Row = { id: string };

describe('every page at a phone width', () => {
  it('the public pages and the staff pages of the admin and the owner fit 390 px and pass axe', async () => {
    const failures: string[] = [];
    const session = await apiLogin('admin@sunrise.example');
    const get = <T>(path: string) => apiGet<T>(session.token, session.facility_id, path);
    const shift = (await get<{ results: Row[] }>(`facilities/shifts?start_date=${isoDay(1)}&end_date=${isoDay(14)}`)).results[0]!;
    const employee = (await get<{ results: (Row & { nurse_id: string })[] }>('facilities/employees?page_size=5')).results[0]!;
    const overtime = (await get<{ results: { employee_id: string }[] }>('facilities/overtime')).results[0];

    const anonymous = await openPage(browser, { width: PHONE });
    for (const path of [paths.landing, paths.login, paths.resetPassword, paths.termsOfServices, paths.contactUs, paths.privacyPolicy, paths.charges]) {
      await check(anonymous, path, failures);
    }

    const admin = await openPage(browser, { width: PHONE });
    await signIn(admin, 'admin@sunrise.example');
    for (const path of [
      paths.dashboard,
      paths.shifts,
      paths.roster,
      paths.addShift,
      shiftDetailsPath(shift.id),
      `${shiftDetailsPath(shift.id)}?slug=applicant`,
      `${shiftDetailsPath(shift.id)}?slug=release`,
      paths.employees,
      paths.employeeCredentials,
      `${paths.employeeDetail}?id=${employee.id}`,
      paths.nurses,
      `${paths.nurseDetail}?nurse_id=${employee.nurse_id}`,
      paths.messages,
      paths.broadcasts,
      paths.payments,
      paths.payrollList,
      paths.pbj,
      paths.timesheet,
      paths.missedPunches,
      paths.corporateTimesheets,
      paths.overtime,
      ...(overtime ? [`/overtime/overtime-details/${overtime.employee_id}`] : []),
      paths.pto,
      paths.benefits,
      paths.notifications,
      paths.settings,
    ]) {
      await check(admin, path, failures);
    }

    const owner = await openPage(browser, { width: PHONE });
    await signIn(owner, 'owner@sunrise.example');
    await check(owner, paths.corporate, failures);

    // The nurse's messages, from the SMS link a staff message sends her.
    const messageLink = /https?:\/\/[^/\s]+(\/nurse-messages\/[\w-]{20,})/;
    const messagesBefore = await linksIn(messageLink);
    const conversation = await apiSend<Row>(session.token, session.facility_id, 'POST', 'facilities/conversations', { employee_ids: [employee.id] });
    await apiSend(session.token, session.facility_id, 'POST', `facilities/conversations/${conversation.id}/messages`, { body: 'Can you cover Saturday night?' });
    const phone = await openPage(browser, { width: PHONE });
    await check(phone, await latestLinkIn(messageLink, messagesBefore), failures);

    // The personal time clock, from the SMS a booked nurse is sent. Earlier files have given most
    // nurses a link already, so the link is sent again (which replaces it) rather than found new.
    const [position] = await get<Row[]>(`facilities/shifts/${shift.id}/positions`);
    const { results: available } = await get<{ results: Row[] }>(`facilities/shifts/${shift.id}/employees-available?position_id=${position!.id}&status=ACTIVE&page_size=1`);
    const nurse = available[0]!;
    await apiSend(session.token, session.facility_id, 'PATCH', `facilities/shifts/${shift.id}/employees`, { nurses: [{ id: nurse.id }], position: position!.id });
    const clocksBefore = await linksIn(timeClockLinkPattern);
    await apiSend(session.token, session.facility_id, 'POST', `facilities/employees/${nurse.id}/time-clock-link`, {});
    await check(await openPage(browser, { width: PHONE }), await latestLinkIn(timeClockLinkPattern, clocksBefore), failures);

    const send = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${session.token}`, 'facility-id': session.facility_id, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBe(200);
    };
    // The agency approver's timesheet, from the mail.
    const options = await get<{ period: { start: string }; agencies: { id: string; lines: number; open_sheet_id: string | null }[] }>('facilities/corporate-timesheets/options');
    const agency = options.agencies.find((a) => a.open_sheet_id === null && a.lines > 0);
    if (agency) {
      const approver = `approver.${Date.now()}@agency.example`;
      await send('POST', 'facilities/corporate-timesheets', { agency_id: agency.id, period_start: options.period.start, approver_email: approver });
      const token = /\/corporate-timesheet-new\/([A-Za-z0-9_-]+)/.exec(await latestMailTo(approver))![1]!;
      await check(await openPage(browser, { width: PHONE }), `/corporate-timesheet-new/${token}`, failures);
    } else {
      failures.push('no agency with hours and no open timesheet to send');
    }

    // A nurse's offer of an opening, from the SMS a release sends her.
    type Position = Row & { status: string };
    let open: { shift: string; position: string } | undefined;
    for (const candidate of (await get<{ results: Row[] }>(`facilities/shifts?start_date=${isoDay(2)}&end_date=${isoDay(14)}`)).results) {
      const position = (await get<Position[]>(`facilities/shifts/${candidate.id}/positions`)).find((p) => p.status === 'OPEN');
      if (position) {
        open = { shift: candidate.id, position: position.id };
        break;
      }
    }
    expect(open, 'a demo shift with an open position').toBeDefined();
    const offerLink = /https?:\/\/[^/\s]+(\/offers\/[\w-]{20,})/;
    const offersBefore = await linksIn(offerLink);
    await send('PUT', `facilities/shifts/${open!.shift}/positions/${open!.position}/release`, {});
    await check(await openPage(browser, { width: PHONE }), await latestLinkIn(offerLink, offersBefore), failures);

    // The nurse's side of a video call, from the link the call sends her.
    const callLink = /https?:\/\/[^/\s]+(\/video-call\/[\w-]+)/;
    const callsBefore = await linksIn(callLink);
    await send('POST', 'facilities/credential/video-call', { nurse: employee.nurse_id });
    await check(await openPage(browser, { width: PHONE }), await latestLinkIn(callLink, callsBefore), failures);

    expect(failures).toEqual([]);
  }, 1_500_000);
});
