import { DatePicker } from '@mantine/dates';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { CredentialExpiryField } from '../features/employees';
import { TestProviders } from '../test/render-app';
import { Providers } from './providers';

const firstWeekday = () => within(screen.getAllByRole('table')[0]!).getAllByRole('columnheader')[0]!.textContent;

describe('date pickers', () => {
  it('start the week on Sunday, as the week ranges do (spec 001 section 2)', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <DatePicker defaultDate="2030-03-07" />
      </Providers>,
    );
    expect(firstWeekday()).toBe('Su');
  });

  it('start on Sunday in a picker that sets nothing itself (the credential expiry field)', async () => {
    render(
      <TestProviders>
        <CredentialExpiryField employeeId="e" credentialId="c" expiry="2030-03-07" required />
      </TestProviders>,
    );
    screen.getByLabelText(/Expiry date/).focus();
    await screen.findByRole('table');
    expect(firstWeekday()).toBe('Su');
  });
});
