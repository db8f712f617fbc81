import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, productMessages } from '@careroster/shared/messages';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { availableEmployeesContract } from '@careroster/shared/api/shifts/available-employees';
import { failure, onCall, stubFetch, type AnswerInput } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { agenciesFixture, positionFixture, shiftFixture } from '../../../test/shift-fixtures';
import { AgencyPicker } from './agency-picker';
import { agencyTooltip } from './agency-summary';
import { NursePickerDialog } from './nurse-picker-dialog';

describe('AgencyPicker', () => {
  const renderPicker = (agencies = agenciesFixture, onSave = vi.fn()) => {
    render(
      <TestProviders>
        <AgencyPicker opened onClose={vi.fn()} agencies={agencies} selected={[]} onSave={onSave} />
      </TestProviders>,
    );
    return onSave;
  };

  it('derives the preference from the selection and saves the ids', async () => {
    const onSave = renderPicker();
    const user = userEvent.setup();
    expect(screen.getByText(messages.agenciesSelected(0))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: messages.selectFavourite }));
    expect(screen.getByText(messages.agenciesSelected(2))).toBeInTheDocument();
    expect(screen.getByText('Preference: Favorite')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: messages.selectAll }));
    expect(screen.getByText(messages.agenciesSelected(7))).toBeInTheDocument();
    expect(screen.getByText('Preference: All')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Agency 1' }));
    expect(screen.getByText('Preference: Custom')).toBeInTheDocument();

    await user.type(screen.getByLabelText(messages.searchAgency), 'zzz');
    expect(screen.getByText(messages.noResultsFound)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(agenciesFixture.slice(1).map((a) => a.id));
  });

  it("says 'No Favourite Agency' when there is none", () => {
    renderPicker(agenciesFixture.map((a) => ({ ...a, is_favorite: false })));
    expect(screen.getByText(messages.noFavouriteAgency)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.selectFavourite })).not.toBeInTheDocument();
  });

  it("lists up to 5 names in the tooltip, then '+N more'", () => {
    const names = agenciesFixture.map((a) => a.name);
    expect(agencyTooltip(names)).toBe('Agency 1, Agency 2, Agency 3, Agency 4, Agency 5 +2 more');
    expect(agencyTooltip(names.slice(0, 5))).toBe('Agency 1, Agency 2, Agency 3, Agency 4, Agency 5');
  });
});

describe('NursePickerDialog', () => {
  const nurse = (n: number, type: 'IN' | 'EN' | 'AN') => ({
    id: `10000000-0000-4000-8000-00000000000${n}`,
    first_name: `Nurse`,
    last_name: `Number${n}`,
    profile_photo: null,
    type,
    job_title: 'Registered Nurse',
    hourly_rate: 48,
  });
  const nurses = [nurse(1, 'IN'), nurse(2, 'EN'), nurse(3, 'AN')];

  const renderPicker = () =>
    render(
      <TestProviders>
        <NursePickerDialog opened onClose={vi.fn()} shiftId={shiftFixture.id} positionId={positionFixture.id} limit={2} />
      </TestProviders>,
    );

  it('caps the selection with the toast alone (no modal as well) and assigns', async () => {
    const { requests } = stubFetch(
      onCall(availableEmployeesContract, { id: shiftFixture.id }, () => ({ count: 3, results: nurses }), {
        query: { position_id: positionFixture.id, status: 'ACTIVE', page: 1, page_size: 10 },
      }),
      onCall(assignEmployeesContract, { id: shiftFixture.id }, () => ({ message: '2 nurses assigned', assigned_count: 2, overtime: [] })),
    );
    renderPicker();
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: messages.selectMaxNurses(2) })).toBeInTheDocument();
    expect(await screen.findByText('Nurse Number1')).toBeInTheDocument();
    expect(screen.getByText('Internal')).toBeInTheDocument();
    expect(screen.getByText('External')).toBeInTheDocument();
    expect(screen.getByText('Agency')).toBeInTheDocument();
    expect(screen.getAllByText('$48.00/Hr')).toHaveLength(3);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Nurse Number1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Nurse Number2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Nurse Number3' }));
    expect(
      await screen.findByText(messages.cannotSelectMoreNurses(2), { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Nurse Number3' })).not.toBeChecked();
    expect(screen.getAllByText(messages.cannotSelectMoreNurses(2))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: messages.addLimitedEmployees })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 nurses assigned')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      nurses: [{ id: nurses[0]?.id }, { id: nurses[1]?.id }],
      position: positionFixture.id,
    });
  });

  it('sends one call when Confirm is double-clicked', async () => {
    let release: (data: AnswerInput<typeof assignEmployeesContract>) => void = () => undefined;
    const { requests } = stubFetch(
      onCall(availableEmployeesContract, { id: shiftFixture.id }, () => ({ count: 1, results: nurses.slice(0, 1) }), {
        query: { position_id: positionFixture.id, status: 'ACTIVE', page: 1, page_size: 10 },
      }),
      onCall(
        assignEmployeesContract,
        { id: shiftFixture.id },
        () => new Promise<AnswerInput<typeof assignEmployeesContract>>((resolve) => (release = resolve)),
      ),
    );
    renderPicker();
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Select Nurse Number1' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    release({ message: '1 nurse assigned', assigned_count: 1, overtime: [] });
    expect(await screen.findByText('1 nurse assigned')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it("says 'Something went Wrong' when the list cannot be fetched", async () => {
    stubFetch(
      onCall(availableEmployeesContract, { id: shiftFixture.id }, () => failure(500, ['boom']), {
        query: { position_id: positionFixture.id, status: 'ACTIVE', page: 1, page_size: 10 },
      }),
    );
    renderPicker();
    expect(await screen.findByText(messages.availableNursesFailed)).toBeInTheDocument();
  });

  it('shows the rule that refused the assignment in the dialog, not as a toast', async () => {
    const refusal = productMessages.nurseCredentialExpired('Nurse Number1');
    stubFetch(
      onCall(availableEmployeesContract, { id: shiftFixture.id }, () => ({ count: 1, results: nurses.slice(0, 1) }), {
        query: { position_id: positionFixture.id, status: 'ACTIVE', page: 1, page_size: 10 },
      }),
      onCall(assignEmployeesContract, { id: shiftFixture.id }, () => failure(409, [refusal], 'CONFLICT')),
    );
    renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Nurse Number1' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('data-loading'));
    const dialog = within(screen.getByRole('dialog', { name: messages.selectMaxNurses(2) }));
    expect(dialog.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(within(screen.getByRole('dialog', { name: messages.selectMaxNurses(2) })).getByText('1 of 2 selected')).toBeInTheDocument();
  });
});
