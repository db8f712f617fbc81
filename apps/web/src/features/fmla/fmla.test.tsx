import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { getEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import {
  createFmlaCaseContract,
  createFmlaEntryContract,
  getFmlaCaseContract,
  listFmlaCasesContract,
} from '@careroster/shared/api/fmla/cases';
import { requestFmlaCertificationContract } from '@careroster/shared/api/fmla/certifications';
import type { FmlaCaseDetail } from '@careroster/shared/api/fmla/fmla';
import { getFmlaSettingsContract, saveFmlaSettingsContract } from '@careroster/shared/api/fmla/settings';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../store/app-store';
import { employeeCard, employeeDetail } from '../../test/employee-fixtures';
import { failure, onCall, stubFetch, type StubRequest } from '../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const detail: FmlaCaseDetail = {
  id: '5d2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  employee_id: employeeCard.id,
  nurse_id: employeeCard.nurse_id,
  employee_name: 'Maria Lopez',
  reason: 'OWN_HEALTH',
  kind: 'INTERMITTENT',
  start_date: '2030-05-01',
  expected_end_date: '2030-08-01',
  notice_date: '2030-04-28',
  status: 'OPEN',
  workweek_hours: 36,
  note: null,
  eligibility: {
    eligible: true,
    employment: { met: true, weeks: 140, required: 52 },
    hours: { met: true, hours: 1604.5, required: 1250 },
    worksite: { met: true, employees: 88, required: 50 },
  },
  balance: {
    method: 'ROLLING',
    period_from: '2029-05-05',
    period_to: '2030-05-04',
    entitlement_hours: 432,
    used_hours: 12,
    left_hours: 420,
  },
  certification: {
    id: '6d2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    case_id: '5d2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'REQUESTED',
    requested_on: '2030-05-01',
    due_date: '2030-05-16',
    overdue: false,
    received_on: null,
    filename: null,
    file_url: null,
    note: null,
  },
  created_at: '2030-04-28T10:00:00.000Z',
  entries: [
    { id: '7d2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', date: '2030-05-01', hours: 12, pto_hours: 0, created_at: '2030-05-01T10:00:00.000Z' },
  ],
  certifications: [],
};
detail.certifications = [detail.certification!];

const recorder = (sent: StubRequest[]) => (r: StubRequest) => {
  if (r.method !== 'GET') sent.push(r);
  return undefined;
};

const settings = {
  method: 'ROLLING' as const,
  leave_year_start: '01-01',
  previous_method: null,
  effective_from: null,
  other_worksite_employees: 40,
  facility_employees: 48,
};

describe('the FMLA page', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('lists cases with eligibility, balance and certification, and a case records leave and shows a refusal', async () => {
    const sent: StubRequest[] = [];
    stubFetch(
      recorder(sent),
      onCall(getProfileContract, () => profile),
      onCall(listFmlaCasesContract, () => ({ results: [detail] })),
      onCall(getFmlaCaseContract, { caseId: detail.id }, () => detail),
      onCall(createFmlaEntryContract, { caseId: detail.id }, () => failure(422, [productMessages.fmlaOverBalance('500', '420')])),
    );
    renderApp(paths.fmla);
    const table = await screen.findByRole('table', { name: 'FMLA cases' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Maria Lopez');
    expect(row).toHaveTextContent('Eligible');
    expect(row).toHaveTextContent('12 / 420');
    expect(row).toHaveTextContent('Requested');

    await userEvent.click(within(row).getByRole('button', { name: /Open the case of Maria Lopez/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/1604.5 hours worked in the 12 months before the leave \(1250 needed\): met/),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('fmla-case-balance')).toHaveTextContent('12 of 432 hours used, 420 left');
    await userEvent.type(within(dialog).getByLabelText('Day of leave'), '2030-05-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record leave' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(productMessages.fmlaOverBalance('500', '420'));
    expect(sent[0]!.body).toEqual({ date: '2030-05-03', hours: 8, pto_hours: 0 });
  });

  it('saves the 12-month method as an admin', async () => {
    const sent: StubRequest[] = [];
    stubFetch(
      recorder(sent),
      onCall(getProfileContract, () => profile),
      onCall(listFmlaCasesContract, () => ({ results: [] })),
      onCall(getFmlaSettingsContract, () => settings),
      onCall(saveFmlaSettingsContract, () => ({
        ...settings,
        method: 'CALENDAR_YEAR',
        previous_method: 'ROLLING',
        effective_from: '2030-07-01',
      })),
    );
    renderApp(paths.fmla);
    expect(await screen.findByText(productMessages.fmlaEmptyTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await userEvent.selectOptions(await screen.findByLabelText('12-month period'), 'CALENDAR_YEAR');
    await userEvent.click(screen.getByRole('button', { name: 'Save FMLA settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ method: 'CALENDAR_YEAR', leave_year_start: '01-01', other_worksite_employees: 40 });
  });
});

describe('the FMLA tab of an employee', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('opens a case for her and asks for the certification', async () => {
    const sent: StubRequest[] = [];
    stubFetch(
      recorder(sent),
      onCall(getProfileContract, () => profile),
      onCall(getEmployeeContract, { employeeId: employeeCard.id }, () => employeeDetail),
      onCall(listFmlaCasesContract, () => ({ results: [] })),
      onCall(createFmlaCaseContract, () => ({ ...detail, certification: null, certifications: [] })),
      onCall(getFmlaCaseContract, { caseId: detail.id }, () => ({ ...detail, certification: null, certifications: [] })),
      onCall(requestFmlaCertificationContract, { caseId: detail.id }, () => detail),
    );
    renderApp(`${paths.employeeDetail}?id=${employeeCard.id}&tab=fmla`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open FMLA case' }));
    const open = await screen.findByRole('dialog');
    await userEvent.type(within(open).getByLabelText(/Start/), '2030-05-01');
    await userEvent.type(within(open).getByLabelText('Expected end'), '2030-08-01');
    await userEvent.click(within(open).getByRole('button', { name: 'Open case' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      employee_id: employeeCard.id,
      reason: 'OWN_HEALTH',
      kind: 'INTERMITTENT',
      start_date: '2030-05-01',
      expected_end_date: '2030-08-01',
      workweek_hours: null,
      other_hours_worked: 0,
      note: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request certification' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.path).toContain(`/facilities/fmla/cases/${detail.id}/certifications`);
  });
});
