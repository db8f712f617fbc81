import { describe, expect, it } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { apiSend } from '../../support/api';
import { baseUrl } from '../../support/browser';
import { latestLinkIn, latestMailTo, linksIn } from '../../support/outbox';
import { adminApi, isoDay, usePhoneWidth, type Row } from '../../support/phone-width';
import { timeClockLinkPattern } from '../../support/time-clock';
import { dailyShifts } from '../../support/weeks';

const { open, check, fail, expectNoFailures } = usePhoneWidth();

describe('the public pages at a phone width', () => {
  it('the site and every page a link in a mail or an SMS opens fit 390 px and pass axe', async () => {
    const anonymous = await open();
    for (const path of [
      paths.landing,
      paths.login,
      paths.resetPassword,
      paths.termsOfServices,
      paths.contactUs,
      paths.privacyPolicy,
      paths.charges,
    ]) {
      await check(anonymous, path);
    }

    const { session, get } = await adminApi();
    const employee = (await get<{ results: (Row & { nurse_id: string })[] }>('facilities/employees?page_size=5')).results[0]!;

    // The nurse's messages, from the SMS link a staff message sends her.
    const messageLink = /https?:\/\/[^/\s]+(\/nurse-messages\/[\w-]{20,})/;
    const messagesBefore = await linksIn(messageLink);
    const conversation = await apiSend<Row>(session.token, session.facility_id, 'POST', 'facilities/conversations', {
      employee_ids: [employee.id],
    });
    await apiSend(session.token, session.facility_id, 'POST', `facilities/conversations/${conversation.id}/messages`, {
      body: 'Can you cover Saturday night?',
    });
    await check(await open(), await latestLinkIn(messageLink, messagesBefore));

    // The personal time clock, from the SMS a booked nurse is sent. Earlier files have given most
    // nurses a link already, so the link is sent again (which replaces it) rather than found new.
    // A shift of its own with an opening: the demo books nearly every opening of the next days (decision 071).
    const cna = (await get<{ id: string; abbreviation: string }[]>('job-titles')).find((j) => j.abbreviation === 'CNA')!;
    const shiftOfItsOwn = async (title: string, daysAhead: number) =>
      (
        await apiSend<{ results: Row[] }>(
          session.token,
          session.facility_id,
          'POST',
          'facilities/shifts',
          dailyShifts({
            title,
            from: isoDay(daysAhead),
            to: isoDay(daysAhead),
            start: '09:00',
            end: '13:00',
            jobTitleId: cna.id,
            openings: 1,
          }),
        )
      ).results[0]!;
    const shift = await shiftOfItsOwn('Time clock link check', 3);
    const [position] = await get<Row[]>(`facilities/shifts/${shift.id}/positions`);
    if (!position) throw new Error('the new shift has no position');
    const { results: available } = await get<{ results: Row[] }>(
      `facilities/shifts/${shift.id}/employees-available?position_id=${position.id}&status=ACTIVE&page_size=1`,
    );
    const nurse = available[0]!;
    await apiSend(session.token, session.facility_id, 'PATCH', `facilities/shifts/${shift.id}/employees`, {
      nurses: [{ id: nurse.id }],
      position: position.id,
    });
    const clocksBefore = await linksIn(timeClockLinkPattern);
    await apiSend(session.token, session.facility_id, 'POST', `facilities/employees/${nurse.id}/time-clock-link`, {});
    await check(await open(), await latestLinkIn(timeClockLinkPattern, clocksBefore));

    const send = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${session.token}`,
          'facility-id': session.facility_id,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBe(200);
    };
    // The agency approver's timesheet, from the mail.
    const options = await get<{ period: { start: string }; agencies: { id: string; lines: number; open_sheet_id: string | null }[] }>(
      'facilities/corporate-timesheets/options',
    );
    const agency = options.agencies.find((a) => a.open_sheet_id === null && a.lines > 0);
    if (agency) {
      const approver = `approver.${Date.now()}@agency.example`;
      await send('POST', 'facilities/corporate-timesheets', {
        agency_id: agency.id,
        period_start: options.period.start,
        approver_email: approver,
      });
      const token = /\/corporate-timesheet-new\/([A-Za-z0-9_-]+)/.exec(await latestMailTo(approver))![1]!;
      await check(await open(), `/corporate-timesheet-new/${token}`);
    } else {
      fail('no agency with hours and no open timesheet to send');
    }

    // A nurse's offer of an opening, from the SMS a release sends her. A CNA opening of its own: a
    // demo opening may have no nurse left to offer it to once earlier files have booked that day.
    const released = await shiftOfItsOwn('Offer link check', 4);
    const [releasedPosition] = await get<Row[]>(`facilities/shifts/${released.id}/positions`);
    const offerLink = /https?:\/\/[^/\s]+(\/offers\/[\w-]{20,})/;
    const offersBefore = await linksIn(offerLink);
    await send('PUT', `facilities/shifts/${released.id}/positions/${releasedPosition!.id}/release`, {});
    await check(await open(), await latestLinkIn(offerLink, offersBefore));

    // The nurse's side of a video call, from the link the call sends her.
    const callLink = /https?:\/\/[^/\s]+(\/video-call\/[\w-]+)/;
    const callsBefore = await linksIn(callLink);
    await send('POST', 'facilities/credential/video-call', { nurse: employee.nurse_id });
    await check(await open(), await latestLinkIn(callLink, callsBefore));

    expectNoFailures();
  }, 1_500_000);
});
