import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

/** 128 random bits as hex; getRandomValues works where randomUUID does not (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A random UUID (version 4) for a body field the server checks as one (a message's `client_id`),
 * from getRandomValues for the same reason as above.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the user asked for, comparable across calls: files stand for themselves by name, size and date. */
function fingerprintOf(variables: unknown): string {
  return JSON.stringify(variables, (_key, value: unknown) => {
    if (value instanceof File) return { file: value.name, size: value.size, modified: value.lastModified };
    if (value instanceof Blob) return { blob: value.size };
    if (value instanceof FormData) return [...value.entries()];
    return value;
  });
}

type CreateMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/**
 * A mutation for a create call (POST of a note, a shift, an invite...). One user action keeps one
 * Idempotency-Key until it succeeds: a double submit or a retry after a timeout sends the same key,
 * and the server saves once and replays its answer. Changed input or a new action gets a new key.
 */
export function useCreateMutation<TData, TVariables>(options: CreateMutationOptions<TData, TVariables>) {
  const action = useRef<{ key: string; fingerprint: string } | null>(null);
  const { mutationFn, onSuccess, ...rest } = options;
  return useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: (variables) => {
      const fingerprint = fingerprintOf(variables);
      // A call without variables has no fingerprint (JSON.stringify(undefined)): still one key per action.
      if (!action.current || action.current.fingerprint !== fingerprint) action.current = { key: newIdempotencyKey(), fingerprint };
      return mutationFn(variables, action.current.key);
    },
    onSuccess: (...args) => {
      action.current = null;
      return onSuccess?.(...args);
    },
  });
}
