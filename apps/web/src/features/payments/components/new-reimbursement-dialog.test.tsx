import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listCategoriesContract } from '@careroster/shared/api/company/categories';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { employeeCard } from '../../../test/employee-fixtures';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { NewReimbursementDialog } from './new-reimbursement-dialog';

describe('NewReimbursementDialog: mileage (decision 051)', () => {
  // The description's autosize textarea listens to document.fonts, which jsdom does not have.
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it("names the IRS rate of the expense's year, takes three decimals and totals half up", async () => {
    // The facility's expense list (decision 078): an archived category is not offered.
    const category = (code: string, name: string, active = true) => ({ id: crypto.randomUUID(), code, name, active, job_title_ids: [] });
    stubFetch(
      onCall(listEmployeesContract, () => ({ count: 1, next: null, previous: null, results: [employeeCard] })),
      onCall(listCategoriesContract, { list: 'expense-categories' }, () => ({
        results: [category('MILEAGE', 'Mileage'), category('UNIFORM', 'Uniform allowance', false)],
      })),
    );
    useAppStore.getState().login(loginAnswerFixture);
    render(
      <TestProviders>
        <NewReimbursementDialog onClose={vi.fn()} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: productMessages.newReimbursement });
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Mileage' }));
    expect(screen.queryByRole('option', { name: 'Uniform allowance' })).not.toBeInTheDocument();

    const date = within(dialog).getByLabelText(/Date of the expense/);
    fireEvent.change(date, { target: { value: '2025-06-02' } });
    expect(dialog).toHaveTextContent(productMessages.reimbursementMileRateHint('$0.700', '2025'));
    fireEvent.change(date, { target: { value: '2026-01-15' } });
    expect(dialog).toHaveTextContent(productMessages.reimbursementMileRateHint('$0.725', '2026'));
    const rate = within(dialog).getByLabelText('Rate per mile');
    expect(rate).toHaveAttribute('placeholder', '0.725');

    // The total shows once the whole form is valid.
    await user.click(within(dialog).getByRole('combobox', { name: 'Nurse' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(employeeCard.last_name) }));
    await user.type(within(dialog).getByLabelText(/Description/), 'Drive to the sister facility');
    await user.type(within(dialog).getByLabelText('Miles'), '3');
    // Empty: the IRS rate, 3 x $0.725 = $2.175 -> $2.18.
    expect(dialog).toHaveTextContent('Total$2.18');
    await user.type(rate, '0.655');
    // 3 x $0.655 = $1.965 -> $1.97.
    expect(dialog).toHaveTextContent('Total$1.97');
  });
});
