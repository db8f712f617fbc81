import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';
import { employeeSearchContract } from '@careroster/shared/api/employees/employee-search';
import { searchRow } from '../../../test/employee-fixtures';
import { onCall, stubFetch, type StubRequest } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { EmployeeSearchDialog } from './employee-search-dialog';

const rows = [searchRow(1), searchRow(2, { first_name: 'Maria', last_name: 'Lopez' })];

function setup() {
  const stub = stubFetch(onCall(employeeSearchContract, () => ({ count: 42, results: rows })));
  const onContinue = vi.fn();
  render(
    <TestProviders>
      <EmployeeSearchDialog opened onClose={vi.fn()} onContinue={onContinue} />
    </TestProviders>,
  );
  const queries = () => stub.requests.map((request: StubRequest) => new URL(request.path, 'http://x').searchParams);
  return { ...stub, onContinue, queries, user: userEvent.setup() };
}

describe('EmployeeSearchDialog', () => {
  it('shows the spec columns and searches internal employees first', async () => {
    const { queries } = setup();
    const table = await screen.findByRole('table', { name: 'Employees' });
    for (const column of ['ID', 'Employee', 'Employed At', 'Discipline', 'Department']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(await screen.findByText('Maria Lopez')).toBeInTheDocument();
    expect(queries()[0]?.get('user_type')).toBe('IN');
    expect(queries()[0]?.get('page_size')).toBe('10');
  });

  it(`waits ${SEARCH_DEBOUNCE_MS} ms after the last key before searching`, async () => {
    const { queries, user } = setup();
    await screen.findByText('Maria Lopez');
    const started = Date.now();
    await user.type(screen.getByLabelText('Search employees'), 'Mar');
    await waitFor(() => expect(queries().some((q) => q.get('search') === 'Mar')).toBe(true), { timeout: 2_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    // Only the finished word reached the server, not every keystroke.
    expect(
      queries()
        .filter((q) => q.has('search'))
        .map((q) => q.get('search')),
    ).toEqual(['Mar']);
  });

  it('opens sorted by ID ascending (spec 000: sort by ID), then cycles descending, none, ascending', async () => {
    const { queries, user } = setup();
    await screen.findByText('Maria Lopez');
    const header = () => screen.getByRole('columnheader', { name: 'ID' });
    const lastOrdering = () => queries().at(-1)?.get('ordering') ?? null;
    expect(queries()[0]?.get('ordering')).toBe('emp_id');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header()).getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(lastOrdering()).toBe('-emp_id'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    // No sort is the API's order by ID: the first answer again, served from the query cache.
    const sent = queries().length;
    await user.click(within(header()).getByRole('button', { name: 'ID' }));
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(queries()).toHaveLength(sent);

    await user.click(within(header()).getByRole('button', { name: 'ID' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
  });

  it('switches to marketplace employees, labelled Agalia Employee by default', async () => {
    const { queries, user } = setup();
    await screen.findByText('Maria Lopez');
    await user.click(screen.getByText(messages.agaliaEmployee));
    await waitFor(() => expect(queries().at(-1)?.get('user_type')).toBe('EN'));
    expect(screen.getByText(messages.internalEmployee)).toBeInTheDocument();
  });

  it('offers page sizes 5 to 40', async () => {
    const { queries, user } = setup();
    await screen.findByText('Maria Lopez');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    for (const size of ['5', '10', '20', '30', '40']) expect(screen.getByRole('option', { name: size })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(queries().at(-1)?.get('page_size')).toBe('30'));
  });

  it('refuses to continue without a selection, then continues with the picked rows', async () => {
    const { onContinue, user } = setup();
    await screen.findByText('Maria Lopez');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.selectAtLeastOneEmployee);
    expect(onContinue).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Maria Lopez' }));
    expect(screen.queryByText(messages.selectAtLeastOneEmployee)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith([rows[1]]);
  });
});
