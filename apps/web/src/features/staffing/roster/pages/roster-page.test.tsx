import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { paths, rosterWeeksPath } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { createConversationContract, getConversationContract, listConversationsContract } from '@careroster/shared/api/messages/staff';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { copyWeekContract } from '@careroster/shared/api/shifts/copy-week';
import { rosterContract } from '@careroster/shared/api/staffing/roster';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { useAppStore } from '../../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { jobTitlesFixture } from '../../../../test/shift-fixtures';
import { dayLabel, openingLabel } from '../components/roster-dnd';
import { conversation, conversationId } from '../../../../test/message-fixtures';
import { jane, opening, rosterDays, rosterFixture } from '../test-fixtures';

const rosterCall = onCall(rosterContract, () => rosterFixture);

describe('roster page', () => {
  it('asks for a reason when the facility blocks the overtime, then books with it', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    let calls = 0;
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      rosterCall,
      onCall(assignEmployeesContract, { id: opening.shift_id }, () =>
        (calls += 1) === 1
          ? failure(409, [productMessages.overtimeBlocked, 'Jane Doe: 44 h this week'], 'CONFLICT')
          : { message: productMessages.nursesAssigned(1), assigned_count: 1, overtime: [] },
      ),
    );
    renderApp(paths.roster);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(rosterDays[1]!)) }));
    await user.click(await screen.findByRole('menuitem', { name: openingLabel(opening) }));
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.rosterAssignTitle }));
    expect(dialog.getByText('Jane Doe: 44 h this week')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: productMessages.overtimeReasonLabel }), 'Short on nights');
    await user.click(dialog.getByRole('button', { name: productMessages.overtimeBookAnyway }));
    expect(await screen.findByText(productMessages.nursesAssigned(1))).toBeInTheDocument();
    const bodies = requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
    expect(bodies).toEqual([
      { nurses: [{ id: jane.employee_id }], position: opening.position_id },
      { nurses: [{ id: jane.employee_id }], position: opening.position_id, override_reason: 'Short on nights' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: productMessages.rosterAssignTitle })).not.toBeInTheDocument());
  });

  it("shows a refusal as a toast with the server's message", async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      rosterCall,
      onCall(assignEmployeesContract, { id: opening.shift_id }, () =>
        failure(409, [productMessages.nurseAlreadyBooked('Jane Doe')], 'CONFLICT'),
      ),
    );
    renderApp(paths.roster);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(rosterDays[1]!)) }));
    await user.click(await screen.findByRole('menuitem', { name: openingLabel(opening) }));
    expect(await screen.findByText(productMessages.nurseAlreadyBooked('Jane Doe'))).toBeInTheDocument();
  });

  it("opens the conversation with the nurse from her day's menu", async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      rosterCall,
      onCall(createConversationContract, () => conversation),
      onCall(listConversationsContract, () => ({ count: 0, results: [] })),
      onCall(getConversationContract, { conversationId }, () => conversation),
    );
    const { router } = renderApp(paths.roster);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(rosterDays[1]!)) }));
    await user.click(await screen.findByRole('menuitem', { name: productMessages.messageActionOf('Jane Doe') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.messages));
    expect(router.state.location.search).toBe(`?conversation=${conversationId}`);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ employee_ids: [jane.employee_id] }]);
  });

  it('copies the first week shown to the weeks chosen', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      rosterCall,
      onCall(copyWeekContract, () => ({ message: productMessages.copyWeekDone(3, 1), created: [], skipped: [] })),
    );
    renderApp(paths.roster);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.copyWeekAction }));
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.copyWeekTitle }));
    const choices = dialog.getAllByRole('checkbox');
    await user.click(choices[0]!);
    await user.click(choices[2]!);
    await user.click(dialog.getByRole('button', { name: productMessages.copyWeekAction }));
    expect(await screen.findByText(productMessages.copyWeekDone(3, 1))).toBeInTheDocument();
    const [body] = requests.filter((r) => r.method === 'POST').map((r) => r.body as { week_start: string; to_week_starts: string[] });
    expect(body!.to_week_starts).toHaveLength(2);
    expect(body!.to_week_starts.every((w) => w > body!.week_start)).toBe(true);
    expect(requests.find((r) => r.method === 'POST')!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('asks for the whole span in one answer of up to 250 people, four weeks at a click, and prints every row', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      rosterCall,
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp(paths.roster);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(rosterDays[1]!)) });
    const rosterAsks = () =>
      requests.filter((r) => r.path.includes('/facilities/roster?')).map((r) => new URL(r.path, 'http://x').searchParams);
    expect(rosterAsks()[0]!.get('page_size')).toBe('250');
    expect(rosterAsks()[0]!.get('weeks')).toBe('1');
    await user.click(screen.getByRole('radio', { name: productMessages.rosterWeeksChoice(4) }));
    await waitFor(() => expect(rosterAsks().some((q) => q.get('weeks') === '4')).toBe(true));
    await user.click(screen.getByRole('button', { name: productMessages.rosterPrint }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText(new RegExp(`^${productMessages.rosterAllUnits}, `))).toBeInTheDocument();
  });

  it("opens on the weeks and the unit a link names (a published draft's), rounding the weeks up to a span it offers", async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const unit = '6f0c8a52-3f1d-4a7e-9a43-2d9b1b7c5e10';
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      rosterCall,
    );
    renderApp(rosterWeeksPath('2026-12-06', 3, unit));
    await waitFor(() => expect(requests.some(isCall(rosterContract))).toBe(true));
    const asked = new URLSearchParams(requests.find(isCall(rosterContract))!.path.split('?')[1]);
    expect(Object.fromEntries(['week_start', 'weeks', 'unit_id'].map((key) => [key, asked.get(key)]))).toEqual({
      week_start: '2026-12-06',
      weeks: '4',
      unit_id: unit,
    });
  });
});
