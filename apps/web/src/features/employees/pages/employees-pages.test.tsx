import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { credential, employeeCard, employeeDetail } from '../../../test/employee-fixtures';
import { answer, on, stubFetch, type StubRequest } from '../../../test/fetch-stub';
import { facilityB, loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const profileRoute = on('GET', '/api/v1/profile', () => answer(profile));
const listRoute = (request: StubRequest) =>
  request.method === 'GET' && request.path.startsWith('/api/v1/facilities/employees?')
    ? answer({
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
      })
    : undefined;

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
    const lastList = () => requests.filter((r) => r.path.startsWith('/api/v1/facilities/employees?')).at(-1)?.path;
    await waitFor(() => expect(lastList()).toContain('worker_type=WN'));
  });

  it('opens the credentials tab for a CREDENTIAL notification (?type=cred&nurse_id=)', async () => {
    stubFetch(
      profileRoute,
      on('GET', `/api/v1/facilities/nurses/${employeeCard.nurse_id}`, () => answer(employeeDetail)),
      on('GET', `/api/v1/facilities/employees/${employeeCard.id}/credentials`, () => answer([credential])),
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
      on('POST', '/api/v1/facilities/walk-in-invites', () =>
        answer({
          id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
          url: '/walk-in-invite/f3a9c2e1b7d4a6f8e0c1b2a3d4e5f6a7',
          expires_at: '2030-01-01T20:00:00.000Z',
          message: productMessages.walkInInviteSent,
        }),
      ),
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
    expect(screen.getByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/walk-in-invite/f3a9c2e1b7d4a6f8e0c1b2a3d4e5f6a7`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      mobile: '+1(555) 222-3333',
      job_title_id: JOB_TITLE_IDS.CNA,
      hourly_rate: 38.5,
    });
  });
});
