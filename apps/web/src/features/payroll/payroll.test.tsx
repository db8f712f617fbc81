import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PayrollLineView, PayrollRunDetails, PayrollRunSummary } from '@careroster/shared/api/payroll/payroll-run';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { approvePayrollRunContract } from '@careroster/shared/api/payroll/approve-run';
import { getPayrollRunContract } from '@careroster/shared/api/payroll/get-run';
import { listPayrollRunsContract } from '@careroster/shared/api/payroll/list-runs';
import { payPayrollRunContract } from '@careroster/shared/api/payroll/pay-run';
import { getPaychexCategoriesContract, updatePaychexCategoriesContract } from '@careroster/shared/api/payroll/paychex-categories';
import { useAppStore } from '../../store/app-store';
import { isCall, onCall, stubFetch } from '../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const runId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const run: PayrollRunSummary = {
  id: runId,
  period_start: '2030-03-03',
  period_end: '2030-03-09',
  status: 'DRAFT',
  gross: 1200,
  payout: 700,
  agency: 0,
  internal: 500,
  lines: 3,
  external_lines: 2,
  external_paid: 0,
  agency_lines: 0,
  internal_lines: 1,
  computed_at: '2030-03-12T10:00:00.000Z',
  approved_at: null,
  paid_at: null,
};
const line = (over: Partial<PayrollLineView>): PayrollLineView => ({
  employee_id: '6a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Nina Nurse',
  emp_id: 101,
  worker_type: 'EN',
  agency_id: null,
  agency_name: null,
  worked_hours: 8,
  regular_hours: 8,
  overtime_hours: 0,
  double_time_hours: 0,
  differential_hours: 0,
  pto_hours: 0,
  rate: 60,
  regular_pay: 480,
  overtime_pay: 0,
  double_time_pay: 0,
  differential_pay: 0,
  overtime_adjustment_pay: 0,
  pto_pay: 0,
  gross: 480,
  regular_rates: [],
  paid: false,
  paychex_emp_id: null,
  paychex_org_id: null,
  warnings: [],
  benefits: [],
  ...over,
});
const lines = [
  line({
    employee_id: '7a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
    name: 'Ian Internal',
    worker_type: 'IN',
    gross: 500,
    overtime_hours: 8,
    overtime_pay: 360,
    overtime_adjustment_pay: 8,
    regular_rates: [
      {
        period_start: '2030-03-03',
        period_end: '2030-03-09',
        worked_hours: 48,
        straight_pay: 1536,
        regular_rate: 32,
        overtime_hours: 8,
        double_time_hours: 0,
        premium: 128,
        adjustment: 8,
      },
    ],
    paid: null,
    warnings: [productMessages.payrollMissingPaychexIds],
  }),
  line({}),
  line({ employee_id: '8a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', name: 'Erin External', gross: 220 }),
];
const detailsOf = (summary: PayrollRunSummary): PayrollRunDetails => ({
  run: summary,
  lines,
  open_timecards: 0,
  warnings: [],
  agencies: [],
});

function routes(state: { run: PayrollRunSummary }) {
  return [
    onCall(getProfileContract, () => profile),
    onCall(
      listPayrollRunsContract,
      () => ({
        count: 1,
        results: [state.run],
        periods: [{ start: run.period_start, end: run.period_end, run_id: runId, status: state.run.status }],
      }),
      { query: { page: 1, page_size: 10 } },
    ),
    onCall(getPayrollRunContract, { runId }, () => detailsOf(state.run)),
    onCall(approvePayrollRunContract, { runId }, () => {
      state.run = { ...state.run, status: 'APPROVED', approved_at: '2030-03-12T11:00:00.000Z' };
      return state.run;
    }),
    onCall(payPayrollRunContract, { runId }, () => {
      state.run = { ...state.run, status: 'PAID', external_paid: 2 };
      return { run: state.run, paid: 2, amount: 700, message: productMessages.payrollPaidMessage('$700.00', 2) };
    }),
  ];
}

describe('the payroll page', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('lists runs, opens one, approves it with a confirmation, and pays the chosen external nurses', async () => {
    const state = { run };
    const { requests } = stubFetch(...routes(state));
    const user = userEvent.setup();
    renderApp(paths.payrollList);

    const row = await screen.findByTestId('payroll-run-row');
    // spec 000 section 9: dates shown DD/MM/YYYY, the API's days turned around.
    expect(row).toHaveTextContent('03/03/2030 – 09/03/2030');
    expect(row).toHaveTextContent('$1,200.00');
    expect(within(row).getByTestId('payroll-status')).toHaveTextContent('Draft');
    await user.click(within(row).getByRole('button', { name: `${productMessages.payrollDetails} 03/03/2030 – 09/03/2030` }));
    expect(await screen.findAllByTestId('payroll-line')).toHaveLength(3);
    // The internal line's overtime carries the regular rate's adjustment and its breakdown (decision 051).
    const internal = screen.getAllByTestId('payroll-line')[0]!;
    expect(internal).toHaveTextContent('$368.00');
    expect(within(internal).getByTestId('payroll-regular-rate')).toHaveTextContent(
      productMessages.payrollRegularRate('03/03/2030 – 09/03/2030', '$1,536.00', '48.00', '$32.00', '$128.00'),
    );
    expect(screen.getByText(productMessages.payrollMissingPaychexIds)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: productMessages.payrollApprove }));
    const confirm = await screen.findByRole('dialog', { name: productMessages.payrollApproveTitle });
    await user.click(within(confirm).getByRole('button', { name: productMessages.payrollApprove }));
    await waitFor(() => expect(requests.some(isCall(approvePayrollRunContract, { runId }))).toBe(true));

    await user.click(await screen.findByRole('button', { name: productMessages.payrollRun }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.payrollRunTitle });
    // Both external nurses are chosen at first; none chosen is refused with the spec's toast.
    await user.click(within(dialog).getByLabelText('Nina Nurse: $480.00'));
    await user.click(within(dialog).getByLabelText('Erin External: $220.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $0.00' }));
    expect(await screen.findByText(messages.selectAtLeastOneEmployee)).toBeInTheDocument();
    expect(requests.filter(isCall(payPayrollRunContract, { runId }))).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Nina Nurse: $480.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $480.00' }));
    await waitFor(() => expect(requests.filter(isCall(payPayrollRunContract, { runId }))).toHaveLength(1));
    const paid = requests.find(isCall(payPayrollRunContract, { runId }))!;
    expect(paid.body).toEqual({ employee_ids: ['6a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'] });
    expect(paid.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText(productMessages.payrollPaidMessage('$700.00', 2))).toBeInTheDocument();
  });

  it('edits the Paychex categories, checked by the shared rule before the call', async () => {
    const state = { run };
    const defaults = {
      REGULAR: 'Hourly',
      OVERTIME: 'Overtime',
      DOUBLE_TIME: 'Double Time',
      DIFFERENTIAL: 'Shift Differential',
      OVERTIME_ADJUSTMENT: 'Overtime Adjustment',
      PTO: 'PTO',
      BONUS: 'Bonus',
      SHIFT_INCENTIVE: 'Incentive',
      REFERRAL: 'Referral Bonus',
      CORRECTION: 'Correction',
    };
    const { requests } = stubFetch(
      ...routes(state),
      onCall(getPaychexCategoriesContract, () => ({ categories: defaults, defaults })),
      onCall(updatePaychexCategoriesContract, (request) => ({
        categories: (request.body as { categories: typeof defaults }).categories,
        defaults,
      })),
    );
    const user = userEvent.setup();
    renderApp(paths.payrollList);
    await user.click(await screen.findByRole('button', { name: productMessages.payrollCategoriesTitle }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.payrollCategoriesTitle });
    const regular = await within(dialog).findByDisplayValue('Hourly');
    await user.clear(regular);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(productMessages.paychexCategoryInvalid)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.type(regular, 'REG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ categories: { ...defaults, REGULAR: 'REG' } }));
  });
});
