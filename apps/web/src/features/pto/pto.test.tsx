import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PtoPolicy, PtoRequest } from '@careroster/shared/api/pto/pto';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { getEmployeeContract, getNurseEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { createPtoRequestContract } from '@careroster/shared/api/pto/create-request';
import { decidePtoRequestContract } from '@careroster/shared/api/pto/decide-request';
import { type EmployeePto, getEmployeePtoContract } from '@careroster/shared/api/pto/get-employee-pto';
import { listPtoPoliciesContract } from '@careroster/shared/api/pto/list-policies';
import { listPtoRequestsContract } from '@careroster/shared/api/pto/list-requests';
import { setEmployeePtoPolicyContract } from '@careroster/shared/api/pto/set-employee-policy';
import { useAppStore } from '../../store/app-store';
import { employeeCard, employeeDetail } from '../../test/employee-fixtures';
import { failure, onCall, stubFetch, type StubRequest } from '../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const profileRoute = onCall(getProfileContract, () => profile);

const policy: PtoPolicy = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Standard PTO',
  accrual_per_hour: 0.0385,
  annual_cap_hours: 40,
  carry_over_hours: 16,
  is_default: true,
  assigned_count: 0,
};
const fullTime: PtoPolicy = {
  ...policy,
  id: '2b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Full-time PTO',
  is_default: false,
  assigned_count: 3,
};

const pending: PtoRequest = {
  id: '3c2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  employee_id: employeeCard.id,
  nurse_id: employeeCard.nurse_id,
  employee_name: 'Maria Lopez',
  start_date: '2030-05-04',
  end_date: '2030-05-05',
  hours: 16,
  reason: 'Family wedding.',
  status: 'PENDING',
  entered_by: 'NURSE',
  entered_by_name: 'Maria Lopez',
  decided_by_name: null,
  decided_at: null,
  decision_note: null,
  created_at: '2030-04-01T10:00:00.000Z',
};
const approved: PtoRequest = {
  ...pending,
  id: '4c2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  start_date: '2030-03-02',
  end_date: '2030-03-02',
  hours: 4,
  status: 'APPROVED',
  entered_by: 'USER',
  entered_by_name: 'Adam Reyes',
  decided_by_name: 'Adam Reyes',
  decision_note: 'Enjoy.',
};

const employeePto: EmployeePto = {
  employee_id: employeeCard.id,
  policy,
  policy_is_default: true,
  balance: {
    year: 2030,
    worked_hours: 520,
    accrued_hours: 20.02,
    carried_over_hours: 16,
    used_hours: 4,
    adjusted_hours: 0,
    available_hours: 32.02,
    pending_hours: 16,
  },
  requests: [pending, approved],
  history: [
    {
      kind: 'ACCRUAL',
      year: 2030,
      date: '2030-04-10',
      hours: 20.02,
      note: productMessages.ptoAccrualNote('520', false),
      by: null,
      request_id: null,
    },
    { kind: 'USAGE', year: 2030, date: '2030-03-02', hours: -4, note: 'Enjoy.', by: 'Adam Reyes', request_id: approved.id },
    {
      kind: 'CARRY_OVER',
      year: 2030,
      date: '2030-01-01',
      hours: 16,
      note: productMessages.ptoCarryOverNote(2029),
      by: null,
      request_id: null,
    },
  ],
};

/** Notes every change the page sends; placed first, it passes each request on. */
const recorder = (sent: StubRequest[]) => (r: StubRequest) => {
  if (r.method !== 'GET') sent.push(r);
  return undefined;
};

const ptoRoutes = () => [
  profileRoute,
  onCall(getNurseEmployeeContract, { nurseId: employeeCard.nurse_id }, () => employeeDetail),
  onCall(getEmployeeContract, { employeeId: employeeCard.id }, () => employeeDetail),
  onCall(getEmployeePtoContract, { employeeId: employeeCard.id }, () => employeePto),
  onCall(listPtoPoliciesContract, () => ({ results: [policy, fullTime] })),
];

describe('the PTO tab', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('opens from a PTO notification (?type=pto&nurse_id=) with the balance, policy, requests and history', async () => {
    stubFetch(...ptoRoutes());
    renderApp(`${paths.nurseDetail}?type=pto&nurse_id=${employeeCard.nurse_id}`);
    expect(await screen.findByRole('tab', { name: 'PTO', selected: true })).toBeInTheDocument();
    const balance = await screen.findByRole('region', { name: 'PTO balance 2030' });
    expect(within(balance).getByText('Available').parentElement).toHaveTextContent('32.02 h');
    expect(within(balance).getByText('Carried over').parentElement).toHaveTextContent('16 h');
    expect(within(balance).getByText('Used').parentElement).toHaveTextContent('4 h');
    expect(screen.getByText(/16 hours requested and waiting/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'PTO policy' })).toHaveValue('Facility default (Standard PTO)');

    const requests = screen.getByRole('table', { name: 'PTO requests' });
    const rows = within(requests).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('Time clock');
    expect(rows[1]).toHaveTextContent('Approved');
    expect(within(rows[1]!).queryByRole('button', { name: /^Approve/ })).toBeNull();

    const history = screen.getByRole('table', { name: 'PTO history' });
    expect(within(history).getByText(productMessages.ptoAccrualNote('520', false)).closest('tr')).toHaveTextContent('+20.02');
    expect(within(history).getByText('by Adam Reyes').closest('tr')).toHaveTextContent('-4');
  });

  it('approves a pending request with a note, and shows a refusal beyond the balance in the dialog', async () => {
    const sent: StubRequest[] = [];
    let refuse = true;
    stubFetch(
      recorder(sent),
      onCall(decidePtoRequestContract, { requestId: pending.id }, () =>
        refuse ? failure(409, [productMessages.ptoBeyondBalance('16', '10')]) : { ...pending, status: 'APPROVED' },
      ),
      ...ptoRoutes(),
    );
    renderApp(`${paths.nurseDetail}?type=pto&nurse_id=${employeeCard.nurse_id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Approve Maria Lopez/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve PTO request?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Have fun.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(productMessages.ptoBeyondBalance('16', '10'));

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve PTO request?' })).toBeNull());
    expect(sent.map((r) => r.body)).toEqual([
      { decision: 'APPROVE', note: 'Have fun.' },
      { decision: 'APPROVE', note: 'Have fun.' },
    ]);
  });

  it('adds a request for the employee after checking it, and changes her policy', async () => {
    const sent: StubRequest[] = [];
    stubFetch(
      recorder(sent),
      onCall(createPtoRequestContract, (r) => ({ ...pending, ...(r.body as object), id: '5c2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d' })),
      onCall(setEmployeePtoPolicyContract, { employeeId: employeeCard.id }, () => ({
        policy_id: fullTime.id,
        message: productMessages.ptoPolicyAssigned,
      })),
      ...ptoRoutes(),
    );
    renderApp(`${paths.employeeDetail}?id=${employeeCard.id}&tab=pto`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add PTO request for Maria Lopez' });
    await user.type(within(dialog).getByLabelText(/First day/), '2030-06-01');
    await user.type(within(dialog).getByLabelText(/Last day/), '2030-05-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(productMessages.ptoEndBeforeStart);
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Last day/));
    await user.type(within(dialog).getByLabelText(/Last day/), '2030-06-02');
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ employee_id: employeeCard.id, start_date: '2030-06-01', end_date: '2030-06-02', hours: 8 });

    await user.click(screen.getByRole('combobox', { name: 'PTO policy' }));
    await user.click(await screen.findByRole('option', { name: 'Full-time PTO' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ policy_id: fullTime.id });
  });
});

describe('the PTO page', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('lists pending requests to decide, filters all requests and shows the policies', async () => {
    const lists: string[] = [];
    stubFetch(
      profileRoute,
      onCall(listPtoRequestsContract, (r) => {
        lists.push(r.path);
        return r.path.includes('status=PENDING') ? { count: 1, results: [pending] } : { count: 2, results: [pending, approved] };
      }),
      onCall(listPtoPoliciesContract, () => ({ results: [policy, fullTime] })),
    );
    renderApp(paths.pto);
    const table = await screen.findByRole('table', { name: 'PTO requests' });
    expect(within(table).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      `${paths.nurseDetail}?type=pto&nurse_id=${employeeCard.nurse_id}`,
    );
    expect(within(table).getByRole('button', { name: /^Approve Maria Lopez/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'All requests' }));
    const all = await screen.findByRole('tabpanel', { name: 'All requests' });
    await waitFor(() => expect(within(all).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Denied' }));
    await waitFor(() => expect(lists.at(-1)).toContain('status=DENIED'));

    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    const policies = await screen.findByRole('table', { name: 'PTO policies' });
    expect(within(policies).getByText('Standard PTO').closest('tr')).toHaveTextContent('Default');
    await user.click(within(policies).getByRole('button', { name: 'Edit Full-time PTO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PTO policy' });
    const carry = within(dialog).getByRole('textbox', { name: /Carry-over/ });
    await user.clear(carry);
    await user.type(carry, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(productMessages.ptoPolicyCarryOverAboveCap);
  });

  it('says so when nothing waits for a decision', async () => {
    stubFetch(
      profileRoute,
      onCall(listPtoRequestsContract, () => ({ count: 0, results: [] })),
    );
    renderApp(paths.pto);
    expect(await screen.findByText(productMessages.ptoNoPendingRequests)).toBeInTheDocument();
  });
});
