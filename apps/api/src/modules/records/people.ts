import type { Deactivation } from '@careroster/shared/api/records/employee-status';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { CLOCK_IN_EARLY_MINUTES } from '@careroster/shared/timekeeping/values';
import type { DbOrTx } from '../../db/client';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { employeeOf, lockEmployee, setEmployeeStatus } from '../employees';
import { unitsWithParents } from '../structure';
import { liveMessageTokenCount, revokeMessageTokensOf } from '../messages';
import { cancelUpcomingBookings, pendingApplicationCount, upcomingBookingsOf } from '../shifts';
import { openOfferCount, withdrawOffersOf } from '../staffing';
import { clearPasscode, hasLiveTimeClockLink, hasPasscode, revokeTimeClockLinksOf } from '../timekeeping';

/**
 * Bookings she may already have clocked in to (the time clock opens 15 minutes before the start)
 * are left to the manager: deactivation cancels those that start after this instant (decision 063).
 */
const cancellableFrom = (now: Date) => new Date(now.getTime() + CLOCK_IN_EARLY_MINUTES * 60_000);

const toBookings = (rows: { shiftId: string; title: string; startsAt: Date; endsAt: Date }[]) =>
  rows.map((b) => ({ shift_id: b.shiftId, title: b.title, starts_at: b.startsAt.toISOString(), ends_at: b.endsAt.toISOString() }));

/** GET facilities/employees/{id}/deactivation: what deactivating her would change, read through each owner's door. */
export async function deactivationPreview(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx): Promise<Deactivation> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  await employeeOf(db, facility.id, employeeId);
  return {
    bookings: toBookings(await upcomingBookingsOf(db, facility.id, employeeId, cancellableFrom(now))),
    applications: await pendingApplicationCount(db, facility.id, employeeId, cancellableFrom(now)),
    offers: await openOfferCount(db, facility.id, employeeId, now),
    time_clock_link: await hasLiveTimeClockLink(db, employeeId, now),
    time_clock_passcode: await hasPasscode(db, employeeId),
    message_tokens: await liveMessageTokenCount(db, facility.id, employeeId, now),
  };
}

/**
 * POST facilities/employees/{id}/deactivate: in one transaction, her row INACTIVE, her upcoming
 * bookings cancelled (openings back), pending applications and open offers withdrawn, her
 * time-clock link and message links revoked, each by its owner's door; an SMS tells her; one audit
 * row lists what changed. Answers the same list as the preview.
 */
export async function deactivateEmployee(ctx: Ctx, { employeeId }: { employeeId: string }, outer?: DbOrTx) {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const now = ctx.deps.clock.now();
  return transaction(ctx, outer, async (tx, after) => {
    const she = await lockEmployee(tx, facility.id, employeeId);
    if (she.status !== 'ACTIVE') throw new AppError('CONFLICT', productMessages.employeeNotActive);
    const messageTokens = await liveMessageTokenCount(tx, facility.id, employeeId, now);
    await setEmployeeStatus(tx, facility.id, employeeId, 'INACTIVE');
    const cancelled = await cancelUpcomingBookings(tx, facility.id, employeeId, cancellableFrom(now));
    const offers = await withdrawOffersOf(tx, facility.id, employeeId, now);
    const links = await revokeTimeClockLinksOf(tx, employeeId, userId, now);
    const passcode = await clearPasscode(tx, employeeId);
    await revokeMessageTokensOf(tx, facility.id, employeeId, userId, now);
    await queueOutbox(tx, [
      {
        to: `${she.countryCode}${she.mobile}`,
        channel: 'SMS',
        subject: productMessages.deactivateEmployee,
        text: productMessages.employeeDeactivatedText(she.firstName, facility.name),
      },
    ]);
    const result = {
      bookings: toBookings(cancelled.bookings),
      applications: cancelled.applications,
      offers,
      time_clock_link: links > 0,
      time_clock_passcode: passcode,
      message_tokens: messageTokens,
    };
    await ctx.audit(
      'employees.deactivate',
      {
        target: employeeId,
        detail: JSON.stringify({
          status: { before: 'ACTIVE', after: 'INACTIVE' },
          bookings_cancelled: cancelled.bookings.map((b) => b.id),
          applications_withdrawn: result.applications,
          offers_withdrawn: offers,
          time_clock_links_revoked: links,
          time_clock_passcode_cleared: passcode,
          message_tokens_revoked: messageTokens,
        }),
      },
      tx,
    );
    after.publish({ type: 'employees.changed' });
    if (cancelled.bookings.length > 0) after.publish({ type: 'shifts.changed' });
    return { ...result, message: productMessages.employeeDeactivated(`${she.firstName} ${she.lastName}`) };
  });
}

/** POST facilities/employees/{id}/reactivate: ACTIVE again, told by SMS; what deactivation cancelled stays cancelled. */
export async function reactivateEmployee(ctx: Ctx, { employeeId }: { employeeId: string }, outer?: DbOrTx) {
  const facility = facilityOf(ctx);
  return transaction(ctx, outer, async (tx, after) => {
    const she = await lockEmployee(tx, facility.id, employeeId);
    if (she.status !== 'INACTIVE') throw new AppError('CONFLICT', productMessages.employeeNotInactive);
    await setEmployeeStatus(tx, facility.id, employeeId, 'ACTIVE');
    await queueOutbox(tx, [
      {
        to: `${she.countryCode}${she.mobile}`,
        channel: 'SMS',
        subject: productMessages.reactivateEmployee,
        text: productMessages.employeeReactivatedText(she.firstName, facility.name),
      },
    ]);
    await ctx.audit(
      'employees.reactivate',
      { target: employeeId, detail: JSON.stringify({ status: { before: 'INACTIVE', after: 'ACTIVE' } }) },
      tx,
    );
    after.publish({ type: 'employees.changed' });
    return { message: productMessages.employeeReactivated(`${she.firstName} ${she.lastName}`) };
  });
}

/** GET facilities/employee-edit-choices: the units her unit may be, read through the facility's door. */
export async function employeeEditChoices(ctx: Ctx, _input: unknown, tx?: DbOrTx) {
  const rows = await unitsWithParents(tx ?? ctx.deps.db, facilityOf(ctx).id);
  return {
    units: rows
      .map((u) => ({ id: u.id, name: u.parent ? `${u.parent} / ${u.name}` : u.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
