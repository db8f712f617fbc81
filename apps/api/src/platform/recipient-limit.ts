import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { Ctx } from './context';
import { hashToken } from './tokens';

/**
 * The actions a user (or a public link) takes that send a message to one person. Each counts
 * apart: a nurse sent her time-clock link may still be called by video.
 */
export type PersonalMessage =
  | 'time-clock-link'
  | 'time-clock-passcode'
  | 'video-call'
  | 'walk-in-invite'
  | 'manager-invite'
  | 'sign-up'
  | 'corporate-timesheet'
  | 'missed-punch-proposal';

/**
 * How many messages of one action one address receives in a window (decision 038). Enough for a
 * manager who resends after a lost phone or calls again after a dropped call; 30 clicks reach her
 * 8 times, not 30. Broadcasts, offers, the message center and automatic reminders have their own
 * rules (at most 9 recipients, never asked twice, a quiet window, one an hour).
 */
export const recipientLimit = { max: 8, windowMs: 60 * 60_000 } as const;

/**
 * Counts one message of `action` to each address and refuses the action (429, nothing saved when
 * called inside its transaction) once any of them is over the limit. The addresses are counted by
 * their hash: the limiter's store (Redis with REDIS_URL, shared by every instance) holds no
 * phone number or mail address.
 */
export async function limitMessagesTo(ctx: Ctx, action: PersonalMessage, addresses: readonly string[]) {
  for (const address of new Set(addresses.map((a) => a.trim().toLowerCase()))) {
    const allowed = await ctx.deps.limiter.hit(`to:${action}:${hashToken(address)}`, recipientLimit.max, recipientLimit.windowMs);
    if (!allowed) throw new AppError('RATE_LIMITED', productMessages.recipientMessageLimit);
  }
}
