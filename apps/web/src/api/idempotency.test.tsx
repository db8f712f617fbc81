import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@careroster/shared/api/contract';
import { failure, onCall, stubFetch } from '../test/fetch-stub';
import { TestProviders } from '../test/render-app';
import { apiRequest } from './client';
import { useCreateMutation } from './idempotency';

const saved = z.object({ id: z.string() });
// Stands for any create endpoint: the mutation below calls apiRequest, beneath the contracts.
const addNote = defineContract({ method: 'POST', path: '/notes', body: z.object({ title: z.string() }), answer: saved });
const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

function useAddNote() {
  return useCreateMutation({
    mutationFn: (body: { title: string }, idempotencyKey: string) =>
      apiRequest(addNote.path, addNote.answer, { body, idempotencyKey, report: 'none' }),
  });
}

describe('useCreateMutation', () => {
  it('keeps one Idempotency-Key for one action until it succeeds, then starts a new one', async () => {
    let calls = 0;
    const { requests } = stubFetch(onCall(addNote, () => (++calls === 1 ? failure(503, ['busy']) : { id: `n${calls}` })));
    const { result } = renderHook(useAddNote, { wrapper });

    await act(() => result.current.mutateAsync({ title: 'a' }).catch(() => undefined));
    await act(() => result.current.mutateAsync({ title: 'a' }));
    await act(() => result.current.mutateAsync({ title: 'a' }));

    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // The retry of the failed action is the same action; the one after a success is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives changed input a new key', async () => {
    const { requests } = stubFetch(() => failure(422, ['Please enter title of note.']));
    const { result } = renderHook(useAddNote, { wrapper });
    await act(() => result.current.mutateAsync({ title: '' }).catch(() => undefined));
    await act(() => result.current.mutateAsync({ title: 'fixed' }).catch(() => undefined));
    expect(requests[1]?.headers.get('idempotency-key')).not.toBe(requests[0]?.headers.get('idempotency-key'));
  });
});
