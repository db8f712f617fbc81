import { MESSAGE_TOKEN_HEADER } from '@careroster/shared/messaging/values';
import { desc, eq } from 'drizzle-orm';
import { assignments, nurses, outbox } from '../../src/db/schema';
import { api, demoSessions, type TestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';

type Headers = Record<string, string>;

/** The staff side's calls, as one signed-in user of one facility. */
export function staffCalls(t: TestApp, headers: Headers) {
  return {
    open: (payload: object) => t.app.inject({ method: 'POST', url: api('/facilities/conversations'), headers, payload }),
    get: (id: string) => t.app.inject({ method: 'GET', url: api(`/facilities/conversations/${id}`), headers }),
    list: (query = '') => t.app.inject({ method: 'GET', url: api(`/facilities/conversations${query}`), headers }),
    unread: () => t.app.inject({ method: 'GET', url: api('/facilities/conversations/unread'), headers }),
    messages: (id: string, query = '') => t.app.inject({ method: 'GET', url: api(`/facilities/conversations/${id}/messages${query}`), headers }),
    send: (id: string, payload: object) => t.app.inject({ method: 'POST', url: api(`/facilities/conversations/${id}/messages`), headers, payload }),
    read: (id: string, lastMessageId: string) =>
      t.app.inject({ method: 'POST', url: api(`/facilities/conversations/${id}/read`), headers, payload: { last_message_id: lastMessageId } }),
    revoke: (employeeId: string) => t.app.inject({ method: 'DELETE', url: api(`/facilities/employees/${employeeId}/message-access`), headers }),
    revokeTimeClock: (employeeId: string) => t.app.inject({ method: 'DELETE', url: api(`/facilities/employees/${employeeId}/time-clock-link`), headers }),
  };
}

export type StaffCalls = ReturnType<typeof staffCalls>;

/** The demo's two facilities, and the staff calls of Sunrise's admin and Maple's manager. */
export async function demoStaff(t: TestApp) {
  const s = await demoSessions(t);
  return { sunrise: s.sunrise, maple: s.maple, admin: staffCalls(t, s.admin), manager: staffCalls(t, s.manager) };
}

/** An answer's `data`. */
export const data = <T = Record<string, unknown>>(res: { json: () => { data: T } }) => res.json().data;

/** The nurse's side, through her message-center token. */
export function nurseCalls(t: TestApp, token: string) {
  const headers = { [MESSAGE_TOKEN_HEADER]: token };
  return {
    me: () => t.app.inject({ method: 'GET', url: api('/nurse-messages/me'), headers }),
    messages: (id: string, query = '') => t.app.inject({ method: 'GET', url: api(`/nurse-messages/conversations/${id}/messages${query}`), headers }),
    send: (id: string, payload: object) => t.app.inject({ method: 'POST', url: api(`/nurse-messages/conversations/${id}/messages`), headers, payload }),
    read: (id: string, lastMessageId: string) =>
      t.app.inject({ method: 'POST', url: api(`/nurse-messages/conversations/${id}/read`), headers, payload: { last_message_id: lastMessageId } }),
  };
}

/** The SMS sent to her phone, newest first. */
export async function smsTo(t: TestApp, employee: { nurseId: string }) {
  const [nurse] = await t.deps.db.select().from(nurses).where(eq(nurses.id, employee.nurseId));
  return t.deps.db.select().from(outbox).where(eq(outbox.to, `${nurse!.countryCode}${nurse!.mobile}`)).orderBy(desc(outbox.createdAt));
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
      crew.map((e) => ({ facilityId, positionId: position.id, employeeId: e.id, nurseId: e.nurseId, source: 'MANAGER' as const, startsAt: shift.startsAt, endsAt: shift.endsAt })),
    );
  }
  return shift;
}

export { addNurse };
