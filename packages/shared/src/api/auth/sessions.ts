import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';

/** The caller's own live sessions, each revocable (issue 31, decision 079). */
export const sessionSchema = z.object({
  id: z.uuid(),
  device: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionSchema>;

export const listSessionsContract = defineContract({
  method: 'GET',
  path: '/auth/sessions',
  answer: listOf(sessionSchema),
});

export const revokeSessionContract = defineContract({
  method: 'DELETE',
  path: '/auth/sessions/:id',
  params: z.object({ id: z.uuid() }),
  answer: z.object({ message: z.string() }),
});

export const revokeOtherSessionsContract = defineContract({
  method: 'POST',
  path: '/auth/sessions/revoke-others',
  answer: z.object({ message: z.string() }),
});
