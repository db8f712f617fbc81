import type { signUpBody } from '@careroster/shared/api/setup/sign-up';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { companySetups } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { hashPassword } from '../../platform/passwords';
import { newToken } from '../../platform/tokens';
import { issueSetPasswordLink, staffAccountFor } from '../auth';

const WINDOW_MS = 15 * 60_000;
/** Sign-ups per address and quarter hour, like "Forgot password" (decision 005). */
const SIGN_UPS_PER_ADDRESS = 3;
/** The sign-up link's life: a day to open the mail and choose a password; after it, signing up again sends a new one. */
export const SIGN_UP_LINK_TTL_HOURS = 24;

/**
 * A new owner's sign-up (issue 31, decision 080). The answer is the same whatever the address,
 * so it tells nobody whether an account exists (OWASP ASVS 5.0 V6.3.8, no account enumeration);
 * the mailbox learns it:
 * - a new address gets an account with an unusable password, a setup holding the company's name,
 *   and a single-use set-password link: opening it verifies the address and sets the password;
 * - an account whose setup was never begun (no corporation yet) gets a new link: whoever owns the
 *   mailbox can always take the sign-up over, so an unverified sign-up squats nothing;
 * - any other account is told by mail that it already exists, with the sign-in and reset links.
 */
export async function signUp(ctx: Ctx, input: z.output<typeof signUpBody>) {
  const { deps } = ctx;
  if (!(await deps.limiter.hit(`signup:acct:${input.email}`, SIGN_UPS_PER_ADDRESS, WINDOW_MS))) {
    throw new AppError('RATE_LIMITED', productMessages.tooManyAttempts);
  }
  // Hashed outside the transaction and whatever the branch: nobody will ever type this password.
  const placeholderHash = await hashPassword(newToken());
  await transaction(ctx, undefined, async (t) => {
    const user = await staffAccountFor(t, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash: placeholderHash,
    });
    if (user.created) {
      await t.insert(companySetups).values({ ownerUserId: user.id, companyName: input.company_name });
    }
    const [unclaimed] = await t
      .select({ id: companySetups.id })
      .from(companySetups)
      .where(and(eq(companySetups.ownerUserId, user.id), isNull(companySetups.corporationId), isNull(companySetups.completedAt)));
    const signIn = `${deps.config.publicUrl}${paths.login}`;
    const mail = unclaimed
      ? await (async () => {
          const link = await issueSetPasswordLink(t, deps.config.publicUrl, user.id, SIGN_UP_LINK_TTL_HOURS * 3_600_000);
          return withSecrets(
            { subject: productMessages.signUpSubject, text: productMessages.signUpText(user.firstName, link.link, SIGN_UP_LINK_TTL_HOURS) },
            link.token,
          );
        })()
      : {
          subject: productMessages.signUpExistingSubject,
          text: productMessages.signUpExistingText(user.firstName, signIn, `${deps.config.publicUrl}${paths.resetPassword}`),
        };
    await queueOutbox(t, [{ to: user.email, channel: 'EMAIL', priority: 'URGENT', ...mail }]);
    await ctx.audit(
      'setup.sign_up',
      { userId: null, target: user.id, detail: user.created ? 'new account' : unclaimed ? 'link again' : 'existing account' },
      t,
    );
  });
  return { message: productMessages.signUpSent };
}
