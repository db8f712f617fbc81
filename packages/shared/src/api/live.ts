import { z } from 'zod';
import { notificationTypes } from '../paths';
import { API_BASE } from './envelope';

/**
 * The live channel (decision 009): one WebSocket per browser tab. Events say only *what* changed
 * in the facility, never its content: the client refetches through the HTTP API, which checks
 * permissions as usual, so an event can leak nothing the caller could not already read.
 */
export const LIVE_PATH = `${API_BASE}/ws`;

/** Frames larger than this close the socket (1009); the auth message is the largest a client sends. */
export const LIVE_MAX_MESSAGE_BYTES = 4096;

export const liveEvent = z.discriminatedUnion('type', [
  /** A shift, its positions, applicants or assignments, or the census and budget of a day. */
  z.object({ type: z.literal('shifts.changed'), shift_id: z.string().optional() }),
  /** An employee, their credentials or notes; without an id, the list changed (bulk invite, walk-in). */
  z.object({ type: z.literal('employees.changed'), employee_id: z.string().optional() }),
  z.object({ type: z.literal('devices.changed') }),
  /**
   * A notification was raised in the facility (spec 000: its data carries type and type_id). Each
   * client refetches its own list, which holds only what its user receives, and shows a toast for
   * what is new there; a user who muted the type finds nothing.
   */
  z.object({
    type: z.literal('notifications.created'),
    notification_type: z.enum(notificationTypes),
    type_id: z.string().nullable(),
  }),
  /** Notifications were marked read (in another tab of the same user, say): the bell count follows. */
  z.object({ type: z.literal('notifications.read') }),
  // Missed punches (issue 12): the queue changed (found by the job, proposed, approved, reminded, rejected).
  z.object({ type: z.literal('missed-punches.changed'), missed_punch_id: z.string().optional() }),
  /** A punch, a timecard, its status or a correction (issue 12): the timesheet and its queues refetch. */
  z.object({ type: z.literal('timecards.changed'), timecard_id: z.string().optional() }),
  /** The facility's funding bank account: added, replaced, its deposits arrived, verified, failed or expired (issue 13). */
  z.object({ type: z.literal('bank.changed') }),
  /** The ledger moved (a funding asked for or settled, a payout, a reimbursement paid) (issue 14). */
  z.object({ type: z.literal('money.changed') }),
  /** A payroll run was computed, approved or paid (issue 14). */
  z.object({ type: z.literal('payroll.changed'), run_id: z.string().optional() }),
  /**
   * A message was sent or read in a conversation (issue 16). `employee_ids` are its nurses: a
   * nurse's socket (authenticated with her message-center token) receives only the events that
   * name her, and no other event of the facility.
   */
  z.object({ type: z.literal('messages.changed'), conversation_id: z.string(), employee_ids: z.array(z.string()) }),
  // issue 28, structure: the facility's units, floors, departments, colours, supervisors or unit census changed.
  z.object({ type: z.literal('structure.changed') }),
  // issue 29, rostering: a contract, rotation, team or request changed, or a draft moved (the engine's progress, an edit, a publish).
  z.object({ type: z.literal('roster.changed'), draft_id: z.string().optional() }),
  // issue 30, benefits: a plan year, plan, life event or election changed.
  z.object({ type: z.literal('benefits.changed') }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The first message a client sends; the token travels here, never in the address (it would reach access logs). */
export const liveAuthMessage = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(512),
  facility_id: z.string().min(1).max(64),
});
export type LiveAuthMessage = z.infer<typeof liveAuthMessage>;

/** The nurse's page authenticates with her message-center token instead (issue 16); the facility is the token's. */
export const liveNurseAuthMessage = z.object({
  type: z.literal('auth-nurse'),
  token: z.string().min(1).max(512),
});
export type LiveNurseAuthMessage = z.infer<typeof liveNurseAuthMessage>;

export const liveReady = z.object({ type: z.literal('ready'), facility_id: z.string() });
export const liveServerMessage = z.union([liveReady, liveEvent]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

/** Close codes the server uses; 4xxx are the application's own range (RFC 6455 section 7.4.2). */
export const liveClose = {
  /** The server is shutting down or restarting: reconnect. */
  goingAway: 1001,
  /** Not JSON, not a known message, or too many messages. */
  policy: 1008,
  tooBig: 1009,
  /** The token names no valid session: do not reconnect with it. */
  unauthenticated: 4001,
  /** Not a member of that facility: do not reconnect to it. */
  forbidden: 4003,
  /** No auth message in time. */
  authTimeout: 4008,
  /** The call's party is already in the room from another window: a third cannot join. */
  roomFull: 4009,
  /** The call has ended or was cancelled: there is nothing to rejoin. */
  callOver: 4010,
} as const;
