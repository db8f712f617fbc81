import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Applicant } from '@careroster/shared/api/shifts/staffing';
import { productMessages } from '@careroster/shared/messages';
import { paths, shiftDetailsPath } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import {
  createConversationContract,
  getConversationContract,
  listConversationsContract,
  listMessagesContract,
  markConversationReadContract,
} from '@careroster/shared/api/messages/staff';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listApplicantsContract } from '@careroster/shared/api/shifts/list-applicants';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { conversation, conversationId } from '../../../test/message-fixtures';
import { agenciesFixture, positionFixture, shiftFixture, shiftWithPositionRoutes } from '../../../test/shift-fixtures';

const applicant: Applicant = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  position_id: positionFixture.id,
  employee_id: '2b1a0f9e-8d7c-4b6a-9f5e-4d3c2b1a0f9e',
  first_name: 'Jane',
  last_name: 'Doe',
  type: 'EN',
  job_title: 'Registered Nurse',
  status: 'PENDING',
  applied_at: '2030-03-01T10:00:00.000Z',
};

describe('shift details page', () => {
  it('opens Applicants with ?slug=applicant and accepts an applicant after confirming', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(getShiftContract, { id: shiftFixture.id }, () => shiftFixture),
      onCall(listApplicantsContract, { id: shiftFixture.id }, () => [applicant]),
      onCall(decideApplicantContract, { id: shiftFixture.id, applicationId: applicant.id }, () => ({
        ...applicant,
        status: 'ACCEPTED',
        overtime: [],
      })),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=applicant`);
    expect(await screen.findByRole('tab', { name: 'Applicants', selected: true })).toBeInTheDocument();
    const status = await screen.findByRole('combobox', { name: 'Status of Jane Doe' });
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Select', 'Accept', 'Reject']);
    const user = userEvent.setup();
    await user.selectOptions(status, 'Accept');
    // Nothing is sent before the confirmation.
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.confirmApplicantTitle('Accept', 'Jane Doe') }));
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    const confirm = dialog.getByRole('button', { name: 'Accept' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText(productMessages.applicantAccepted('Jane Doe'))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ status: 'ACCEPTED' }]);
  });

  it('sends nothing when the decision is cancelled', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(getShiftContract, { id: shiftFixture.id }, () => shiftFixture),
      onCall(listApplicantsContract, { id: shiftFixture.id }, () => [applicant]),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=applicant`);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Jane Doe' }), 'Reject');
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.confirmApplicantTitle('Reject', 'Jane Doe') }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('opens the conversation with everyone booked on the shift from Message booked nurses', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(getShiftContract, { id: shiftFixture.id }, () => shiftFixture),
      onCall(createConversationContract, () => conversation),
      onCall(listConversationsContract, () => ({ count: 0, results: [] })),
      onCall(getConversationContract, { conversationId }, () => conversation),
      // What the opened conversation loads: without them a slow run met the page's error screen.
      onCall(listMessagesContract, { conversationId }, () => ({ results: [], has_more: false })),
      onCall(markConversationReadContract, { conversationId }, () => ({ unread: 0 })),
    );
    const { router } = renderApp(shiftDetailsPath(shiftFixture.id));
    await userEvent.setup().click(await screen.findByRole('button', { name: productMessages.messageBookedNurses }));
    // The server finds the crew from the shift: the page sends the shift, not a list of names.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.messages));
    expect(router.state.location.search).toBe(`?conversation=${conversationId}`);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ shift_id: shiftFixture.id }]);
    expect(await screen.findByRole('heading', { name: conversation.title })).toBeInTheDocument();
  });

  it('shows the shift header once on the Positions tab', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      ...shiftWithPositionRoutes,
      onCall(listAgenciesContract, () => agenciesFixture),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=positions`);
    await screen.findByRole('group', { name: /Position 1/ });
    expect(screen.getAllByRole('heading', { name: shiftFixture.title })).toHaveLength(1);
    expect(screen.getAllByText('Upcoming Shift')).toHaveLength(1);
  });
});
