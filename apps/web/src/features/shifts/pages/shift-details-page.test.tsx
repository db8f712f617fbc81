import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Applicant } from '@careroster/shared/api/shifts/staffing';
import { shiftDetailsPath } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { answer, on, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { positionFixture, shiftFixture } from '../../../test/shift-fixtures';

const applicant: Applicant = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  position_id: positionFixture.id,
  employee_id: '2b1a0f9e-8d7c-4b6a-9f5e-4d3c2b1a0f9e',
  first_name: 'Jane',
  last_name: 'Doe',
  type: 'EN',
  job_title: 'Registered Nurse',
  status: 'PENDING',
  applied_at: '2030-03-01T10:00:00.000Z',
};

describe('shift details page', () => {
  it('opens Applicants with ?slug=applicant and accepts an applicant', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const base = `/api/v1/facilities/shifts/${shiftFixture.id}`;
    const { requests } = stubFetch(
      on('GET', '/api/v1/profile', () => answer(profile)),
      on('GET', base, () => answer(shiftFixture)),
      on('GET', `${base}/applicants`, () => answer([applicant])),
      on('PATCH', `${base}/applicants/${applicant.id}`, () => answer({ ...applicant, status: 'ACCEPTED' })),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=applicant`);
    expect(await screen.findByRole('tab', { name: 'Applicants', selected: true })).toBeInTheDocument();
    const status = await screen.findByRole('combobox', { name: 'Status of Jane Doe' });
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Select', 'Accept', 'Reject']);
    await userEvent.setup().selectOptions(status, 'Accept');
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'ACCEPTED' }),
    );
  });
});
