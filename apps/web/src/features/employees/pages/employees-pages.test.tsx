import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { getEmployeeContract, getNurseEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import { listCredentialsContract } from '@careroster/shared/api/employees/list-credentials';
import { createWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { useAppStore } from '../../../store/app-store';
import { credential, employeeCard, employeeDetail } from '../../../test/employee-fixtures';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityB, loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { employeeDetailPath } from '../paths';

const profileRoute = onCall(getProfileContract, () => profile);
const listRoute = onCall(listEmployeesContract, () => ({
  count: 2,
  results: [
    employeeCard,
    {
      ...employeeCard,
      id: '6c1f4d3e-8b52-4e9f-a021-3b4c5d6e7f80',
      first_name: 'Ken',
      last_name: 'Adams',
      is_monthly_rate_set: false,
      is_selectable: false,
    },
  ],
}));

describe('employees pages', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it("lists employee cards with '$rate/Hr' and marks who cannot be selected", async () => {
    const { requests } = stubFetch(profileRoute, listRoute);
    renderApp(paths.employees);
    const maria = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(within(maria).getByText('$42.50/Hr')).toBeInTheDocument();
    expect(within(maria).queryByText('Cannot be selected for shifts')).not.toBeInTheDocument();
    const ken = screen.getByRole('article', { name: 'Ken Adams' });
    expect(within(ken).getByText('Monthly rate not set')).toBeInTheDocument();
    expect(within(ken).getByText('Cannot be selected for shifts')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Worker type' }));
    await user.click(screen.getByRole('option', { name: 'Walk-In' }));
    const lastList = () => requests.filter(isCall(listEmployeesContract)).at(-1)?.path;
    await waitFor(() => expect(lastList()).toContain('worker_type=WN'));
  });

  it('opens the credentials tab for a CREDENTIAL notification (?type=cred&nurse_id=)', async () => {
    stubFetch(
      profileRoute,
      onCall(getNurseEmployeeContract, { nurseId: employeeCard.nurse_id }, () => employeeDetail),
      onCall(listCredentialsContract, { employeeId: employeeCard.id }, () => [credential]),
    );
    renderApp(`${paths.nurseDetail}?type=cred&nurse_id=${employeeCard.nurse_id}`);
    expect(await screen.findByRole('tab', { name: 'Credentials', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: credential.credential_name })).toBeInTheDocument();
  });

  it('lets a manager create a walk-in invite and shows the link to copy', async () => {
    useAppStore.getState().login({ ...loginAnswerFixture, facility_id: facilityB.id });
    const { requests } = stubFetch(
      profileRoute,
      listRoute,
      onCall(createWalkInInviteContract, () => ({
        id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
        url: '/walk-in-invite/f3a9c2e1b7d4a6f8e0c1b2a3d4e5f6a7',
        expires_at: '2030-01-01T20:00:00.000Z',
        message: productMessages.walkInInviteSent,
      })),
    );
    renderApp(paths.employees);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create walk-in invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Create walk-in invite' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Rivera');
    await user.type(within(dialog).getByLabelText(/^Phone/), '5552223333');
    await user.click(within(dialog).getByRole('combobox', { name: 'Job title' }));
    await user.click(screen.getByRole('option', { name: 'CNA - Certified Nurse Aide' }));
    await user.type(within(dialog).getByLabelText(/^Hourly rate/), '38.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create invite' }));

    expect(await screen.findByText(productMessages.walkInInviteSent)).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/walk-in-invite/f3a9c2e1b7d4a6f8e0c1b2a3d4e5f6a7`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      mobile: '+1(555) 222-3333',
      job_title_id: JOB_TITLE_IDS.CNA,
      hourly_rate: 38.5,
    });
  });

  describe('what a card is missing', () => {
    const gaps = [
      { credential_id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', credential_name: 'BLS card', reason: 'PENDING' as const },
      { credential_id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', credential_name: 'TB test', reason: 'EXPIRED' as const },
    ];
    const incomplete = {
      ...employeeDetail,
      is_credential_complete: false,
      is_credential_expired: true,
      is_selectable: false,
      credential_gaps: gaps,
    };

    it('names the missing and expired credentials on the card badge', async () => {
      stubFetch(
        profileRoute,
        onCall(listEmployeesContract, () => ({ count: 1, results: [incomplete] })),
      );
      renderApp(paths.employees);
      const card = await screen.findByRole('article', { name: 'Maria Lopez' });
      const user = userEvent.setup();
      await user.hover(within(card).getByText('Credentials incomplete'));
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent(`BLS card: ${productMessages.credentialGapReason.PENDING}`);
      expect(tooltip).toHaveTextContent(`TB test: ${productMessages.credentialGapReason.EXPIRED}`);
    });

    it('lists them at the top of the Credentials tab', async () => {
      stubFetch(
        profileRoute,
        onCall(getEmployeeContract, { employeeId: employeeCard.id }, () => incomplete),
        onCall(listCredentialsContract, { employeeId: employeeCard.id }, () => [credential]),
      );
      renderApp(employeeDetailPath(employeeCard.id, 'credentials'));
      const alert = await screen.findByRole('alert', { name: productMessages.credentialGapsTitle });
      expect(within(alert).getByText(`BLS card: ${productMessages.credentialGapReason.PENDING}`)).toBeInTheDocument();
      expect(within(alert).getByText(`TB test: ${productMessages.credentialGapReason.EXPIRED}`)).toBeInTheDocument();
    });

    it('says when there is no credential on file at all', async () => {
      stubFetch(
        profileRoute,
        onCall(getEmployeeContract, { employeeId: employeeCard.id }, () => ({
          ...incomplete,
          is_credential_expired: false,
          credential_gaps: [],
        })),
        onCall(listCredentialsContract, { employeeId: employeeCard.id }, () => []),
      );
      renderApp(employeeDetailPath(employeeCard.id, 'credentials'));
      const alert = await screen.findByRole('alert', { name: productMessages.credentialGapsTitle });
      expect(alert).toHaveTextContent(productMessages.noCredentialsOnFile);
    });
  });
});
