import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { paths, shiftDetailsPath } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { agenciesFixture, jobTitlesFixture, shiftFixture } from '../../../test/shift-fixtures';

// 07:00 in New York on Thursday 7 March 2030: the Evening preset is still ahead.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-07T12:00:00Z'));
  useAppStore.getState().login(loginAnswerFixture);
});
afterEach(() => vi.useRealTimers());

describe('add-shift wizard', () => {
  it('saves nothing at step 1, then posts the shift with its positions once', async () => {
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listJobTitlesContract, () => jobTitlesFixture),
      onCall(listAgenciesContract, () => agenciesFixture),
      onCall(createShiftContract, () => ({ count: 1, results: [shiftFixture] })),
      onCall(getShiftContract, { id: shiftFixture.id }, () => shiftFixture),
    );
    const { router } = renderApp(paths.addShift);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Title/), 'Evening cover');
    await user.click(screen.getByRole('radio', { name: 'Evening 15:00-23:00' }));
    await user.type(screen.getByLabelText(/Contact email/), 'dana@example.org');
    await user.type(screen.getByLabelText(/Contact phone/), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Next: add positions' }));

    await screen.findByRole('group', { name: /Position 1/ });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    // Leaving here would leave nothing behind; Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Title/)).toHaveValue('Evening cover');
    await user.click(screen.getByRole('button', { name: 'Next: add positions' }));

    await user.click((await screen.findAllByLabelText(/Job title/))[0]!);
    await user.click(await screen.findByRole('option', { name: 'Registered Nurse' }));
    await user.type(within(screen.getByRole('group', { name: /Position 1/ })).getByLabelText(/Openings/), '2');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe(shiftDetailsPath(shiftFixture.id)));
    expect(await screen.findByText(productMessages.shiftCreated(1))).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    // A retry of this action would replay the saved shift instead of saving a second one.
    expect(posts[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[0]?.body).toMatchObject({
      title: 'Evening cover',
      start_date: '2030-03-07',
      start_time: '15:00',
      end_time: '23:00',
      positions: [{ job_title_id: jobTitlesFixture[0]?.id, total_positions: '2', applicable_for: ['IN'] }],
    });
  });
});
