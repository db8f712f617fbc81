import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positionOffers } from '../../db/schema';

const openOffersOf = (facilityId: string, employeeId: string, now: Date) =>
  and(
    eq(positionOffers.facilityId, facilityId),
    eq(positionOffers.employeeId, employeeId),
    eq(positionOffers.status, 'OFFERED'),
    gt(positionOffers.expiresAt, now),
  );

/** How many release offers she may still accept here (deactivation's preview, decision 063). */
export async function openOfferCount(db: DbOrTx, facilityId: string, employeeId: string, now: Date): Promise<number> {
  return (
    await db
      .select({ id: positionOffers.id })
      .from(positionOffers)
      .where(openOffersOf(facilityId, employeeId, now))
  ).length;
}

/** Deactivation (decision 063): her open offers are WITHDRAWN, so their links answer that the offer ended. */
export async function withdrawOffersOf(tx: DbOrTx, facilityId: string, employeeId: string, now: Date): Promise<number> {
  const withdrawn = await tx
    .update(positionOffers)
    .set({ status: 'WITHDRAWN' })
    .where(openOffersOf(facilityId, employeeId, now))
    .returning({ id: positionOffers.id });
  return withdrawn.length;
}

/** The staffing port's `openOffersOn` (issue 28, openings): who may still accept an offer of these positions. */
export async function openOffersOn(db: DbOrTx, facilityId: string, positionIds: readonly string[], now: Date): Promise<string[]> {
  if (positionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ employeeId: positionOffers.employeeId })
    .from(positionOffers)
    .where(
      and(
        eq(positionOffers.facilityId, facilityId),
        inArray(positionOffers.positionId, [...positionIds]),
        eq(positionOffers.status, 'OFFERED'),
        gt(positionOffers.expiresAt, now),
      ),
    );
  return rows.map((r) => r.employeeId);
}
