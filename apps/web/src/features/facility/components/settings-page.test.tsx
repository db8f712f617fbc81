import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, productMessages } from '@careroster/shared/messages';
import { inviteManagerContract, removeFacilityUserContract } from '@careroster/shared/api/facility/facility-users';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { updateFacilityContract } from '@careroster/shared/api/facility/update-facility';
import { getTimekeepingSettingsContract } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { address, facilityA, facilityB, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { SettingsPage } from '../pages/settings-page';
import { settingsReads, timekeepingSettingsOfA, usersOfA } from '../settings-stubs';
import { MemoryRouter } from 'react-router';
import { paths } from '@careroster/shared/paths';

const timekeeping = onCall(getTimekeepingSettingsContract, () => timekeepingSettingsOfA);

const renderPage = () =>
  render(
    <TestProviders>
      {/* A route's page: it reads the location (its #section). */}
      <MemoryRouter initialEntries={[paths.settings]}>
        <SettingsPage />
      </MemoryRouter>
    </TestProviders>,
  );

describe('Settings page, payroll settings dialog', () => {
  beforeEach(() => {
    useAppStore.getState().login(loginAnswerFixture);
    useAppStore.getState().setFacilityInfo(address);
  });

  it('sends payroll_setting as form data, and the store and the section follow', async () => {
    let saved = address;
    const { requests } = stubFetch(
      onCall(updateFacilityContract, () => {
        saved = { ...address, payroll_setting: 'BIWEEKLY' };
        return { payroll_setting: 'BIWEEKLY', entity_legal_name: null };
      }),
      onCall(getAddressContract, () => saved),
      timekeeping,
      ...settingsReads,
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(productMessages.payrollSettingCurrent('Weekly'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: productMessages.payrollSettingChange }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.payrollSettingsTitle });
    await user.click(within(dialog).getByRole('radio', { name: 'Biweekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(useAppStore.getState().facility.facilityInfo?.payroll_setting).toBe('BIWEEKLY'));
    const sent = requests.find((r) => r.method === 'PATCH')!.body as FormData;
    expect(sent.get('payroll_setting')).toBe('BIWEEKLY');
    expect(await screen.findByText(productMessages.payrollSettingCurrent('Biweekly'))).toBeInTheDocument();
    // The timesheet's periods are read again.
    await waitFor(() => expect(requests.filter(isCall(getTimekeepingSettingsContract))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the spec's 'Error updating payroll setting' when the server refuses, and keeps the dialog open", async () => {
    stubFetch(
      onCall(updateFacilityContract, () => failure(422, [messages.payrollUpdateFailed], 'VALIDATION_FAILED')),
      timekeeping,
      ...settingsReads,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: productMessages.payrollSettingChange }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.payrollSettingsTitle });
    await user.click(within(dialog).getByRole('radio', { name: 'Biweekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.payrollUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: productMessages.payrollSettingsTitle })).toBeInTheDocument();
    expect(useAppStore.getState().facility.facilityInfo?.payroll_setting).toBe('WEEKLY');
  });

  it('shows a manager no payroll button, no users and no audit log', async () => {
    useAppStore.getState().switchFacility(facilityB);
    useAppStore.getState().setFacilityInfo({ ...address, facility_id: facilityB.id });
    stubFetch(timekeeping, ...settingsReads);
    renderPage();
    expect(await screen.findByText(productMessages.payrollSettingCurrent('Weekly'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: productMessages.payrollSettingChange })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: productMessages.settingsUsers })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: productMessages.settingsAudit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
  });
});

describe('Settings page, users of the facility', () => {
  beforeEach(() => {
    useAppStore.getState().login(loginAnswerFixture);
    useAppStore.getState().setFacilityInfo(address);
  });

  it('lists the members, offers removal of managers only, and invites with an idempotency key', async () => {
    const { requests } = stubFetch(
      onCall(inviteManagerContract, () => failure(409, [productMessages.inviteAlreadyMember], 'CONFLICT')),
      onCall(removeFacilityUserContract, { userId: usersOfA.members[2]!.user_id }, () => ({
        message: productMessages.memberRemoved('Milo Manager'),
      })),
      timekeeping,
      ...settingsReads,
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: `Members of ${facilityA.name}` });
    expect(within(table).getByText('Milo Manager')).toBeInTheDocument();
    // Neither the owner nor oneself can be removed here.
    expect(within(table).queryByRole('button', { name: 'Remove Olive Owner' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Remove Dana Whitfield' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: productMessages.inviteManager }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nia@maplegrove.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Novak');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(productMessages.inviteAlreadyMember);
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ email: 'nia@maplegrove.example', first_name: 'Nia', last_name: 'Novak' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(post.headers.get('facility-id')).toBe(facilityA.id);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Remove Milo Manager' }));
    const confirm = await screen.findByRole('dialog', { name: productMessages.removeMemberTitle });
    await user.click(within(confirm).getByRole('button', { name: productMessages.removeMember }));
    expect(await screen.findByText(productMessages.memberRemoved('Milo Manager'))).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
