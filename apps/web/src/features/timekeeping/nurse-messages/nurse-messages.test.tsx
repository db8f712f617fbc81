import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NurseInbox } from '@careroster/shared/api/messages/nurse';
import { productMessages } from '@careroster/shared/messages';
import {
  nurseInboxContract,
  nurseMarkReadContract,
  nurseMessagesContract,
  nurseSendMessageContract,
  tradeDeviceForMessageTokenContract,
} from '@careroster/shared/api/messages/nurse';
import { getTimeClockContract, type TimeClock } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { failure, isCall, onCall, stubFetch, type StubRequest } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { conversationId, direct, group, message } from '../../../test/message-fixtures';
import { storeDevice } from '../time-clock/lib/device-store';

const token = 'Mt4kP9sX2vB7nQ1wE5rT8yU3iO6pA0sD-fGhJkLz_Xc';
const link = 'Lk3v9QpZ2xY7wT4sR1uN8mB5cJ6hG0fD-aEiOyUt_Wq';
const device = 'Dv8nM2bV5cX1zL4kJ7hG0fD3sA6qW9eR-tYuIoP_aSd';
const inbox = (conversations = [direct]): NurseInbox => ({
  first_name: 'Maria',
  facility_name: 'Sunrise Care Center',
  facility_id: 'f-1',
  expires_at: '2030-01-01T00:00:00.000Z',
  unread: conversations.reduce((n, c) => n + c.unread, 0),
  conversations,
});
const tokenOf = (r: StubRequest) => r.headers.get('x-message-token');
function withToken<T>(expected: string, respond: () => T) {
  return (r: StubRequest) => (tokenOf(r) === expected ? respond() : failure(401, ['Unknown token.'], 'UNAUTHENTICATED'));
}
const history = (results = [message({ body: 'Can you work Saturday night?', sender_name: 'Sunrise Care Center', mine: false })]) =>
  onCall(
    nurseMessagesContract,
    { conversationId },
    withToken(token, () => ({ results, has_more: false })),
  );
const readRoute = onCall(nurseMarkReadContract, { conversationId }, () => ({ unread: 0 }));

describe("the nurse's messages page", () => {
  it('opens her only conversation, reads it, and replies, with the token in its header only', async () => {
    const { requests } = stubFetch(
      onCall(
        nurseInboxContract,
        withToken(token, () => inbox()),
      ),
      history(),
      readRoute,
      onCall(
        nurseSendMessageContract,
        { conversationId },
        withToken(token, () => message({ body: 'Yes, I can.', sender_kind: 'NURSE' })),
      ),
    );
    renderApp(`/nurse-messages/${token}`);
    expect(await screen.findByText(productMessages.nurseMessagesGreeting('Maria', 'Sunrise Care Center'))).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Can you work Saturday night?')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/read'))).toBe(true));

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: productMessages.messageLabel }), 'Yes, I can.{Enter}');
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/messages'))).toBe(true));
    const sent = requests.find((r) => r.method === 'POST' && r.path.endsWith('/messages'))!;
    expect(sent.body).toMatchObject({ body: 'Yes, I can.' });
    expect(requests.every((r) => !r.path.includes(token) && tokenOf(r) === token)).toBe(true);
  });

  it('lists several conversations and opens the one she picks', async () => {
    stubFetch(
      onCall(
        nurseInboxContract,
        withToken(token, () => inbox([direct, group])),
      ),
      history(),
      readRoute,
    );
    renderApp(`/nurse-messages/${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Maria Lopez/ }));
    expect(await screen.findByText('Can you work Saturday night?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: productMessages.conversationBack })).toBeInTheDocument();
  });

  it('says plainly when the link is no longer valid', async () => {
    stubFetch(onCall(nurseInboxContract, () => failure(401, ['Unknown token.'], 'UNAUTHENTICATED')));
    const { router } = renderApp(`/nurse-messages/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.messageLinkInvalid);
    // Not a session: no sign-in page.
    expect(router.state.location.pathname).toBe(`/nurse-messages/${token}`);
  });
});

describe("the time clock's Messages tab", () => {
  const clock: TimeClock = {
    first_name: 'Maria',
    facility_name: 'Sunrise Care Center',
    timezone: 'EST',
    geofence: true,
    geofence_radius_metres: 300,
    bookings: [],
  };

  it('shows her unread count, trades the device for a token and opens her messages', async () => {
    storeDevice(link, device);
    const { requests } = stubFetch(
      onCall(getTimeClockContract, () => clock),
      onCall(tradeDeviceForMessageTokenContract, (r) =>
        r.headers.get('x-time-clock-device') === device
          ? { token, expires_at: '2030-01-01T00:00:00.000Z' }
          : failure(401, ['no'], 'UNAUTHENTICATED'),
      ),
      onCall(
        nurseInboxContract,
        withToken(token, () => inbox()),
      ),
      history(),
      readRoute,
    );
    renderApp(`/time-clock/${link}`);
    const tab = await screen.findByRole('tab', { name: 'Messages 2 unread' });
    expect(screen.getByRole('tab', { name: productMessages.timeClockTab, selected: true })).toBeInTheDocument();
    expect(screen.getByText(productMessages.timeClockNoBookings)).toBeInTheDocument();

    await userEvent.setup().click(tab);
    expect(await screen.findByText('Can you work Saturday night?')).toBeInTheDocument();
    expect(requests.filter(isCall(tradeDeviceForMessageTokenContract))).toHaveLength(1);
  });
});
