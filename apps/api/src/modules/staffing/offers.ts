import type { OfferView, OfferViewStatus } from '@careroster/shared/api/staffing/offers';
import { AppError } from '@careroster/shared/errors';
import { fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { formatNotificationTimeIn } from '@careroster/shared/format/date-time';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, positionOffers } from '../../db/schema';
import { checkedZone, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hashToken } from '../../platform/tokens';
import { peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';
import { raiseNotifications } from '../notifications';
import { bookNurses, hhmm, hourlyCost, positionDetails, type PositionRow } from '../shifts';
import { fillPlan, lockOpening } from './release';

type OfferRow = typeof positionOffers.$inferSelect;

/** The offer of this link; an unknown token is a 404 that says so (a guesser learns nothing more). */
async function offerOfToken(db: DbOrTx, token: string, lock = false): Promise<OfferRow> {
  const q = db
    .select()
    .from(positionOffers)
    .where(eq(positionOffers.tokenHash, hashToken(token)));
  const [offer] = lock ? await q.for('update') : await q;
  if (!offer) throw new AppError('NOT_FOUND', productMessages.offerLinkUnknown);
  return offer;
}

/** What the nurse sees: her offer's status, EXPIRED once the link ran out, FILLED once no opening is left. */
const viewStatus = (offer: OfferRow, open: number, now: Date): OfferViewStatus =>
  offer.status !== 'OFFERED' ? offer.status : offer.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : open <= 0 ? 'FILLED' : 'OFFERED';

/** Why an answer is refused, by the offer's state: 409 with what happened. */
const closedMessage: Record<Exclude<OfferViewStatus, 'OFFERED'>, string> = {
  ACCEPTED: productMessages.offerAlreadyAccepted,
  DECLINED: productMessages.offerAlreadyDeclined,
  FILLED: productMessages.offerFilled,
  WITHDRAWN: productMessages.offerWithdrawn,
  EXPIRED: productMessages.offerExpired,
};

const openOf = (p: Pick<PositionRow, 'totalPositions' | 'acceptedCount' | 'assignedCount'>) =>
  p.totalPositions - p.acceptedCount - p.assignedCount;

/** GET offers/{token} (public): the shift, position, facility and her pay; reading does not spend the link. */
export async function getOffer(ctx: Ctx, { token }: { token: string }, tx?: DbOrTx): Promise<OfferView> {
  const db = tx ?? ctx.deps.db;
  const offer = await offerOfToken(db, token);
  const details = positionDetails(db);
  const facility = facilityNamesAndZones(db);
  const people = peopleDirectory(db);
  const [row] = await db
    .select({
      position: {
        totalPositions: details.totalPositions,
        acceptedCount: details.acceptedCount,
        assignedCount: details.assignedCount,
        rateCents: details.rateCents,
        agencyRateCents: details.agencyRateCents,
        specialShift: details.specialShift,
        differentialType: details.differentialType,
        differentialValue: details.differentialValue,
      },
      shift: {
        title: details.title,
        startDate: details.startDate,
        endDate: details.endDate,
        startTime: details.startTime,
        endTime: details.endTime,
        startsAt: details.startsAt,
        endsAt: details.endsAt,
      },
      facility: facility.name,
      timezone: facility.timezone,
      jobTitle: jobTitles.name,
      firstName: people.firstName,
      workerType: people.workerType,
      hourlyRateCents: people.hourlyRateCents,
    })
    .from(details)
    .innerJoin(facility, eq(facility.id, details.facilityId))
    .innerJoin(jobTitles, eq(jobTitles.id, details.jobTitleId))
    .innerJoin(people, eq(people.id, offer.employeeId))
    .where(eq(details.id, offer.positionId));
  if (!row) throw new AppError('NOT_FOUND', productMessages.offerLinkUnknown);
  const { position, shift } = row;
  return {
    status: viewStatus(offer, openOf(position), ctx.deps.clock.now()),
    first_name: row.firstName,
    facility_name: row.facility,
    job_title: row.jobTitle,
    shift: {
      title: shift.title,
      start_date: shift.startDate,
      end_date: shift.endDate,
      start_time: hhmm(shift.startTime),
      end_time: hhmm(shift.endTime),
      timezone: checkedZone(row.timezone),
      starts_at: shift.startsAt.toISOString(),
      ends_at: shift.endsAt.toISOString(),
    },
    hourly_rate:
      row.workerType === 'AN'
        ? null
        : fromCents(hourlyCost({ ...position, workerType: row.workerType, hourlyRateCents: row.hourlyRateCents })),
    expires_at: offer.expiresAt.toISOString(),
    responded_at: offer.respondedAt?.toISOString() ?? null,
  };
}

type Accepted = { booked: boolean };

/**
 * POST offers/{token}/accept (public). In one transaction: the position row is locked first (as
 * every release change does), then the offer; she is booked through `bookNurses` (source OFFER:
 * openings, eligibility, overlap, overtime); when that fills the position, every other open offer
 * becomes FILLED and the plan FILLED. Of many nurses accepting at once, the position lock lets
 * them in one by one, so exactly the openings' number are booked and the rest are told "filled".
 */
export async function acceptOffer(ctx: Ctx, { token }: { token: string }, tx?: DbOrTx) {
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, after): Promise<Accepted> => {
    const found = await offerOfToken(t, token);
    const opening = await lockOpening(t, found.facilityId, found.positionId);
    if (!opening) throw new AppError('NOT_FOUND', productMessages.offerLinkUnknown);
    const { position, shift } = opening;
    const offer = await offerOfToken(t, token, true);
    const status = viewStatus(offer, openOf(position), now);
    after.publish({ type: 'shifts.changed', shift_id: shift.id }, position.facilityId);
    if (status === 'FILLED' && offer.status === 'OFFERED') {
      // Filled by the facility meanwhile: her offer says so from now on; the 409 follows the commit.
      await t.update(positionOffers).set({ status: 'FILLED' }).where(eq(positionOffers.id, offer.id));
      return { booked: false };
    }
    if (status !== 'OFFERED') throw new AppError('CONFLICT', closedMessage[status]);

    const booked = await bookNurses(ctx, t, { shift, position, employeeIds: [offer.employeeId], source: 'OFFER' });
    await t
      .update(positionOffers)
      .set({ status: 'ACCEPTED', respondedAt: now, assignmentId: booked.bookings[0]?.id ?? null })
      .where(eq(positionOffers.id, offer.id));
    if (position.assignedCount + booked.filledCount >= position.totalPositions) await fillPlan(t, position.id);
    const people = peopleDirectory(t);
    const facility = facilityNamesAndZones(t);
    const [who] = await t
      .select({
        nurseId: people.nurseId,
        firstName: people.firstName,
        lastName: people.lastName,
        jobTitle: jobTitles.name,
        timezone: facility.timezone,
      })
      .from(people)
      .innerJoin(jobTitles, eq(jobTitles.id, position.jobTitleId))
      .innerJoin(facility, eq(facility.id, position.facilityId))
      .where(eq(people.id, offer.employeeId));
    await raiseNotifications(t, [
      {
        facilityId: position.facilityId,
        type: 'JOB-REQUEST',
        typeId: shift.id,
        nurseId: who!.nurseId,
        title: productMessages.offerAcceptedTitle,
        body: productMessages.offerAcceptedBody(
          `${who!.firstName} ${who!.lastName}`,
          who!.jobTitle,
          `${shift.title}, ${formatNotificationTimeIn(shift.startsAt, checkedZone(who!.timezone))}`,
        ),
      },
    ]);
    await ctx.audit('offer.accept', { target: offer.id }, t);
    return { booked: true };
  });
  if (!result.booked) throw new AppError('CONFLICT', productMessages.offerFilled);
  return { status: 'ACCEPTED' as const, message: productMessages.offerAccepted };
}

/** POST offers/{token}/decline (public): she says no; the plan carries on with the others. */
export async function declineOffer(ctx: Ctx, { token }: { token: string }, tx?: DbOrTx) {
  const now = ctx.deps.clock.now();
  await transaction(ctx, tx, async (t, after) => {
    const found = await offerOfToken(t, token);
    const opening = await lockOpening(t, found.facilityId, found.positionId);
    if (!opening) throw new AppError('NOT_FOUND', productMessages.offerLinkUnknown);
    const offer = await offerOfToken(t, token, true);
    const status = viewStatus(offer, openOf(opening.position), now);
    if (status !== 'OFFERED') throw new AppError('CONFLICT', closedMessage[status]);
    await t.update(positionOffers).set({ status: 'DECLINED', respondedAt: now }).where(eq(positionOffers.id, offer.id));
    after.publish({ type: 'shifts.changed', shift_id: opening.shift.id }, offer.facilityId);
  });
  return { status: 'DECLINED' as const, message: productMessages.offerDeclined };
}
