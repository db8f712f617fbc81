import {
  nurseInboxContract,
  nurseMarkReadContract,
  nurseMessagesContract,
  nurseSendMessageContract,
} from '@careroster/shared/api/messages/nurse';
import {
  createConversationContract,
  getConversationContract,
  listConversationsContract,
  listMessagesContract,
  markConversationReadContract,
  revokeMessageAccessContract,
  sendMessageContract,
  unreadMessagesContract,
} from '@careroster/shared/api/messages/staff';
import { revokeTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { MESSAGE_TOKEN_HEADER } from '@careroster/shared/messaging/values';
import { desc, eq } from 'drizzle-orm';
import { assignments, nurses, outbox } from '../../src/db/schema';
import type { BodyOf, QueryOf } from '../helpers/contract-call';
import type { DemoSessions, TestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';

type Headers = Record<string, string>;
type Messages = QueryOf<typeof listMessagesContract>;
type Message = BodyOf<typeof sendMessageContract>;

/** The staff side's calls, as one signed-in user of one facility. */
export function staffCalls(t: TestApp, headers: Headers) {
  return {
    open: (body: BodyOf<typeof createConversationContract>) => t.call(createConversationContract, { body, headers }),
    get: (conversationId: string) => t.call(getConversationContract, { params: { conversationId }, headers }),
    list: (query: QueryOf<typeof listConversationsContract> = {}) => t.call(listConversationsContract, { query, headers }),
    unread: () => t.call(unreadMessagesContract, { headers }),
    messages: (conversationId: string, query: Messages = {}) =>
      t.call(listMessagesContract, { params: { conversationId }, query, headers }),
    send: (conversationId: string, body: Message) => t.call(sendMessageContract, { params: { conversationId }, body, headers }),
    read: (conversationId: string, lastMessageId: string) =>
      t.call(markConversationReadContract, { params: { conversationId }, body: { last_message_id: lastMessageId }, headers }),
    revoke: (employeeId: string) => t.call(revokeMessageAccessContract, { params: { employeeId }, headers }),
    revokeTimeClock: (employeeId: string) => t.call(revokeTimeClockLinkContract, { params: { employeeId }, headers }),
  };
}

export type StaffCalls = ReturnType<typeof staffCalls>;

/** The staff calls of the demo's Sunrise admin and Maple manager. */
export const demoStaff = (t: TestApp, s: DemoSessions) => ({ admin: staffCalls(t, s.admin), manager: staffCalls(t, s.manager) });

/** An answer's `data`. */
export const data = <T = Record<string, unknown>>(res: { json: () => { data: T } }) => res.json().data;

/** The nurse's side, through her message-center token. */
export function nurseCalls(t: TestApp, token: string) {
  const headers = { [MESSAGE_TOKEN_HEADER]: token };
  return {
    me: () => t.call(nurseInboxContract, { headers }),
    messages: (conversationId: string, query: Messages = {}) =>
      t.call(nurseMessagesContract, { params: { conversationId }, query, headers }),
    send: (conversationId: string, body: Message) => t.call(nurseSendMessageContract, { params: { conversationId }, body, headers }),
    read: (conversationId: string, lastMessageId: string) =>
      t.call(nurseMarkReadContract, { params: { conversationId }, body: { last_message_id: lastMessageId }, headers }),
  };
}

/** The SMS sent to her phone, newest first. */
export async function smsTo(t: TestApp, employee: { nurseId: string }) {
  const [nurse] = await t.deps.db.select().from(nurses).where(eq(nurses.id, employee.nurseId));
  return t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, `${nurse!.countryCode}${nurse!.mobile}`))
    .orderBy(desc(outbox.createdAt));
}

/** The token in the newest message SMS to this phone: what she taps. */
export async function smsToken(t: TestApp, employee: { nurseId: string }): Promise<string> {
  const [row] = await smsTo(t, employee);
  const match = /\/nurse-messages\/([\w-]+)/.exec(row?.text ?? '');
  if (!match) throw new Error('no message SMS to that phone');
  return match[1]!;
}

/** A shift of the facility with these nurses booked on it (rows written straight, the booking rules are the shifts suite's). */
export async function crewShift(t: TestApp, facilityId: string, crew: { id: string; nurseId: string }[]) {
  const shift = await addShift(t, facilityId, { daysAhead: 5 });
  const position = await addPosition(t, shift);
  if (crew.length > 0) {
    await t.deps.db.insert(assignments).values(
      crew.map((e) => ({
        facilityId,
        positionId: position.id,
        employeeId: e.id,
        nurseId: e.nurseId,
        source: 'MANAGER' as const,
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
      })),
    );
  }
  return shift;
}

export { addNurse };
