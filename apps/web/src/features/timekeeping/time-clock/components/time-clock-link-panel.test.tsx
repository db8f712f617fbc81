import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TimeClockLink } from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { productMessages } from '@careroster/shared/messages';
import type { Role } from '@careroster/shared/roles';
import {
  getTimeClockLinkContract,
  revokeTimeClockLinkContract,
  sendTimeClockLinkContract,
} from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { useAppStore } from '../../../../store/app-store';
import { onCall, stubFetch } from '../../../../test/fetch-stub';
import { facilityA, loginAnswerFixture } from '../../../../test/fixtures';
import { TestProviders } from '../../../../test/render-app';
import { TimeClockLinkPanel } from './time-clock-link-panel';

const employeeId = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const claimed: TimeClockLink = {
  status: 'CLAIMED',
  sent_at: '2026-03-01T10:00:00.000Z',
  claimed_at: '2026-03-01T10:05:00.000Z',
  device_label: 'Chrome on Android',
  last_seen_at: '2026-03-02T07:00:00.000Z',
  revoked_at: null,
  expires_at: '2027-03-01T10:00:00.000Z',
};

function renderAs(role: Role) {
  useAppStore.getState().login({ ...loginAnswerFixture, role, facility_id: facilityA.id });
  render(
    <TestProviders>
      <TimeClockLinkPanel employeeId={employeeId} />
    </TestProviders>,
  );
}

describe('TimeClockLinkPanel', () => {
  it('shows the link in use on a device, and sends a new one after a confirmation', async () => {
    const { requests } = stubFetch(
      onCall(getTimeClockLinkContract, { employeeId }, () => claimed),
      onCall(sendTimeClockLinkContract, { employeeId }, () => ({
        ...claimed,
        status: 'SENT',
        claimed_at: null,
        device_label: null,
        last_seen_at: null,
        sent_at: '2026-03-03T09:00:00.000Z',
      })),
    );
    renderAs('ADMIN');
    expect(await screen.findByText(productMessages.timeClockLinkStatus.CLAIMED)).toBeInTheDocument();
    expect(screen.getByText(/Chrome on Android/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send new link' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(productMessages.timeClockLinkStatus.SENT)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/Chrome on Android/)).not.toBeInTheDocument();
  });

  it('revokes a live link', async () => {
    const { requests } = stubFetch(
      onCall(getTimeClockLinkContract, { employeeId }, () => claimed),
      onCall(revokeTimeClockLinkContract, { employeeId }, () => ({
        ...claimed,
        status: 'REVOKED',
        revoked_at: '2026-03-03T09:00:00.000Z',
      })),
    );
    renderAs('ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(productMessages.timeClockLinkStatus.REVOKED)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('offers Send link when none was sent yet', async () => {
    stubFetch(
      onCall(getTimeClockLinkContract, { employeeId }, () => ({
        status: 'NONE',
        sent_at: null,
        claimed_at: null,
        device_label: null,
        last_seen_at: null,
        revoked_at: null,
        expires_at: null,
      })),
    );
    renderAs('ADMIN');
    expect(await screen.findByText(productMessages.timeClockLinkStatus.NONE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });
});
