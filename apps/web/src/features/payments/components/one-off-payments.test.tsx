import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import {
  approveOneOffPaymentContract,
  createOneOffPaymentContract,
  listOneOffPaymentsContract,
  oneOffOptionsContract,
  payOneOffPaymentContract,
  rejectOneOffPaymentContract,
  type OneOffPayment,
} from '@careroster/shared/api/payments/one-off-payments';
import { messages, productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { employeeCard } from '../../../test/employee-fixtures';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { NewOneOffPaymentDialog } from './new-one-off-payment-dialog';
import { OneOffPaymentsSection } from './one-off-payments-section';

const booking = { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', label: '2026-11-14 · Night Shift' };
const options = () => ({ bookings: [booking], runs: [], approval_threshold: 500 });

const payment = (over: Partial<OneOffPayment>): OneOffPayment => ({
  id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  employee_id: employeeCard.id,
  nurse_name: 'Ana Lopez',
  worker_type: 'IN',
  kind: 'BONUS',
  amount: 750,
  reason: 'Covered every holiday',
  dated: '2026-11-16',
  booking_id: null,
  booking_label: null,
  payroll_run_id: null,
  corrects_period: null,
  status: 'PENDING_APPROVAL',
  created_by: { id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', name: 'Sam Owner' },
  created_at: '2026-11-17T15:00:00.000Z',
  decided_by: null,
  decided_at: null,
  rejection_reason: null,
  transaction_id: null,
  paid_at: null,
  payroll_period: null,
  ...over,
});

const renderIt = (ui: React.ReactNode) => {
  useAppStore.getState().login(loginAnswerFixture);
  render(<TestProviders>{ui}</TestProviders>);
  return userEvent.setup();
};

// The textareas autosize on document.fonts, which jsdom does not have.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'fonts');
});

describe('NewOneOffPaymentDialog (decision 077)', () => {
  it('checks the form with the shared rules, asks a shift incentive for one of the nurse’s bookings, and sends it', async () => {
    const onClose = vi.fn();
    const { requests } = stubFetch(
      onCall(listEmployeesContract, () => ({ count: 1, next: null, previous: null, results: [employeeCard] })),
      onCall(oneOffOptionsContract, options),
      onCall(createOneOffPaymentContract, () => payment({ kind: 'SHIFT_INCENTIVE', amount: 600 })),
    );
    const user = renderIt(<NewOneOffPaymentDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: productMessages.oneOffNew });
    await within(dialog).findByText(productMessages.oneOffThresholdHint('$500.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(productMessages.reimbursementEmployeeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(productMessages.oneOffKindRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(productMessages.oneOffReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.enterValidAmount)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: productMessages.oneOffFieldNurse }));
    await user.click(await screen.findByRole('option', { name: new RegExp(employeeCard.last_name) }));
    await user.click(within(dialog).getByRole('combobox', { name: productMessages.oneOffFieldKind }));
    await user.click(await screen.findByRole('option', { name: 'Shift incentive' }));
    await user.type(within(dialog).getByLabelText(/Amount/), '600');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Night double on short notice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(productMessages.oneOffBookingRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: productMessages.oneOffFieldBooking }));
    await user.click(await screen.findByRole('option', { name: booking.label }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ employee_id: employeeCard.id, kind: 'SHIFT_INCENTIVE', amount: 600, booking_id: booking.id });
    expect(post.headers.get('idempotency-key')).toBeTruthy();
  });
});

describe('OneOffPaymentsSection', () => {
  it('offers Approve only to another admin, asks a reason to reject, and pays an approved one from the vault', async () => {
    const mine = payment({ id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', created_by: { id: profile.id, name: 'Dana Whitfield' } });
    const theirs = payment({});
    const approved = payment({ id: '3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e', status: 'APPROVED', kind: 'REFERRAL', amount: 300 });
    const { requests } = stubFetch(
      onCall(listEmployeesContract, () => ({ count: 1, next: null, previous: null, results: [employeeCard] })),
      onCall(listOneOffPaymentsContract, () => ({ count: 3, results: [mine, theirs, approved] })),
      onCall(approveOneOffPaymentContract, { id: theirs.id }, () => ({ ...theirs, status: 'APPROVED' })),
      onCall(rejectOneOffPaymentContract, { id: mine.id }, () => ({ ...mine, status: 'REJECTED' })),
      onCall(payOneOffPaymentContract, { id: approved.id }, () => failure(409, [messages.vaultNeedsAccounts])),
    );
    const user = renderIt(<OneOffPaymentsSection />);
    const rows = await screen.findAllByTestId('one-off-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).queryByRole('button', { name: productMessages.oneOffApprove })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Referral bonus')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: productMessages.oneOffApprove }));
    let dialog = await screen.findByRole('dialog', { name: productMessages.oneOffApproveTitle });
    await user.click(within(dialog).getByRole('button', { name: productMessages.oneOffApprove }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith(`${theirs.id}/approve`))).toBe(true));

    await user.click(within(rows[0]!).getByRole('button', { name: productMessages.oneOffReject }));
    dialog = await screen.findByRole('dialog', { name: productMessages.oneOffRejectTitle });
    await user.click(within(dialog).getByRole('button', { name: productMessages.oneOffReject }));
    expect(await within(dialog).findByText(productMessages.oneOffRejectReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Why is it rejected/), 'Paid by check already');
    await user.click(within(dialog).getByRole('button', { name: productMessages.oneOffReject }));
    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith(`${mine.id}/reject`))?.body).toEqual({ reason: 'Paid by check already' }),
    );

    // The vault pay dialog of reimbursements (spec 001); a refusal shows its first message.
    await user.click(within(rows[2]!).getByRole('button', { name: 'Pay Ana Lopez $300.00' }));
    dialog = await screen.findByRole('dialog', { name: productMessages.oneOffPayTitle });
    expect(dialog).toHaveTextContent(messages.processReimbursementBody);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $300.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.vaultNeedsAccounts);
  });

  it('filters by status and kind', async () => {
    const { requests } = stubFetch(
      onCall(listEmployeesContract, () => ({ count: 1, next: null, previous: null, results: [employeeCard] })),
      onCall(listOneOffPaymentsContract, () => ({ count: 0, results: [] })),
    );
    const user = renderIt(<OneOffPaymentsSection />);
    expect(await screen.findByText(productMessages.oneOffEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting approval' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Bonus' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path.includes('status=PENDING_APPROVAL') && r.path.includes('kind=BONUS'))).toBe(true),
    );
  });
});
