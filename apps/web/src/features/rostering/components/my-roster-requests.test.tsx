import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createMyRosterRequestContract,
  deleteMyRosterRequestContract,
  myRosterRequestsContract,
  type RosterRequest,
} from '@careroster/shared/api/rostering/requests';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { productMessages } from '@careroster/shared/messages';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { MyRosterRequests } from './my-roster-requests';

const NIGHT = '00000000-0000-4000-8000-00000000000e';
const mine: RosterRequest = {
  id: '00000000-0000-4000-8000-000000000201',
  employee_id: '00000000-0000-4000-8000-000000000101',
  employee_name: 'Ann Avery',
  date: '2026-12-05',
  timing_id: null,
  kind: 'OFF',
  weight: 3,
  note: null,
  source: 'NURSE',
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('MyRosterRequests (the nurse’s time-clock page)', () => {
  it('lists her requests, sends a shift-off request with how much it matters through her device, and withdraws one', async () => {
    const { requests } = stubFetch(
      onCall(myRosterRequestsContract, () => ({ timings: [{ id: NIGHT, code: 'N', name: 'Night' }], results: [mine] })),
      onCall(createMyRosterRequestContract, () => ({ ...mine, id: '00000000-0000-4000-8000-000000000202', date: '2026-12-10' })),
      onCall(deleteMyRosterRequestContract, { requestId: mine.id }, () => ({ message: 'Withdrawn.' })),
    );
    render(
      <TestProviders>
        <MyRosterRequests device="device-1" />
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText(new RegExp(productMessages.rbMyRequestWeights[2]!))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: productMessages.rbMyRequestAdd }));
    expect(await screen.findByText(productMessages.rbRequestDateRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date/), '2026-12-10');
    await user.selectOptions(screen.getByRole('combobox', { name: productMessages.rbRequestTiming }), 'N · Night');
    await user.selectOptions(
      screen.getByRole('combobox', { name: productMessages.rbMyRequestWeight }),
      productMessages.rbMyRequestWeights[0]!,
    );
    await user.click(screen.getByRole('button', { name: productMessages.rbMyRequestAdd }));
    expect(await screen.findByText(productMessages.rbMyRequestSent)).toBeInTheDocument();
    const sent = requests.find(isCall(createMyRosterRequestContract))!;
    expect(sent.body).toEqual({ date: '2026-12-10', timing_id: NIGHT, kind: 'OFF', weight: 1, note: null });
    expect(sent.headers.get(TIME_CLOCK_DEVICE_HEADER)).toBe('device-1');

    await user.click(screen.getByRole('button', { name: productMessages.rbMyRequestWithdraw('05/12/2026') }));
    await waitFor(() => expect(requests.some(isCall(deleteMyRosterRequestContract, { requestId: mine.id }))).toBe(true));
    expect(await screen.findByText(productMessages.rbMyRequestWithdrawn)).toBeInTheDocument();
  });
});
