import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Applicant } from '@careroster/shared/api/shifts/staffing';
import { productMessages } from '@careroster/shared/messages';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { availableEmployeesContract } from '@careroster/shared/api/shifts/available-employees';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { listApplicantsContract } from '@careroster/shared/api/shifts/list-applicants';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { positionFixture, shiftFixture } from '../../../test/shift-fixtures';
import { ApplicantsList } from './applicants-list';
import { NursePickerDialog } from './nurse-picker-dialog';

// Issue 12: a booking into overtime is a warning, or a 409 the dialog turns into a reason to give.
const nurse = {
  id: '10000000-0000-4000-8000-000000000001',
  first_name: 'Nora',
  last_name: 'Long',
  profile_photo: null,
  type: 'IN' as const,
  job_title: 'Registered Nurse',
  hourly_rate: 40,
};
const line = productMessages.overtimeWarning('Nora Long', '2.50', '$150.00');
const warning = { employee_id: nurse.id, name: 'Nora Long', overtime_hours: 2.5, cost: 150, message: line };

describe('the nurse picker and overtime', () => {
  const renderPicker = (onClose = vi.fn()) => {
    render(
      <TestProviders>
        <NursePickerDialog opened onClose={onClose} shiftId={shiftFixture.id} positionId={positionFixture.id} limit={2} />
      </TestProviders>,
    );
    return onClose;
  };

  it('shows the warning of a booking the facility allows', async () => {
    stubFetch(
      onCall(availableEmployeesContract, { id: shiftFixture.id }, () => ({ count: 1, results: [nurse] }), {
        query: { position_id: positionFixture.id, status: 'ACTIVE', page: 1, page_size: 10 },
      }),
      onCall(assignEmployeesContract, { id: shiftFixture.id }, () => ({
        message: '1 nurse assigned',
        assigned_count: 1,
        overtime: [warning],
      })),
    );
    const onClose = renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Nora Long' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a reason when the facility blocks overtime, then books with it', async () => {
    let calls = 0;
    const { requests } = stubFetch(
      onCall(availableEmployeesContract, { id: shiftFixture.id }, () => ({ count: 1, results: [nurse] }), {
        query: { position_id: positionFixture.id, status: 'ACTIVE', page: 1, page_size: 10 },
      }),
      onCall(assignEmployeesContract, { id: shiftFixture.id }, () => {
        calls += 1;
        return calls === 1
          ? failure(409, [productMessages.overtimeBlocked, line], 'CONFLICT')
          : { message: '1 nurse assigned', assigned_count: 1, overtime: [warning] };
      }),
    );
    const onClose = renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Nora Long' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(productMessages.overtimeBlocked)).toBeInTheDocument();
    expect(within(alert).getByText(line)).toBeInTheDocument();
    const again = screen.getByRole('button', { name: productMessages.overtimeBookAnyway });
    expect(again).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: productMessages.overtimeReasonLabel }), 'Short on nights');
    await user.click(again);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { nurses: [{ id: nurse.id }], position: positionFixture.id },
      { nurses: [{ id: nurse.id }], position: positionFixture.id, override_reason: 'Short on nights' },
    ]);
  });
});

describe('accepting an applicant into overtime', () => {
  const applicant: Applicant = {
    id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
    position_id: positionFixture.id,
    employee_id: nurse.id,
    first_name: 'Nora',
    last_name: 'Long',
    type: 'IN',
    job_title: 'Registered Nurse',
    status: 'PENDING',
    applied_at: '2030-03-01T10:00:00.000Z',
  };

  it('keeps the confirmation open for the reason and accepts with it', async () => {
    let calls = 0;
    const { requests } = stubFetch(
      onCall(listApplicantsContract, { id: shiftFixture.id }, () => [applicant]),
      onCall(decideApplicantContract, { id: shiftFixture.id, applicationId: applicant.id }, () => {
        calls += 1;
        return calls === 1
          ? failure(409, [productMessages.overtimeBlocked, line], 'CONFLICT')
          : { ...applicant, status: 'ACCEPTED', overtime: [warning] };
      }),
    );
    render(
      <TestProviders>
        {/* An applicant's Message button opens the message center (issue 16): it needs a router. */}
        <MemoryRouter>
          <ApplicantsList shiftId={shiftFixture.id} />
        </MemoryRouter>
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Nora Long' }), 'Accept');
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Accept' }));
    expect(await dialog.findByText(line)).toBeInTheDocument();
    // No reason, no call.
    await user.click(dialog.getByRole('button', { name: productMessages.overtimeBookAnyway }));
    expect(await dialog.findByText(productMessages.overtimeReasonRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: productMessages.overtimeReasonLabel }), 'Sick call');
    await user.click(dialog.getByRole('button', { name: productMessages.overtimeBookAnyway }));
    expect(await screen.findByText(productMessages.applicantAccepted('Nora Long'))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { status: 'ACCEPTED' },
      { status: 'ACCEPTED', override_reason: 'Sick call' },
    ]);
  });
});
