import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listFacilityCredentialsContract, type FacilityCredentialRow } from '@careroster/shared/api/employees/list-facility-credentials';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { useAppStore } from '../../../store/app-store';
import { credential, employeeCard } from '../../../test/employee-fixtures';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const row: FacilityCredentialRow = {
  id: credential.id,
  credential_name: credential.credential_name,
  status: 'CREDENTIAL_PENDING',
  expiry: '2030-06-30',
  expiry_required: true,
  document_count: 1,
  employee_id: employeeCard.id,
  nurse_id: employeeCard.nurse_id,
  first_name: employeeCard.first_name,
  last_name: employeeCard.last_name,
  worker_type: 'IN',
  job_title: employeeCard.job_title,
};

describe('facility credentials page', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('filters by status and expiring within N days, and sorts by a column', async () => {
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listFacilityCredentialsContract, () => ({ count: 1, results: [row] })),
    );
    renderApp(paths.employeeCredentials);
    const table = await screen.findByRole('table', { name: 'Credentials' });
    expect(within(table).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      `${paths.employeeDetail}?id=${employeeCard.id}&tab=credentials`,
    );
    expect(within(table).getByText('30/06/2030')).toBeInTheDocument();
    const lastQuery = () =>
      new URL(requests.filter((r) => r.path.includes('/facilities/credentials')).at(-1)?.path ?? '', 'http://x').searchParams;
    expect(lastQuery().get('ordering')).toBe('expiry');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('CREDENTIAL_REJECTED'));

    await user.type(screen.getByLabelText('Expiring within (days)'), '30');
    await waitFor(() => expect(lastQuery().get('expiring_within')).toBe('30'));

    await user.click(within(table).getByRole('button', { name: 'Employee' }));
    await waitFor(() => expect(lastQuery().get('ordering')).toBe('name'));
    await user.click(within(screen.getByRole('table', { name: 'Credentials' })).getByRole('button', { name: 'Employee' }));
    await waitFor(() => expect(lastQuery().get('ordering')).toBe('-name'));
  });
});
