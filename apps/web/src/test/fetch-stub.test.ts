import { describe, expect, it, vi } from 'vitest';
import { listConversationsContract, unreadMessagesContract } from '@careroster/shared/api/messages/staff';
import { proposeMissedPunchContract } from '@careroster/shared/api/timekeeping/time-clock/propose-missed-punch';
import { messages } from '@careroster/shared/messages';
import { ApiError, callApi } from '../api/client';
import { failure, isCall, onCall, stubFetch, type AnswerInput } from './fetch-stub';

const missedPunchId = '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

describe('onCall', () => {
  it("answers a call by the contract's method and path, its data in the envelope", async () => {
    const { requests } = stubFetch(
      onCall(proposeMissedPunchContract, { missedPunchId }, () => ({
        id: missedPunchId,
        status: 'PROPOSED',
        proposed_at: '2026-03-02T12:05:00.000Z',
      })),
    );
    const body = { time: '2026-03-02T12:05:00.000Z', reason: 'Phone was flat' };
    await expect(callApi(proposeMissedPunchContract, { params: { missedPunchId }, body })).resolves.toMatchObject({ status: 'PROPOSED' });
    expect(requests.filter(isCall(proposeMissedPunchContract, { missedPunchId }))).toHaveLength(1);
  });

  it('passes a call with another path value or method to the next route', async () => {
    stubFetch(
      onCall(proposeMissedPunchContract, { missedPunchId }, () => failure(500, ['not this one'])),
      onCall(proposeMissedPunchContract, { missedPunchId: 'other' }, () => ({ id: missedPunchId, status: 'OPEN', proposed_at: '' })),
    );
    const body = { time: '2026-03-02T12:05:00.000Z', reason: 'r' };
    await expect(callApi(proposeMissedPunchContract, { params: { missedPunchId: 'other' }, body })).resolves.toMatchObject({
      status: 'OPEN',
    });
  });

  it('tells calls apart by their whole query when asked to', async () => {
    const page = (count: number) => ({ count, results: [] });
    stubFetch(
      onCall(listConversationsContract, () => page(1), { query: { page: 1, page_size: 20 } }),
      onCall(listConversationsContract, () => page(2), { query: { page: 1, page_size: 20, search: 'night crew' } }),
    );
    await expect(callApi(listConversationsContract, { query: { page: 1, page_size: 20 } })).resolves.toMatchObject({ count: 1 });
    const search = { page: 1, page_size: 20, search: 'night crew' };
    await expect(callApi(listConversationsContract, { query: search })).resolves.toMatchObject({ count: 2 });
    await expect(callApi(listConversationsContract, { query: { page: 1 } }, { report: 'none' })).rejects.toThrow(/No stubbed answer/);
  });

  it('refuses a fixture that drifts from the contract, at the type check and when the client checks the answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error `messages` renamed: the fixture no longer matches the contract's answer.
    stubFetch(onCall(unreadMessagesContract, () => ({ message: 3, conversations: 1 })));
    const error = await callApi(unreadMessagesContract, {}, { report: 'none' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CONTRACT', messages: [messages.somethingWentWrong] });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/facilities/conversations/unread does not match its contract'));
  });

  it('refuses a misspelled field in a fixture written apart from its call: shared, or given later', () => {
    type Unread = AnswerInput<typeof unreadMessagesContract>;
    // @ts-expect-error `conversations` misspelled where a shared fixture is written.
    const shared: Unread = { messages: 3, conversation: 1 };
    const later = (respond: (data: Unread) => void) =>
      // @ts-expect-error `messages` misspelled in an answer the test gives once it lets the call finish.
      respond({ message: 3, conversations: 1 });
    expect([shared, later]).toHaveLength(2);
  });

  it('asks for the path values a contract has, and none of one without', () => {
    // @ts-expect-error the missed punch's id is missing.
    expect(() => onCall(proposeMissedPunchContract, () => failure(404, ['Not found.']))).toThrow(/no value for :missedPunchId/);
    // @ts-expect-error the unread counts take no path values.
    onCall(unreadMessagesContract, {}, () => ({ messages: 0, conversations: 0 }));
  });
});
