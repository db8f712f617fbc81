import { toCentsOrNull } from '@careroster/shared/format/money';
import { WALK_IN_INVITE_TTL_HOURS } from '@careroster/shared/constants';
import type { completeWalkInInviteBody, createWalkInInviteBody, WalkInInvite } from '@careroster/shared/api/employees/walk-in-invites';
import { AppError } from '@careroster/shared/errors';
import { maskPhoneInput, nationalDigits } from '@careroster/shared/format/phone';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { employees, nurses, walkInInvites } from '../../db/schema';
import { facilityNamesAndZones, facilityRow } from '../facility';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hashToken, newToken } from '../../platform/tokens';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { queueOutbox } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { raiseNotifications } from '../notifications';

const invalid = () => new AppError('NOT_FOUND', productMessages.walkInInviteInvalid);
const COUNTRY = '+1';

function checkJobTitle(id: string) {
  if (!jobTitles.some((t) => t.id === id)) throw new AppError('VALIDATION_FAILED', productMessages.bulkUnknownJobTitle);
}

export async function createWalkInInvite(ctx: Ctx, body: z.output<typeof createWalkInInviteBody>, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  checkJobTitle(body.job_title_id);
  const token = newToken();
  const url = `${ctx.deps.config.publicUrl}${paths.walkInInvite.replace(':token', token)}`;
  const expiresAt = new Date(ctx.deps.clock.now().getTime() + WALK_IN_INVITE_TTL_HOURS * 3_600_000);
  const mobile = nationalDigits(body.mobile);
  await limitMessagesTo(ctx, 'walk-in-invite', [`${COUNTRY}${mobile}`]);
  const id = await transaction(ctx, tx, async (t) => {
    const [row] = await t
      .insert(walkInInvites)
      .values({
        facilityId: facility.id,
        tokenHash: hashToken(token),
        firstName: body.first_name,
        lastName: body.last_name,
        countryCode: COUNTRY,
        mobile,
        jobTitleId: body.job_title_id,
        hourlyRateCents: toCentsOrNull(body.hourly_rate),
        createdBy: userId,
        expiresAt,
      })
      .returning({ id: walkInInvites.id });
    // Queued with the invite in one transaction: no invite without its message, no message without its invite.
    // Urgent: the nurse is usually standing at the desk, waiting for it.
    await queueOutbox(t, [
      withSecrets(
        {
          to: `${COUNTRY}${mobile}`,
          channel: 'SMS',
          priority: 'URGENT' as const,
          subject: productMessages.invitationSubject(facility.name),
          text: productMessages.walkInInviteText(body.first_name, facility.name, url),
        },
        token,
      ),
    ]);
    await ctx.audit('walk_in.invite', { target: row!.id }, t);
    return row!.id;
  });
  return { id, url, expires_at: expiresAt.toISOString(), message: productMessages.walkInInviteSent };
}

const usable = (tokenHash: string, now: Date) =>
  and(eq(walkInInvites.tokenHash, tokenHash), isNull(walkInInvites.usedAt), gt(walkInInvites.expiresAt, now));

export async function readWalkInInvite(ctx: Ctx, { token }: { token: string }, tx?: DbOrTx): Promise<WalkInInvite> {
  const db = tx ?? ctx.deps.db;
  const names = facilityNamesAndZones(db);
  const [row] = await db
    .select({ invite: walkInInvites, facilityName: names.name })
    .from(walkInInvites)
    .innerJoin(names, eq(names.id, walkInInvites.facilityId))
    .where(usable(hashToken(token), ctx.deps.clock.now()))
    .limit(1);
  if (!row) throw invalid();
  return {
    facility_name: row.facilityName,
    first_name: row.invite.firstName,
    last_name: row.invite.lastName,
    mobile: maskPhoneInput(row.invite.mobile),
    job_title_id: row.invite.jobTitleId,
    expires_at: row.invite.expiresAt.toISOString(),
  };
}

/**
 * The nurse confirms: the invite is spent by a conditional update (two submissions at once,
 * only one finds it unused), and the nurse becomes a WN employee. A refusal later in the
 * transaction rolls the spending back, so the link still works for a corrected attempt.
 */
export async function completeWalkInInvite(
  ctx: Ctx,
  { token, ...body }: { token: string } & z.output<typeof completeWalkInInviteBody>,
  outer?: DbOrTx,
) {
  checkJobTitle(body.job_title_id);
  const now = ctx.deps.clock.now();
  return transaction(ctx, outer, async (tx, after) => {
    const [invite] = await tx
      .update(walkInInvites)
      .set({ usedAt: now })
      .where(usable(hashToken(token), now))
      .returning();
    if (!invite) throw invalid();
    const facility = await facilityRow(tx, invite.facilityId, { lock: true });
    const mobile = nationalDigits(body.mobile);
    const [existing] = await tx
      .select({ id: nurses.id })
      .from(nurses)
      .where(and(eq(nurses.countryCode, COUNTRY), eq(nurses.mobile, mobile)))
      .limit(1);
    const nurseId =
      existing?.id ??
      (
        await tx
          .insert(nurses)
          .values({ firstName: body.first_name, lastName: body.last_name, countryCode: COUNTRY, mobile })
          .returning({ id: nurses.id })
      )[0]!.id;
    const [already] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.facilityId, invite.facilityId), eq(employees.nurseId, nurseId)))
      .limit(1);
    if (already) throw new AppError('CONFLICT', productMessages.alreadyEmployee);
    const [{ max } = { max: 0 }] = await tx
      .select({ max: sql<number>`coalesce(max(${employees.empId}), 0)::int` })
      .from(employees)
      .where(eq(employees.facilityId, invite.facilityId));
    const [employee] = await tx
      .insert(employees)
      .values({
        facilityId: invite.facilityId,
        nurseId,
        workerType: 'WN',
        empId: max + 1,
        jobTitleId: body.job_title_id,
        hourlyRateCents: invite.hourlyRateCents ?? 0,
        status: 'ACTIVE',
        invitedAt: invite.createdAt,
        invitedBy: invite.createdBy,
      })
      .returning({ id: employees.id });
    await tx.update(walkInInvites).set({ employeeId: employee!.id }).where(eq(walkInInvites.id, invite.id));
    // A public route: the nurse is no member, so the event goes to the invite's facility by id.
    after.publish({ type: 'employees.changed' }, invite.facilityId);
    // JOB-REQUEST: the nurse is ready to be booked. No shift is named, so a click opens the nurse.
    await raiseNotifications(tx, [
      {
        facilityId: invite.facilityId,
        type: 'JOB-REQUEST',
        nurseId,
        title: productMessages.walkInJoinedTitle,
        body: productMessages.walkInJoinedBody(`${body.first_name} ${body.last_name}`),
      },
    ]);
    return { message: productMessages.walkInCompleted, facility_name: facility!.name };
  });
}
