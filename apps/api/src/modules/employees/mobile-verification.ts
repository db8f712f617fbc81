import { randomInt } from 'node:crypto';
import type { SendMobileCodeAnswer, ValidateMobileCodeAnswer } from '@careroster/shared/api/records/mobile-verification';
import {
  MOBILE_CODE_LENGTH,
  MOBILE_CODE_MAX_ATTEMPTS,
  MOBILE_CODE_MAX_SENDS,
  MOBILE_CODE_RESEND_SECONDS,
  MOBILE_CODE_SEND_WINDOW_MINUTES,
  MOBILE_CODE_TTL_MINUTES,
  MOBILE_VERIFICATION_FRESH_MINUTES,
  PHONE_COUNTRY_PREFIX,
} from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { nationalDigits } from '@careroster/shared/format/phone';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, mobileVerifications, nurses } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { hashPassword, verifyPassword } from '../../platform/passwords';

const MINUTE = 60_000;
const iso = (d: Date) => d.toISOString();

/** Whether someone employed here (any status) already has this number. */
export async function mobileEmployedHere(db: DbOrTx, facilityId: string, countryCode: string, mobile: string, except?: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(
      and(
        eq(employees.facilityId, facilityId),
        eq(nurses.countryCode, countryCode),
        eq(nurses.mobile, mobile),
        except ? sql`${employees.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One number's codes are counted and replaced one at a time, so two clicks at once cannot both pass the limits. */
const lockNumber = (tx: DbOrTx, facilityId: string, mobile: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mobile-verification:${facilityId}:${mobile}`}))`);

/**
 * POST facilities/mobile-verifications: a fresh code to the number by SMS (outbox, the code declared
 * a secret so the stored body loses it once sent; decision 037), at most MOBILE_CODE_MAX_SENDS an
 * hour and one a minute. Only the code's argon2id hash is stored: six digits under a fast hash are
 * found in a second by whoever reads the table.
 */
export async function sendMobileCode(ctx: Ctx, input: { mobile: string }, tx?: DbOrTx): Promise<SendMobileCodeAnswer> {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const mobile = nationalDigits(input.mobile);
  const countryCode = PHONE_COUNTRY_PREFIX;
  const now = ctx.deps.clock.now();
  const code = String(randomInt(0, 10 ** MOBILE_CODE_LENGTH)).padStart(MOBILE_CODE_LENGTH, '0');
  const codeHash = await hashPassword(code);
  return transaction(ctx, tx, async (t) => {
    await lockNumber(t, facility.id, mobile);
    if (await mobileEmployedHere(t, facility.id, countryCode, mobile)) throw new AppError('CONFLICT', productMessages.mobileOnRecordHere);
    const windowStart = new Date(now.getTime() - MOBILE_CODE_SEND_WINDOW_MINUTES * MINUTE);
    const recent = await t
      .select({ sentAt: mobileVerifications.sentAt })
      .from(mobileVerifications)
      .where(
        and(
          eq(mobileVerifications.facilityId, facility.id),
          eq(mobileVerifications.countryCode, countryCode),
          eq(mobileVerifications.mobile, mobile),
          gt(mobileVerifications.sentAt, windowStart),
        ),
      )
      .orderBy(asc(mobileVerifications.sentAt));
    const last = recent.at(-1);
    if (last) {
      const waitMs = last.sentAt.getTime() + MOBILE_CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw new AppError('RATE_LIMITED', productMessages.mobileCodeWait(Math.ceil(waitMs / 1000)));
    }
    if (recent.length >= MOBILE_CODE_MAX_SENDS) {
      const freeAt = recent[0]!.sentAt.getTime() + MOBILE_CODE_SEND_WINDOW_MINUTES * MINUTE;
      throw new AppError('RATE_LIMITED', productMessages.mobileCodeTooMany(Math.max(1, Math.ceil((freeAt - now.getTime()) / MINUTE))));
    }
    const expiresAt = new Date(now.getTime() + MOBILE_CODE_TTL_MINUTES * MINUTE);
    const [row] = await t
      .insert(mobileVerifications)
      .values({ facilityId: facility.id, countryCode, mobile, codeHash, sentAt: now, expiresAt, createdBy: userId })
      .returning({ id: mobileVerifications.id });
    // Urgent: the person holding the phone is standing at the desk, waiting for it.
    await queueOutbox(t, [
      withSecrets(
        {
          to: `${countryCode}${mobile}`,
          channel: 'SMS',
          priority: 'URGENT' as const,
          subject: productMessages.mobileCodeSent,
          text: productMessages.mobileCodeText(facility.name, code, MOBILE_CODE_TTL_MINUTES),
        },
        code,
      ),
    ]);
    await ctx.audit('employees.mobile_code_send', { target: row!.id }, t);
    return {
      verification_id: row!.id,
      expires_at: iso(expiresAt),
      resend_at: iso(new Date(now.getTime() + MOBILE_CODE_RESEND_SECONDS * 1000)),
      sends_left: MOBILE_CODE_MAX_SENDS - recent.length - 1,
      message: productMessages.mobileCodeSent,
    };
  });
}

/**
 * POST facilities/mobile-verifications/{id}/validate. Every guess counts, right or wrong, and the
 * count is committed before a wrong guess is refused (a refusal inside the transaction would roll
 * it back and give unlimited guesses). Only the newest code of a number is accepted.
 */
export async function validateMobileCode(
  ctx: Ctx,
  input: { verificationId: string; code: string },
  tx?: DbOrTx,
): Promise<ValidateMobileCodeAnswer> {
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  const outcome = await transaction(ctx, tx, async (t) => {
    const [row] = await t
      .select()
      .from(mobileVerifications)
      .where(and(eq(mobileVerifications.facilityId, facility.id), eq(mobileVerifications.id, input.verificationId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const fresh = (at: Date) => ({ ok: true as const, freshUntil: new Date(at.getTime() + MOBILE_VERIFICATION_FRESH_MINUTES * MINUTE) });
    if (row.verifiedAt) return fresh(row.verifiedAt);
    const [newest] = await t
      .select({ id: mobileVerifications.id })
      .from(mobileVerifications)
      .where(
        and(
          eq(mobileVerifications.facilityId, facility.id),
          eq(mobileVerifications.countryCode, row.countryCode),
          eq(mobileVerifications.mobile, row.mobile),
        ),
      )
      .orderBy(desc(mobileVerifications.sentAt), desc(mobileVerifications.createdAt))
      .limit(1);
    if (newest && newest.id !== row.id) return { ok: false as const, message: productMessages.mobileCodeReplaced };
    if (row.attempts >= MOBILE_CODE_MAX_ATTEMPTS) return { ok: false as const, message: productMessages.mobileCodeLocked };
    if (row.expiresAt <= now) return { ok: false as const, message: productMessages.mobileCodeExpired };
    const right = await verifyPassword(row.codeHash, input.code);
    const attempts = row.attempts + 1;
    await t
      .update(mobileVerifications)
      .set(right ? { attempts, verifiedAt: now } : { attempts })
      .where(eq(mobileVerifications.id, row.id));
    if (right) {
      await ctx.audit('employees.mobile_verified', { target: row.id }, t);
      return fresh(now);
    }
    const left = MOBILE_CODE_MAX_ATTEMPTS - attempts;
    return { ok: false as const, message: left > 0 ? productMessages.mobileCodeWrong(left) : productMessages.mobileCodeLocked };
  });
  if (!outcome.ok) throw new AppError('VALIDATION_FAILED', outcome.message);
  return { verification_id: input.verificationId, fresh_until: iso(outcome.freshUntil), message: productMessages.mobileVerified };
}

/**
 * Spends a verification on the add or edit that puts its number on an employee, inside that
 * transaction: verified, for exactly this number, fresh, unused, and spent once (a conditional
 * update, so two saves at once cannot share it). Refused otherwise, and the save with it.
 */
export async function spendMobileVerification(
  tx: DbOrTx,
  input: { facilityId: string; verificationId: string | undefined; countryCode: string; mobile: string; now: Date },
) {
  if (!input.verificationId) throw new AppError('VALIDATION_FAILED', productMessages.mobileNotVerified);
  const [spent] = await tx
    .update(mobileVerifications)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(mobileVerifications.id, input.verificationId),
        eq(mobileVerifications.facilityId, input.facilityId),
        eq(mobileVerifications.countryCode, input.countryCode),
        eq(mobileVerifications.mobile, input.mobile),
        isNotNull(mobileVerifications.verifiedAt),
        isNull(mobileVerifications.usedAt),
        gte(mobileVerifications.verifiedAt, new Date(input.now.getTime() - MOBILE_VERIFICATION_FRESH_MINUTES * MINUTE)),
      ),
    )
    .returning({ id: mobileVerifications.id });
  if (!spent) throw new AppError('VALIDATION_FAILED', productMessages.mobileNotVerified);
}
