import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriorEmploymentContract, listPriorEmploymentContract } from '@careroster/shared/api/records/prior-employment';
import { listWorkHistoryContract, type WorkHistoryRow } from '@careroster/shared/api/records/work-history';
import { messages, productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../store/app-store';
import { employeeCard } from '../../test/employee-fixtures';
import { isCall, onCall, stubFetch } from '../../test/fetch-stub';
import { loginAnswerFixture } from '../../test/fixtures';
import { TestProviders } from '../../test/render-app';
import { PriorEmploymentDialog } from './components/prior-employment-dialog';
import { WorkHistoryTab } from './components/work-history-tab';

const row: WorkHistoryRow = {
  assignment_id: '7b0b7f7e-1a55-4a53-9a86-5f0c4b2f0e01',
  timecard_id: '7b0b7f7e-1a55-4a53-9a86-5f0c4b2f0e02',
  work_date: '2025-03-04',
  shift_id: '7b0b7f7e-1a55-4a53-9a86-5f0c4b2f0e03',
  shift_title: 'Day shift',
  job_title_id: '7b0b7f7e-1a55-4a53-9a86-5f0c4b2f0e04',
  job_title_abbr: 'RN',
  job_title_name: 'Registered Nurse',
  unit: 'Memory care',
  floor: 'Second floor',
  scheduled_start: '2025-03-04T12:00:00.000Z',
  scheduled_end: '2025-03-04T20:00:00.000Z',
  clock_in_at: '2025-03-04T12:12:00.000Z',
  clock_out_at: '2025-03-04T20:00:00.000Z',
  scheduled_hours: 7.5,
  worked_hours: 7.3,
  timecard_status: 'APPROVED',
  state: 'APPROVED',
  late_minutes: 12,
  pay: 219,
  rate: 30,
};

beforeEach(() => {
  useAppStore.getState().login(loginAnswerFixture);
});

describe('WorkHistoryTab', () => {
  it("shows the shift in the facility's zone with its state, lateness and pay, and sends the chosen filters", async () => {
    const { requests } = stubFetch(
      onCall(listWorkHistoryContract, { employeeId: employeeCard.id }, () => ({
        count: 1,
        results: [row],
        timezone: 'EST',
        pay_visible: true,
      })),
      onCall(listPriorEmploymentContract, { employeeId: employeeCard.id }, () => ({ results: [] })),
    );
    render(
      <TestProviders>
        <WorkHistoryTab employeeId={employeeCard.id} />
      </TestProviders>,
    );
    const table = await screen.findByRole('table', { name: productMessages.workHistoryTitle });
    const cells = within(table).getAllByRole('row')[1]!;
    // 12:12 UTC is 07:12 in New York in March.
    expect(cells).toHaveTextContent('04/03/2025');
    expect(cells).toHaveTextContent('07:12 AM – 03:00 PM');
    expect(cells).toHaveTextContent(productMessages.workHistoryLate(12));
    expect(cells).toHaveTextContent('$219.00');
    expect(cells).toHaveTextContent('Memory care, Second floor');
    expect(within(cells).getByText(productMessages.workHistoryStates.APPROVED)).toBeInTheDocument();
    expect(await screen.findByText(productMessages.priorEmploymentEmpty)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: productMessages.workHistoryStateLabel }));
    await user.click(screen.getByRole('option', { name: productMessages.workHistoryStates.MISSED_PUNCH }));
    const last = () => requests.filter(isCall(listWorkHistoryContract, { employeeId: employeeCard.id })).at(-1)?.path;
    await waitFor(() => expect(last()).toContain('state=MISSED_PUNCH'));
  });
});

describe('PriorEmploymentDialog', () => {
  it('asks for what is required and an end month not before the start, then sends the entry with empty fields as none', async () => {
    const onSubmit = vi.fn(async () => true);
    const onClose = vi.fn();
    render(
      <TestProviders>
        <PriorEmploymentDialog opened entry={null} onClose={onClose} onSubmit={onSubmit} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(productMessages.priorEmploymentEmployerRequired)).toBeInTheDocument();
    expect(screen.getByText(productMessages.priorEmploymentJobTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(productMessages.priorEmploymentFromRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Employer/), 'Tampa General Hospital');
    await user.type(screen.getByLabelText(/^Job title/), 'Staff RN');
    // A month field takes its value whole, as the browser's month picker hands it over.
    fireEvent.change(screen.getByLabelText(/^From \(month\)/), { target: { value: '2021-05' } });
    fireEvent.change(screen.getByLabelText(/^To \(month\)/), { target: { value: '2020-01' } });
    await user.type(screen.getByLabelText(/^Reference phone/), '555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(productMessages.priorEmploymentToBeforeFrom)).toBeInTheDocument();
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^To \(month\)/), { target: { value: '' } });
    await user.clear(screen.getByLabelText(/^Reference phone/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      employer: 'Tampa General Hospital',
      job_title: 'Staff RN',
      from_month: '2021-05',
      to_month: null,
      city: null,
      state: null,
      reason_for_leaving: null,
      reference_name: null,
      reference_phone: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('adds an entry from the section and lists it', async () => {
    let saved = false;
    const entry = {
      id: '7b0b7f7e-1a55-4a53-9a86-5f0c4b2f0e09',
      employee_id: employeeCard.id,
      employer: 'Tampa General Hospital',
      job_title: 'Staff RN',
      from_month: '2021-05',
      to_month: '2023-08',
      city: 'Tampa',
      state: 'FL',
      reason_for_leaving: null,
      reference_name: null,
      reference_phone: null,
      updated_at: '2026-11-18T15:00:00.000Z',
    };
    const { requests } = stubFetch(
      onCall(listWorkHistoryContract, { employeeId: employeeCard.id }, () => ({
        count: 0,
        results: [],
        timezone: 'EST',
        pay_visible: true,
      })),
      onCall(listPriorEmploymentContract, { employeeId: employeeCard.id }, () => ({ results: saved ? [entry] : [] })),
      onCall(createPriorEmploymentContract, { employeeId: employeeCard.id }, () => {
        saved = true;
        return entry;
      }),
    );
    render(
      <TestProviders>
        <WorkHistoryTab employeeId={employeeCard.id} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText(productMessages.workHistoryEmpty)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: productMessages.priorEmploymentAdd }));
    await user.type(screen.getByLabelText(/^Employer/), entry.employer);
    await user.type(screen.getByLabelText(/^Job title/), entry.job_title);
    fireEvent.change(screen.getByLabelText(/^From \(month\)/), { target: { value: entry.from_month } });
    fireEvent.change(screen.getByLabelText(/^To \(month\)/), { target: { value: entry.to_month } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const list = await screen.findByRole('list', { name: productMessages.priorEmploymentTitle });
    expect(list).toHaveTextContent('Staff RN · 05/2021 – 08/2023');
    const create = requests.find(isCall(createPriorEmploymentContract, { employeeId: employeeCard.id }));
    expect(create?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
