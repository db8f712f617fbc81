import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { baseUrl, expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { latestMailTo } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';

type Options = {
  period: { start: string; end: string };
  agencies: { id: string; name: string; lines: number; open_sheet_id: string | null }[];
};
type View = {
  nurses: { employee_id: string; name: string; job_title: string; lines: { work_date: string }[] }[];
  period_start: string;
  period_end: string;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('corporate timesheets in the browser', () => {
  it('the facility sends a period, the agency disputes a line, logs an attendance and submits; the listing shows Disputed', async () => {
    // The demo gives agency nurses' past bookings their timecards: an agency with hours last period and no open sheet.
    const session = await apiLogin('admin@sunrise.example');
    const options = await apiGet<Options>(session.token, session.facility_id, 'facilities/corporate-timesheets/options');
    // The one with the most lines, so one is disputed and others are left to "Approve all remaining".
    const agency = options.agencies.filter((a) => a.open_sheet_id === null).sort((a, b) => b.lines - a.lines)[0];
    expect(agency?.lines ?? 0, 'an agency with hours of two shifts in the last pay period').toBeGreaterThanOrEqual(2);
    const approverEmail = `approver.${Date.now()}@agency.example`;

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example');
    // The Timekeeping group of the navigation is another part's page; the address is the page's own.
    await page.goto('/timesheet/corporate');
    await page.getByRole('heading', { name: 'Corporate timesheets' }).waitFor();
    await page.getByRole('button', { name: 'Send timesheet' }).click();
    const send = page.getByRole('dialog', { name: 'Send timesheet' });
    await send.getByRole('combobox', { name: /^Agency/ }).click();
    await page.getByRole('option', { name: `${agency!.name} (${agency!.lines} ${agency!.lines === 1 ? 'line' : 'lines'})` }).click();
    await send.getByRole('textbox', { name: /^Approver name/ }).fill('Pat Approver');
    await send.getByRole('textbox', { name: /^Approver e-mail/ }).fill(approverEmail);
    await expectAccessible(page);
    await send.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Timesheet of ${agency!.lines} ${agency!.lines === 1 ? 'line' : 'lines'} sent to ${approverEmail}.`).waitFor();
    const row = page.getByRole('table', { name: 'Sent timesheets' }).getByRole('row').filter({ hasText: approverEmail });
    await row.getByText('Sent', { exact: true }).waitFor();

    // The approver opens the link from the mail the outbox dispatcher wrote.
    const mail = await latestMailTo(approverEmail);
    const token = /\/corporate-timesheet-new\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const approver = await openPage(browser);
    const opened = await approver.goto(`/corporate-timesheet-new/${token}`);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await approver.getByRole('heading', { name: 'Timesheet for approval' }).waitFor();
    await approver.getByText(`Sunrise Care Center · ${agency!.name}`).waitFor();
    await expectAccessible(approver);

    const dispute = approver.getByRole('button', { name: /^Dispute / }).first();
    await dispute.click();
    const disputeDialog = approver.getByRole('dialog', { name: 'Dispute line' });
    await disputeDialog.getByRole('button', { name: 'Dispute' }).click();
    await disputeDialog.getByText('Please say why you dispute this line.').waitFor();
    await disputeDialog.getByRole('textbox', { name: /^Comment/ }).fill('Our records show she left 30 minutes early.');
    await disputeDialog.getByRole('button', { name: 'Dispute' }).click();
    await approver.getByRole('cell', { name: 'Our records show she left 30 minutes early.' }).waitFor();

    // A missing attendance: a nurse of the sheet on a day she has no hours, at midday (no shift of the day before reaches it).
    const view = (await (await fetch(`${baseUrl()}/api/v1/corporate-timesheet/${token}`)).json()) as { data: View };
    const nurse = view.data.nurses.find((n) => n.lines.length > 0)!;
    let day = view.data.period_start;
    while (nurse.lines.some((l) => l.work_date === day)) day = nextDay(day);
    expect(day <= view.data.period_end).toBe(true);
    await approver.getByRole('button', { name: 'Log missing attendance' }).click();
    const log = approver.getByRole('dialog', { name: 'Log missing attendance' });
    await log.getByRole('combobox', { name: /^Nurse/ }).click();
    await approver.getByRole('option', { name: nurse.job_title ? `${nurse.name} (${nurse.job_title})` : nurse.name, exact: true }).click();
    await log.getByRole('combobox', { name: /^Day/ }).click();
    await approver.getByRole('option', { name: ddmmyyyy(day), exact: true }).click();
    await log.getByRole('textbox', { name: /^Clock in/ }).fill('12:00');
    await log.getByRole('textbox', { name: /^Clock out/ }).fill('16:30');
    await log.getByRole('textbox', { name: /^Comment/ }).fill('Covered a call-out; the time clock missed her.');
    await expectAccessible(approver);
    await log.getByRole('button', { name: 'Add attendance' }).click();
    await approver.getByText('Attendance added to the timesheet.').waitFor();
    await approver
      .getByRole('table', { name: `Hours of ${nurse.name}` })
      .getByText('Logged by you')
      .waitFor();

    await approver.getByRole('button', { name: 'Approve all remaining' }).click();
    const submit = approver.getByRole('button', { name: 'Submit', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 45_000 }).toBe(true);
    await submit.click();
    const confirm = approver.getByRole('dialog', { name: 'Submit timesheet?' });
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await approver.getByText('Thank you. The timesheet was submitted with your disputes.').first().waitFor();
    await approver.getByText(/^You submitted this timesheet on/).waitFor();
    await expectAccessible(approver);
    expectNoConsoleErrors(approver);

    // The facility's listing shows the answer.
    await page.reload();
    const answered = page.getByRole('table', { name: 'Sent timesheets' }).getByRole('row').filter({ hasText: approverEmail });
    await answered.getByText('Disputed', { exact: true }).waitFor();
    expect(await answered.textContent()).toContain(`${agency!.lines} approved, 1 disputed, 0 pending`);
    expect(await answered.textContent()).toContain('1 logged by the approver');
    expect(await answered.getByRole('button', { name: /^Resend/ }).count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
