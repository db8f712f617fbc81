import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { OFFER_LINK_DAYS, OFFERS_PER_TIER, tierWorkerTypes, type ReleaseTier } from '@careroster/shared/staffing/values';
import { formatNotificationTimeIn } from '@careroster/shared/format/date-time';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positionOffers } from '../../db/schema';
import { checkedZone, type Ctx } from '../../platform/context';
import { queueOutbox, type OutboxMessage } from '../../platform/outbox';
import { hashToken, newToken } from '../../platform/tokens';
import { withSecrets } from '../../platform/outbox-secrets';
import { facilityRow } from '../facility';
import { rankCandidates, type Opening } from './candidates';
import { dispatchOfferPushes, queueOfferPushes, type OfferPush } from './nurse-push';
import { peopleDirectory } from '../employees';

const DAY_MS = 86_400_000;

/** Offers that end a nurse's part in this position: she is not offered it again. Withdrawn and filled ones may be renewed. */
const finalStatuses = ['OFFERED', 'ACCEPTED', 'DECLINED'] as const;

export const offerLink = (publicUrl: string, token: string) => `${publicUrl}${paths.offer.replace(':token', token)}`;

/**
 * Offers the opening to a tier's eligible nurses, best first by the suggestion score, in the
 * caller's transaction: one `position_offers` row each (the link token stored as sha256), an SMS
 * through the outbox with the link, and a push to her phone where she turned offers on. A nurse
 * offered before is skipped, unless her offer was withdrawn (a stopped plan started again) or
 * lost to a filled position that has an opening again. The texts and pushes leave after the
 * outermost commit. Answers how many offers were made.
 */
export async function sendTierOffers(ctx: Ctx, tx: DbOrTx, opening: Opening, tier: ReleaseTier, now: Date): Promise<number> {
  const { position, shift } = opening;
  const already = await tx
    .select({ id: positionOffers.employeeId })
    .from(positionOffers)
    .where(and(eq(positionOffers.positionId, position.id), inArray(positionOffers.status, [...finalStatuses])));
  const { candidates } = await rankCandidates(tx, opening, {
    limit: OFFERS_PER_TIER,
    workerTypes: tierWorkerTypes[tier],
    excludeEmployeeIds: already.map((r) => r.id),
    now,
  });
  if (candidates.length === 0) return 0;

  const facility = await facilityRow(tx, position.facilityId);
  const people = peopleDirectory(tx);
  const phones = await tx
    .select({ id: people.nurseId, countryCode: people.countryCode, mobile: people.mobile })
    .from(people)
    .where(
      and(
        eq(people.facilityId, position.facilityId),
        inArray(
          people.nurseId,
          candidates.map((c) => c.nurseId),
        ),
      ),
    );
  const phoneOf = new Map(phones.map((p) => [p.id, p.mobile ? `${p.countryCode}${p.mobile}` : null]));
  const when = formatNotificationTimeIn(shift.startsAt, checkedZone(facility!.timezone));
  const expiresAt = new Date(Math.min(now.getTime() + OFFER_LINK_DAYS * DAY_MS, shift.startsAt.getTime()));

  const texts: OutboxMessage[] = [];
  const pushes: OfferPush[] = [];
  for (const [i, c] of candidates.entries()) {
    const token = newToken();
    const values = {
      tier,
      rank: i + 1,
      score: c.score,
      reasons: c.reasons,
      tokenHash: hashToken(token),
      expiresAt,
      status: 'OFFERED' as const,
      offeredAt: now,
      respondedAt: null,
      assignmentId: null,
    };
    const [row] = await tx
      .insert(positionOffers)
      .values({ facilityId: position.facilityId, positionId: position.id, employeeId: c.employeeId, ...values })
      .onConflictDoUpdate({
        target: [positionOffers.positionId, positionOffers.employeeId],
        set: values,
        setWhere: notInArray(positionOffers.status, [...finalStatuses]),
      })
      .returning({ id: positionOffers.id });
    // Taken meanwhile by a concurrent sweep: that one sent her the link.
    if (!row) continue;
    const link = offerLink(ctx.deps.config.publicUrl, token);
    const phone = phoneOf.get(c.nurseId);
    if (phone) {
      texts.push(
        withSecrets(
          {
            to: phone,
            channel: 'SMS',
            priority: 'URGENT',
            subject: productMessages.offerSmsSubject(facility!.name),
            text: productMessages.offerSmsText(c.firstName, facility!.name, c.jobTitle, when, link),
          },
          token,
        ),
      );
    }
    pushes.push({
      offerId: row.id,
      employeeId: c.employeeId,
      title: productMessages.offerPushTitle(facility!.name),
      body: productMessages.offerPushBody(c.jobTitle, when),
      url: paths.offer.replace(':token', token),
    });
  }
  await queueOutbox(tx, texts);
  dispatchOfferPushes(ctx, tx, await queueOfferPushes(tx, pushes, now));
  return pushes.length;
}

/** Offers still open on a position stop: `to` FILLED (someone was booked) or WITHDRAWN (the plan stopped). */
export async function closeOpenOffers(tx: DbOrTx, positionId: string, to: 'FILLED' | 'WITHDRAWN'): Promise<number> {
  const closed = await tx
    .update(positionOffers)
    .set({ status: to })
    .where(and(eq(positionOffers.positionId, positionId), eq(positionOffers.status, 'OFFERED')))
    .returning({ id: positionOffers.id });
  return closed.length;
}
