import { liveEvent, type LiveEvent } from '@careroster/shared/api/live';
import { callSignal } from '@careroster/shared/api/video/video-call';
import { z } from 'zod';

/**
 * What call sockets tell each other through the bus, on the room's channel (`call:<room>`), so
 * the two parties of a call may sit on different instances (decision 017). `socket` tells two
 * sockets of the same party apart.
 */
export const callRelay = z.object({
  kind: z.literal('call'),
  from: z.enum(['caller', 'nurse']),
  socket: z.string().max(64),
  op: z.enum(['hello', 'here', 'occupied', 'bye', 'signal', 'ended']),
  signal: callSignal.optional(),
  status: z.enum(['ENDED', 'CANCELLED']).optional(),
});
export type CallRelay = z.infer<typeof callRelay>;

/**
 * What an instance tells the others on the `callers` channel when a caller's access ends or
 * changes: drop the cached callers of this session, of every session of this user, or of every
 * member of this facility (decision 057).
 */
export const forgetCaller = z
  .object({
    kind: z.literal('forget-caller'),
    session_id: z.string().uuid().optional(),
    user_id: z.string().uuid().optional(),
    facility_id: z.string().uuid().optional(),
  })
  .refine((m) => [m.session_id, m.user_id, m.facility_id].filter(Boolean).length === 1);
export type ForgetCaller = z.infer<typeof forgetCaller>;
export const CALLERS_CHANNEL = 'callers';

/** Facility channels carry live events; room channels carry call relays; the callers channel, forgets. */
export const busMessage = z.union([liveEvent, callRelay, forgetCaller]);
export type BusMessage = LiveEvent | CallRelay | ForgetCaller;

export const roomChannel = (room: string) => `call:${room}`;
export const isLiveEvent = (m: BusMessage): m is LiveEvent => !('kind' in m);
