import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BroadcastSummary } from '@careroster/shared/api/broadcasts/broadcast';
import { getBroadcastContract } from '@careroster/shared/api/broadcasts/get-broadcast';
import { listBroadcastsContract } from '@careroster/shared/api/broadcasts/list-broadcasts';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { BroadcastLog } from './broadcast-log';
import { deliveryOf, headline } from './delivery';

const counts = { recipients: 3, pending: 1, sent: 1, failed: 1, delivered: 0, read: 0 };
const sms: BroadcastSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  channel: 'SMS',
  title: null,
  body: 'The east parking lot is closed tomorrow for repaving, please use the west entrance instead.',
  created_by: 'Adam Reyes',
  created_at: '2026-11-20T15:04:00.000Z',
  counts,
};
const notification: BroadcastSummary = {
  ...sms,
  id: '00000000-0000-4000-8000-0000000000b2',
  channel: 'NOTIFICATION',
  title: 'Flu shots',
  body: 'Flu shots in the lobby on Friday.',
  counts: { ...counts, recipients: 2, pending: 0, sent: 0, failed: 0, delivered: 2, read: 1 },
};

describe('delivery words', () => {
  it('shows a notification by its title and an SMS by its first words', () => {
    expect(headline(notification)).toBe('Flu shots');
    expect(headline(sms)).toBe('The east parking lot is closed tomorrow for repaving, please...');
    expect(deliveryOf(sms)).toBe('1 sent, 1 pending, 1 failed');
    expect(deliveryOf(notification)).toBe('2 delivered, 1 read');
  });
});

describe('BroadcastLog', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('says so when nothing was sent yet', async () => {
    stubFetch(onCall(listBroadcastsContract, () => ({ count: 0, results: [] })));
    render(
      <TestProviders>
        <BroadcastLog />
      </TestProviders>,
    );
    expect(await screen.findByText(productMessages.broadcastsEmpty)).toBeInTheDocument();
  });

  it('lists sent messages with their counts and opens one with each recipient', async () => {
    stubFetch(
      onCall(getBroadcastContract, { broadcastId: notification.id }, () => ({
        ...notification,
        recipients: [
          { employee_id: '00000000-0000-4000-8000-0000000000c1', name: 'Ada Lovelace', worker_type: 'IN', state: 'READ' },
          { employee_id: '00000000-0000-4000-8000-0000000000c2', name: 'Mary Seacole', worker_type: 'AN', state: 'DELIVERED' },
        ],
      })),
      onCall(listBroadcastsContract, () => ({ count: 2, results: [notification, sms] })),
    );
    render(
      <TestProviders>
        <BroadcastLog />
      </TestProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    await within(table).findByText('Flu shots');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Notification');
    expect(rows[0]).toHaveTextContent('2 delivered, 1 read');
    expect(rows[1]).toHaveTextContent('SMS');
    expect(rows[1]).toHaveTextContent('1 sent, 1 pending, 1 failed');

    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: 'Flu shots' }));
    const details = await screen.findByRole('dialog', { name: 'Message details' });
    const recipients = await within(details).findByRole('table', { name: 'Recipients' });
    expect(within(recipients).getByText('Ada Lovelace').closest('tr')).toHaveTextContent('Read');
    expect(within(recipients).getByText('Mary Seacole').closest('tr')).toHaveTextContent('Agency');
  });
});
