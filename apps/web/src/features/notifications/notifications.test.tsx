import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Reimbursement } from '@careroster/shared/api/payments/reimbursement';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import {
  getNotificationSettingsContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationsReadContract,
  saveNotificationSettingsContract,
  type NotificationItem,
} from '@careroster/shared/api/notifications/notifications';
import { getReimbursementContract } from '@careroster/shared/api/payments/reimbursements';
import { useAppStore } from '../../store/app-store';
import { failure, isCall, onCall, stubFetch, type StubRequest } from '../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const shiftId = '0f5a6b7c-8d9e-4f01-a234-56789abcdef0';
const application: NotificationItem = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'New applicant',
  body: 'Maria Lopez applied for the Day Shift.',
  is_read: false,
  created_at: '2025-03-05T19:07:00.000Z',
  payload: { type: 'APPLICATION', type_id: shiftId, nurse_id: null },
};
const payroll: NotificationItem = {
  ...application,
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  title: 'Payroll ready',
  body: 'The payroll of last week is ready.',
  is_read: true,
  payload: { type: 'PAYROLL', type_id: null, nurse_id: null },
};

const profileRoute = onCall(getProfileContract, () => profile);
const listOf = (items: NotificationItem[]) =>
  onCall(listNotificationsContract, () => ({ count: items.length, results: items, unread_count: items.filter((n) => !n.is_read).length }));
const settingsRoute = onCall(getNotificationSettingsContract, () => ({ muted_types: [] }));
// The page a click opens is not under test here; it finds nothing.
const elsewhere = (r: StubRequest) => (r.method === 'GET' ? failure(404, ['Not found.']) : undefined);

describe('notifications', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it("shows the unread count on the bell and 'No New Notfication' when there is nothing", async () => {
    stubFetch(profileRoute, listOf([]), settingsRoute, elsewhere);
    renderApp(paths.notifications);
    expect(await screen.findByText(messages.noNewNotification)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("lists title, unread marker, 'DD MMM YYYY at h:mm A' and body; a click marks read and opens the type's screen", async () => {
    const { requests } = stubFetch(
      profileRoute,
      onCall(markNotificationsReadContract, () => ({ unread_count: 0 })),
      listOf([application, payroll]),
      settingsRoute,
      elsewhere,
    );
    const { router } = renderApp(paths.notifications);
    const item = await screen.findByRole('button', { name: /New applicant/ });
    expect(within(item).getByText(productMessages.notificationUnreadMarker)).toBeInTheDocument();
    expect(within(item).getByText(/05 Mar 2025 at \d{1,2}:07 PM/)).toBeInTheDocument();
    expect(within(item).getByText(application.body)).toBeInTheDocument();
    expect(
      within(await screen.findByRole('button', { name: /Payroll ready/ })).queryByText(productMessages.notificationUnreadMarker),
    ).toBeNull();
    expect(await screen.findByRole('button', { name: productMessages.notificationsBell(1) })).toBeInTheDocument();

    await userEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/shifts/shift-details/${shiftId}`));
    expect(router.state.location.search).toBe('?slug=applicant');
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ notification_ids: [application.id] });
  });

  it('opens the drawer from the bell and marks all read', async () => {
    const { requests } = stubFetch(
      profileRoute,
      onCall(markAllNotificationsReadContract, () => ({ unread_count: 0 })),
      listOf([application]),
      settingsRoute,
      elsewhere,
    );
    renderApp(paths.notifications);
    await userEvent.click(await screen.findByRole('button', { name: productMessages.notificationsBell(1) }));
    const drawer = await screen.findByRole('dialog', { name: productMessages.notificationsTitle });
    expect(useAppStore.getState().notificationDrawer.open).toBe(true);
    expect(await within(drawer).findByText(application.title)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: productMessages.notificationsMarkAllRead }));
    await waitFor(() => expect(requests.some(isCall(markAllNotificationsReadContract))).toBe(true));
  });

  it('closes the drawer when the page changes by any way, not only by one of its items', async () => {
    stubFetch(profileRoute, listOf([payroll]), settingsRoute, elsewhere);
    const { router } = renderApp(paths.notifications);
    await userEvent.click(await screen.findByRole('button', { name: productMessages.notificationsBell(0) }));
    await screen.findByRole('dialog', { name: productMessages.notificationsTitle });
    await act(() => router.navigate(paths.dashboard));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: productMessages.notificationsTitle })).not.toBeInTheDocument());
    expect(useAppStore.getState().notificationDrawer.open).toBe(false);
  });

  it('opens the reimbursement a payment notification names, not the payroll list', async () => {
    const reimbursement: Reimbursement = {
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      employee_id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
      nurse_name: 'Maria Lopez',
      category: 'MILEAGE',
      category_name: 'Mileage',
      description: 'Home visits, 12 to 14 March',
      incurred_on: '2025-03-04',
      miles: 60,
      mile_rate: 0.7,
      amount: 42,
      status: 'PAID',
      transaction_id: null,
      created_at: '2025-03-05T12:00:00.000Z',
      paid_at: '2025-03-05T19:07:00.000Z',
    };
    const paid: NotificationItem = {
      ...application,
      title: 'Reimbursement paid',
      body: 'A mileage reimbursement of $42.00 was paid.',
      payload: { type: 'PAYMENT', type_id: reimbursement.id, nurse_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b' },
    };
    stubFetch(
      profileRoute,
      onCall(markNotificationsReadContract, () => ({ unread_count: 0 })),
      onCall(getReimbursementContract, { id: reimbursement.id }, () => reimbursement),
      listOf([paid]),
      settingsRoute,
      elsewhere,
    );
    const { router } = renderApp(paths.notifications);
    await userEvent.click(await screen.findByRole('button', { name: /Reimbursement paid/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payments));
    const dialog = await screen.findByRole('dialog', { name: productMessages.reimbursementTitle });
    expect(await within(dialog).findByText('Home visits, 12 to 14 March')).toBeInTheDocument();
    expect(within(dialog).getByText('Maria Lopez')).toBeInTheDocument();
  });

  it('asks only for unread ones under the Unread filter', async () => {
    const { requests } = stubFetch(profileRoute, listOf([application]), settingsRoute, elsewhere);
    renderApp(paths.notifications);
    await screen.findByRole('button', { name: /New applicant/ });
    await userEvent.click(screen.getByRole('radio', { name: productMessages.notificationsUnread }));
    await waitFor(() => expect(requests.some((r) => r.path.includes('unread=true') && r.path.includes('page_size=10'))).toBe(true));
  });

  it('saves the muted types from the settings', async () => {
    const { requests } = stubFetch(
      profileRoute,
      onCall(getNotificationSettingsContract, () => ({ muted_types: ['PBJ'] })),
      onCall(saveNotificationSettingsContract, (r) => saveNotificationSettingsContract.body.parse(r.body)),
      listOf([]),
      settingsRoute,
      elsewhere,
    );
    renderApp(paths.notifications);
    expect(await screen.findByRole('checkbox', { name: productMessages.notificationTypeLabels.PBJ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: productMessages.notificationTypeLabels.CREDENTIAL }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(productMessages.notificationSettingsSaved)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ muted_types: ['CREDENTIAL', 'PBJ'] });
  });
});
