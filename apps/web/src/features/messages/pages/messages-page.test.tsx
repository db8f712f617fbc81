import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { CONVERSATION_TITLE_MAX_LENGTH } from '@careroster/shared/messaging/values';
import { conversationPath, paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { employeeSearchContract } from '@careroster/shared/api/employees/employee-search';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import {
  createConversationContract,
  getConversationContract,
  listConversationsContract,
  listMessagesContract,
  markConversationReadContract,
  sendMessageContract,
  unreadMessagesContract,
} from '@careroster/shared/api/messages/staff';
import { useAppStore } from '../../../store/app-store';
import { employeeCard, searchRow } from '../../../test/employee-fixtures';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { conversation, conversationId, direct, group, message } from '../../../test/message-fixtures';

const base = '/api/v1/facilities/conversations';
const profileRoute = onCall(getProfileContract, () => profile);
const listRoute = onCall(listConversationsContract, () => ({ count: 2, results: [direct, group] }));
const detailRoute = onCall(getConversationContract, { conversationId }, () => conversation);
const historyRoute = (results = [message()], hasMore = false) =>
  onCall(listMessagesContract, { conversationId }, () => ({ results, has_more: hasMore }));
const readRoute = onCall(markConversationReadContract, { conversationId }, () => ({ unread: 0 }));
/** What the center loads with a conversation open. */
const openConversationRoutes = (history = historyRoute()) => [profileRoute, listRoute, detailRoute, history, readRoute];

describe('message center', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('lists conversations with their latest message and unread count, and opens one from the address', async () => {
    const nurseSaid = message({
      body: 'Can I swap Friday?',
      sender_kind: 'NURSE',
      sender_name: 'Maria Lopez',
      mine: false,
      sent_at: '2026-03-01T09:00:00.000Z',
    });
    const staffSaid = message({ body: 'Yes, swapped.', read_by: 1, recipients: 1, sent_at: '2026-03-02T14:00:00.000Z' });
    const { requests } = stubFetch(...openConversationRoutes(historyRoute([nurseSaid, staffSaid])));
    renderApp(conversationPath(conversationId));

    // With a conversation open the list is hidden below the md breakpoint, and jsdom applies no media query.
    const list = await screen.findByRole('list', { name: productMessages.conversationsTitle, hidden: true });
    const maria = await within(list).findByRole('button', { name: /Maria Lopez/, hidden: true });
    expect(maria).toHaveTextContent('Maria Lopez: Yes, I can take it.');
    expect(maria).toHaveTextContent('2 unread');
    expect(maria).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /Saturday night crew/, hidden: true })).not.toHaveTextContent('unread');

    expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText(productMessages.conversationMembers('Maria Lopez'))).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Can I swap Friday?')).toBeInTheDocument();
    // Two days, two separators; the receipt under the staff message only.
    expect(within(log).getAllByRole('separator')).toHaveLength(2);
    expect(within(log).getAllByText(productMessages.messageRead)).toHaveLength(1);

    // Shown means read, up to the newest message.
    await waitFor(() =>
      expect(requests.find((r) => r.path === `${base}/${conversationId}/read`)?.body).toEqual({ last_message_id: staffSaid.id }),
    );
  });

  it('says how many of a group read a message, and loads earlier messages from the oldest shown', async () => {
    const older = message({ body: 'Older one' });
    const newest = message({ body: 'Newest one', read_by: 2, recipients: 5 });
    const { requests } = stubFetch(
      profileRoute,
      listRoute,
      detailRoute,
      readRoute,
      onCall(listMessagesContract, { conversationId }, (request) =>
        request.path.includes('before=') ? { results: [older], has_more: false } : { results: [newest], has_more: true },
      ),
    );
    renderApp(conversationPath(conversationId));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText(productMessages.messageReadBy(2, 5))).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: productMessages.messagesLoadEarlier }));
    expect(await within(log).findByText('Older one')).toBeInTheDocument();
    expect(requests.some((r) => r.path.includes(`before=${newest.id}`))).toBe(true);
    // Oldest at the top.
    const bodies = within(log)
      .getAllByText(/one$/)
      .map((el) => el.textContent);
    expect(bodies).toEqual(['Older one', 'Newest one']);
    expect(screen.queryByRole('button', { name: productMessages.messagesLoadEarlier })).not.toBeInTheDocument();
  });

  it('searches after the typing stops and shows why a conversation matched', async () => {
    const { requests } = stubFetch(
      profileRoute,
      onCall(listConversationsContract, (request) => {
        if (request.path.includes('search=parking')) return { count: 1, results: [{ ...group, match: 'Bring your parking pass.' }] };
        if (request.path.includes('search=')) return { count: 0, results: [] };
        return { count: 2, results: [direct, group] };
      }),
    );
    renderApp(paths.messages);
    expect(await screen.findByText(productMessages.conversationNone)).toBeInTheDocument();
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: productMessages.conversationsSearch });
    await user.type(box, 'parking');
    // The group's own preview differs from the match, so only the search's answer passes this.
    const list = () => screen.getByRole('list', { name: productMessages.conversationsTitle });
    await waitFor(
      () => expect(within(list()).getByRole('button', { name: /Saturday night crew/ })).toHaveTextContent('Bring your parking pass.'),
      {
        timeout: 5_000,
      },
    );
    expect(within(list()).queryByRole('button', { name: /Maria Lopez/ })).not.toBeInTheDocument();
    // One search call for the whole word, not one a keystroke.
    expect(requests.filter((r) => r.path.includes('search=')).map((r) => r.path)).toEqual([`${base}?page=1&page_size=20&search=parking`]);

    await user.clear(box);
    await user.type(box, 'nothing');
    expect(await screen.findByText(productMessages.conversationsNoMatch)).toBeInTheDocument();
  });

  it('keeps the text of a failed send with the reason in a toast, and retries with the same client id', async () => {
    let sends = 0;
    const { requests } = stubFetch(
      ...openConversationRoutes(historyRoute([])),
      onCall(sendMessageContract, { conversationId }, () => {
        sends += 1;
        return sends === 1
          ? failure(422, ['This nurse is no longer an employee of the facility.'], 'VALIDATION')
          : message({ body: 'See you at 7' });
      }),
    );
    renderApp(conversationPath(conversationId));
    expect(await screen.findByText(productMessages.conversationNoMessages)).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: productMessages.messageLabel });

    await user.click(screen.getByRole('button', { name: productMessages.messageSend }));
    expect(await screen.findByText(productMessages.messageEmpty)).toBeInTheDocument();
    expect(sends).toBe(0);

    await user.type(box, 'See you at 7{Shift>}{Enter}{/Shift}Bring your badge');
    expect(box).toHaveValue('See you at 7\nBring your badge');
    await user.type(box, '{Enter}');
    expect(await screen.findByText('This nurse is no longer an employee of the facility.')).toBeInTheDocument();
    expect(box).toHaveValue('See you at 7\nBring your badge');

    await user.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const bodies = requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
      .map((r) => r.body as { body: string; client_id: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.body).toBe('See you at 7\nBring your badge');
    expect(bodies[1]!.client_id).toBe(bodies[0]!.client_id);
  });

  it('sends once when Send is double-clicked', async () => {
    const { requests } = stubFetch(
      ...openConversationRoutes(historyRoute([])),
      onCall(sendMessageContract, { conversationId }, () => message({ body: 'On my way' })),
    );
    renderApp(conversationPath(conversationId));
    const box = await screen.findByRole('textbox', { name: productMessages.messageLabel });
    await userEvent.setup().type(box, 'On my way');
    const sendButton = screen.getByRole('button', { name: productMessages.messageSend });
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))).toHaveLength(1);
  });

  it('refuses a message over the limit before sending it', async () => {
    const { requests } = stubFetch(...openConversationRoutes(historyRoute([])));
    renderApp(conversationPath(conversationId));
    const box = await screen.findByRole('textbox', { name: productMessages.messageLabel });
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText(/2001\/2000/)).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(await screen.findByText(productMessages.messageTooLong(2000))).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/messages'))).toBe(false);
  });

  it("shows the unread count on the Messages group and in the Conversations link's name", async () => {
    stubFetch(
      profileRoute,
      listRoute,
      onCall(unreadMessagesContract, () => ({ messages: 3, conversations: 2 })),
    );
    renderApp(paths.messages);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Conversations 3 unread' })).toHaveAttribute('href', paths.messages);
    // The group's own label carries the count too, for when it is folded.
    expect(within(nav).getAllByText('unread')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Broadcasts' })).toHaveAttribute('href', paths.broadcasts);
  });

  it('opens the conversation with an employee from her card', async () => {
    const { requests } = stubFetch(
      ...openConversationRoutes(),
      onCall(listEmployeesContract, () => ({ count: 1, results: [employeeCard] })),
      onCall(createConversationContract, () => conversation),
    );
    const { router } = renderApp(paths.employees);
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    await userEvent.setup().click(within(card).getByRole('button', { name: productMessages.messageActionOf('Maria Lopez') }));
    await waitFor(() => expect(router.state.location.search).toBe(`?conversation=${conversationId}`));
    expect(router.state.location.pathname).toBe(paths.messages);
    expect(requests.find((r) => r.method === 'POST' && r.path === base)?.body).toEqual({ employee_ids: [employeeCard.id] });
    expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInTheDocument();
  });

  it('starts a group from the employee search, with a title that the dialog holds to its limit', async () => {
    const nurses = [searchRow(1, { first_name: 'Ana', last_name: 'Reyes' }), searchRow(2, { first_name: 'Maria', last_name: 'Lopez' })];
    const { requests } = stubFetch(
      ...openConversationRoutes(),
      onCall(employeeSearchContract, () => ({ count: 2, results: nurses })),
      onCall(createConversationContract, () => conversation),
    );
    const { router } = renderApp(paths.messages);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.conversationNew }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana Reyes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Maria Lopez' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Several nurses: a second step names them and asks for an optional title.
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.conversationNew }));
    expect(dialog.getByText(productMessages.conversationMembers('Ana Reyes, Maria Lopez'))).toBeInTheDocument();
    const title = dialog.getByRole('textbox', { name: productMessages.conversationTitleLabel });
    await user.click(title);
    await user.paste('x'.repeat(CONVERSATION_TITLE_MAX_LENGTH + 1));
    expect(dialog.getByText(productMessages.conversationTitleTooLong(CONVERSATION_TITLE_MAX_LENGTH))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: productMessages.conversationStart }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(title);
    await user.type(title, 'Saturday night crew');
    await user.click(dialog.getByRole('button', { name: productMessages.conversationStart }));
    await waitFor(() => expect(router.state.location.search).toBe(`?conversation=${conversationId}`));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { employee_ids: nurses.map((n) => n.id), title: 'Saturday night crew' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
