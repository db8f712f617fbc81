import { randomUUID } from 'node:crypto';
import { punchPhotoKey } from '@careroster/shared/api/timekeeping/clock-details';
import type { TimeClock, TimeClockBooking, TimeClockPunch } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { punchFieldsSchema, PUNCH_PHOTO_MAX_BYTES, type PunchFields } from '@careroster/shared/api/timekeeping/time-clock/punch';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { distanceMetres, isLatLng } from '@careroster/shared/timekeeping/geo';
import { CLOCK_IN_EARLY_MINUTES, type PunchFlag } from '@careroster/shared/timekeeping/values';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, eq, exists, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunches, punches, timecards, timeClockLinks } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hashToken, newToken } from '../../platform/tokens';
import { validationMessages } from '../../platform/validation-messages';
import { ensureTimecard, syncTimecard } from './timecards';
import { deviceLabel } from '../../platform/device-label';
import { timeClockDevice, type TimeClockDevice } from '../../platform/time-clock-device';
import { peopleDirectory } from '../employees';
import { facilityClockRules } from '../facility';
import { bookingRows, lockBooking } from '../shifts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The bookings "me" lists: a week back (late clock-outs) and two weeks ahead, and any with a missed punch still waiting for her. */
const PAST_DAYS = 7;
const AHEAD_DAYS = 14;

/**
 * POST time-clock/claim: the link is spent by one conditional UPDATE, so two phones opening it at
 * once cannot both win. Unknown, revoked and expired links are the same 401 (a guesser learns
 * nothing); a link already claimed is a 409 that says so, since its holder needs a new one.
 */
export async function claimLink(ctx: Ctx, input: { token: string; userAgent?: string | undefined }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const deviceToken = newToken();
  const hash = hashToken(input.token);
  const now = ctx.deps.clock.now();
  const [claimed] = await db
    .update(timeClockLinks)
    .set({
      linkUsedAt: now,
      lastSeenAt: now,
      deviceTokenHash: hashToken(deviceToken),
      deviceLabel: deviceLabel(input.userAgent),
    })
    .where(
      and(
        eq(timeClockLinks.linkTokenHash, hash),
        isNull(timeClockLinks.linkUsedAt),
        isNull(timeClockLinks.revokedAt),
        gte(timeClockLinks.expiresAt, now),
      ),
    )
    .returning({ id: timeClockLinks.id });
  if (claimed) return { device_token: deviceToken };
  const [row] = await db
    .select({ used: timeClockLinks.linkUsedAt, revoked: timeClockLinks.revokedAt, expires: timeClockLinks.expiresAt })
    .from(timeClockLinks)
    .where(eq(timeClockLinks.linkTokenHash, hash));
  if (row?.used && !row.revoked && row.expires > now) throw new AppError('CONFLICT', productMessages.timeClockLinkUsed);
  throw new AppError('UNAUTHENTICATED', productMessages.timeClockLinkInvalid);
}

/** The device check with the page's own message, and the phone's last sighting for the facility's panel. */
async function deviceOf(ctx: Ctx, deviceToken: string | undefined): Promise<TimeClockDevice> {
  const now = ctx.deps.clock.now();
  let device: TimeClockDevice;
  try {
    device = await timeClockDevice(ctx.deps.db, deviceToken, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
      throw new AppError('UNAUTHENTICATED', productMessages.timeClockDeviceInvalid);
    throw error;
  }
  await ctx.deps.db.update(timeClockLinks).set({ lastSeenAt: now }).where(eq(timeClockLinks.id, device.linkId));
  return device;
}

export type PunchRow = typeof punches.$inferSelect;

const toPunch = (p: PunchRow): TimeClockPunch => ({
  id: p.id,
  kind: p.kind,
  punched_at: p.punchedAt.toISOString(),
  flags: p.flags,
  distance_metres: p.distanceMetres,
});

/** Clock in from 15 minutes before the start until the end; once. Clock out after the clock-in; once. */
export function refusal(kind: 'IN' | 'OUT', booking: { startsAt: Date; endsAt: Date }, done: PunchRow[], now: Date): string | null {
  const hasIn = done.some((p) => p.kind === 'IN');
  const hasOut = done.some((p) => p.kind === 'OUT');
  if (kind === 'IN') {
    if (hasIn) return productMessages.timeClockAlreadyIn;
    if (now.getTime() < booking.startsAt.getTime() - CLOCK_IN_EARLY_MINUTES * MINUTE_MS)
      return productMessages.timeClockTooEarly(CLOCK_IN_EARLY_MINUTES);
    if (now >= booking.endsAt) return productMessages.timeClockShiftEnded;
    return null;
  }
  if (!hasIn) return productMessages.timeClockNotIn;
  if (hasOut) return productMessages.timeClockAlreadyOut;
  return null;
}

/** GET time-clock/me: the nurse, her facility, and her bookings there with what she can do now. */
export async function timeClockMe(ctx: Ctx, input: { deviceToken: string | undefined }): Promise<TimeClock> {
  const device = await deviceOf(ctx, input.deviceToken);
  const { db } = ctx.deps;
  const now = ctx.deps.clock.now();
  // The device's employee is the nurse it was issued to (platform/time-clock-device.ts).
  const person = peopleDirectory(db);
  const facility = facilityClockRules(db);
  const [who] = await db
    .select({
      firstName: person.firstName,
      facilityName: facility.name,
      latitude: facility.latitude,
      longitude: facility.longitude,
      radius: facility.geofenceRadiusMetres,
    })
    .from(person)
    .innerJoin(facility, eq(facility.id, device.facilityId))
    .where(eq(person.id, device.employeeId));
  if (!who) throw new AppError('UNAUTHENTICATED', productMessages.timeClockDeviceInvalid);
  const booking = bookingRows(db);
  const rows = await db
    .select({ id: booking.id, title: booking.shiftTitle, startsAt: booking.startsAt, endsAt: booking.endsAt, card: timecards })
    .from(booking)
    .leftJoin(timecards, eq(timecards.assignmentId, booking.id))
    .where(
      and(
        eq(booking.facilityId, device.facilityId),
        eq(booking.employeeId, device.employeeId),
        or(
          and(
            gte(booking.endsAt, new Date(now.getTime() - PAST_DAYS * DAY_MS)),
            lte(booking.startsAt, new Date(now.getTime() + AHEAD_DAYS * DAY_MS)),
          ),
          // However old, a booking whose missed punch still waits for her is listed: its reminder sends her here.
          exists(
            db
              .select({ one: sql`1` })
              .from(missedPunches)
              .where(and(eq(missedPunches.assignmentId, booking.id), inArray(missedPunches.status, ['OPEN', 'PROPOSED']))),
          ),
        ),
      ),
    )
    .orderBy(asc(booking.startsAt), asc(booking.id));
  const ids = rows.map((r) => r.id);
  const [punchRows, missed] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(punches).where(inArray(punches.assignmentId, ids)).orderBy(asc(punches.punchedAt), asc(punches.id)),
          db
            .select({
              id: missedPunches.id,
              assignmentId: missedPunches.assignmentId,
              kind: missedPunches.kind,
              status: missedPunches.status,
              proposedAt: missedPunches.proposedAt,
            })
            .from(missedPunches)
            .where(inArray(missedPunches.assignmentId, ids))
            .orderBy(asc(missedPunches.detectedAt), asc(missedPunches.id)),
        ]);
  const bookings: TimeClockBooking[] = rows.map((r) => {
    const done = punchRows.filter((p) => p.assignmentId === r.id);
    return {
      id: r.id,
      shift_title: r.title,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      punches: done.map(toPunch),
      timecard: r.card ? { status: r.card.status, worked_hours: hoursOf(r.card.workedMinutes), flagged: r.card.flagged } : null,
      can_clock_in: refusal('IN', r, done, now) === null,
      can_clock_out: refusal('OUT', r, done, now) === null,
      missed_punches: missed
        .filter((m) => m.assignmentId === r.id)
        .map((m) => ({ id: m.id, kind: m.kind, status: m.status, proposed_at: m.proposedAt?.toISOString() ?? null })),
    };
  });
  return {
    first_name: who.firstName,
    facility_name: who.facilityName,
    timezone: device.timezone,
    geofence: isLatLng(who),
    geofence_radius_metres: who.radius,
    bookings,
  };
}

export type PunchPhoto = { data: Buffer } | { tooLarge: true } | null;

export type PunchForm = {
  /** The multipart text fields, as strings. */
  fields: Record<string, string>;
  photo: PunchPhoto;
};

export type PunchInput = {
  deviceToken: string | undefined;
  /** Reads the multipart body: called after the device check, so a stranger's upload is never read. */
  readForm: () => Promise<PunchForm>;
};

const isJpeg = (data: Buffer) => data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

function parseFields(fields: Record<string, string>): PunchFields {
  const parsed = punchFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'VALIDATION_FAILED',
    validationMessages(
      parsed.error.issues.map((i) => ({
        instancePath: `/${i.path.join('/')}`,
        message: i.message,
        keyword: i.code,
        schemaPath: '',
        params: {},
      })),
    ),
  );
}

/**
 * Who punches: a nurse's phone, through her link, or the facility's shared time clock, through a
 * paired device and her passcode (decision 067). Either way one employee at one facility.
 */
export type Puncher = { facilityId: string; employeeId: string; linkId: string | null; kioskId: string | null };

/** The booking a puncher may punch: its own employee's, at its own facility. Anything else is a 404. */
async function bookingOf(tx: DbOrTx, who: Pick<Puncher, 'facilityId' | 'employeeId'>, assignmentId: string, lock: boolean) {
  const mine = { id: assignmentId, facilityId: who.facilityId, employeeId: who.employeeId };
  // The booking row is the lock: two punches of one booking (a double tap) take turns. It is
  // taken before the read, so the times read are those no one else changes until the commit.
  if (lock) await lockBooking(tx, mine);
  const bookings = bookingRows(tx);
  const facility = facilityClockRules(tx);
  const [row] = await tx
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      latitude: facility.latitude,
      longitude: facility.longitude,
      radius: facility.geofenceRadiusMetres,
    })
    .from(bookings)
    .innerJoin(facility, eq(facility.id, bookings.facilityId))
    .where(and(eq(bookings.id, mine.id), eq(bookings.facilityId, mine.facilityId), eq(bookings.employeeId, mine.employeeId)));
  if (!row) throw new AppError('NOT_FOUND', productMessages.timeClockBookingNotFound);
  return row;
}

/**
 * What the punch is flagged for: no location, no photo, outside the facility's radius. A facility
 * without coordinates cannot be measured against (decision 018): the distance stays null and the
 * punch is not flagged for it, only for what the nurse's phone did not send. A shared time clock
 * stands at its registered place in the facility (decision 067): there is no location to check.
 */
function flagsOf(
  fields: PunchWhere,
  hasPhoto: boolean,
  facility: { latitude: number | null; longitude: number | null; radius: number },
  onSite: boolean,
) {
  const flags: PunchFlag[] = [];
  const at = { latitude: fields.latitude, longitude: fields.longitude };
  let distance: number | null = null;
  if (onSite) {
    // The kiosk's place is the device's registered location, not a coordinate.
  } else if (!isLatLng(at)) flags.push('NO_LOCATION');
  else if (isLatLng(facility)) {
    distance = Math.round(distanceMetres(at, facility) * 10) / 10;
    if (distance > facility.radius) flags.push('OUTSIDE_GEOFENCE');
  }
  if (!hasPhoto) flags.push('NO_PHOTO');
  return { flags, distance };
}

/** What a punch says about where it was made: the phone's fix, or nothing on a shared time clock. */
type PunchWhere = Pick<PunchFields, 'latitude' | 'longitude' | 'accuracy'>;

/** A punch to record: the booking, in or out, where (the phone's), and the reason for a flagged one. */
export type PunchRequest = PunchWhere & Pick<PunchFields, 'assignment_id' | 'kind' | 'reason'>;

/** The photo of a multipart punch: refused when too large or not a JPEG, null when none was sent. */
export function punchPhotoOf(form: PunchForm): Buffer | null {
  if (form.photo && 'tooLarge' in form.photo) {
    throw new AppError('PAYLOAD_TOO_LARGE', productMessages.timeClockPhotoTooLarge(PUNCH_PHOTO_MAX_BYTES / (1024 * 1024)));
  }
  const photo = form.photo?.data ?? null;
  if (photo && !isJpeg(photo)) throw new AppError('VALIDATION_FAILED', productMessages.timeClockPhotoNotJpeg);
  return photo;
}

/** POST time-clock/punches: the nurse's phone names the booking and sends its location. */
export async function punch(ctx: Ctx, input: PunchInput): Promise<TimeClockPunch> {
  const device = await deviceOf(ctx, input.deviceToken);
  const form = await input.readForm();
  const photo = punchPhotoOf(form);
  const fields = parseFields(form.fields);
  const who = { facilityId: device.facilityId, employeeId: device.employeeId, linkId: device.linkId, kioskId: null };
  return toPunch(await recordPunch(ctx, who, fields, photo));
}

/**
 * The one way a punch is made, from the phone or a shared time clock. The rules are checked before
 * the photo is stored (a refused punch writes nothing) and again under the booking's lock; the
 * punch, the timecard and its sync are one transaction, and a failed one takes its photo back out
 * of the store.
 */
export async function recordPunch(ctx: Ctx, who: Puncher, fields: PunchRequest, photo: Buffer | null): Promise<PunchRow> {
  const { db, files } = ctx.deps;
  const onSite = who.kioskId !== null;

  const check = async (tx: DbOrTx, lock: boolean) => {
    const booking = await bookingOf(tx, who, fields.assignment_id, lock);
    const done = await tx.select().from(punches).where(eq(punches.assignmentId, booking.id));
    const refused = refusal(fields.kind, booking, done, ctx.deps.clock.now());
    if (refused) throw new AppError('CONFLICT', refused);
    const { flags, distance } = flagsOf(fields, photo !== null, booking, onSite);
    if (flags.length > 0 && !fields.reason) {
      throw new AppError('VALIDATION_FAILED', [
        productMessages.timeClockReasonRequired,
        ...flags.map((f) => productMessages.timeClockFlagExplained[f]),
      ]);
    }
    return { booking, flags, distance };
  };
  await check(db, false);

  const punchId = randomUUID();
  const photoKey = photo ? punchPhotoKey(who.facilityId, punchId) : null;
  if (photo && photoKey) await files.put(photoKey, photo, 'image/jpeg');
  try {
    return await transaction(ctx, undefined, async (tx, after) => {
      const { booking, flags, distance } = await check(tx, true);
      const [row] = await tx
        .insert(punches)
        .values({
          id: punchId,
          facilityId: who.facilityId,
          assignmentId: booking.id,
          employeeId: who.employeeId,
          timeClockLinkId: who.linkId,
          kioskId: who.kioskId,
          kind: fields.kind,
          punchedAt: ctx.deps.clock.now(),
          latitude: onSite ? null : (fields.latitude ?? null),
          longitude: onSite ? null : (fields.longitude ?? null),
          accuracyMetres: onSite ? null : (fields.accuracy ?? null),
          distanceMetres: distance,
          photoKey,
          flags,
          flagReason: flags.length > 0 ? (fields.reason ?? null) : null,
        })
        .returning();
      // A late punch answers the missed punch the job listed meanwhile: the punch is the time, so
      // the queue shows it settled by the time clock and the timecard is no longer flagged for it.
      const answered = await tx
        .update(missedPunches)
        .set({
          status: 'APPROVED',
          resolvedTime: row!.punchedAt,
          resolvedAt: row!.punchedAt,
          resolvedByLabel: productMessages.missedPunchAnsweredByTimeClock,
          resolutionReason: productMessages.missedPunchAnsweredByLatePunch,
        })
        .where(and(eq(missedPunches.assignmentId, booking.id), eq(missedPunches.kind, fields.kind), eq(missedPunches.status, 'OPEN')))
        .returning({ id: missedPunches.id });
      const card = await ensureTimecard(tx, booking.id);
      await syncTimecard(tx, card.id, row!.punchedAt);
      after.publish({ type: 'timecards.changed', timecard_id: card.id }, who.facilityId);
      if (answered.length > 0) after.publish({ type: 'missed-punches.changed' }, who.facilityId);
      return row!;
    });
  } catch (error) {
    if (photoKey) await files.delete(photoKey).catch((err: unknown) => ctx.log.warn({ err }, 'punch photo not removed'));
    throw error;
  }
}
