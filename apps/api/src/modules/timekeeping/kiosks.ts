import type { TimeClockKiosk } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { ianaZone } from '@careroster/shared/lookups';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { timeClockKiosks } from '../../db/schema';
import { checkedZone, facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hashToken, newToken } from '../../platform/tokens';
import { staffNames } from '../auth';
import { deviceDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';
import { deviceLabel } from '../../platform/device-label';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The live pairing of a device: not revoked. */
const live = isNull(timeClockKiosks.revokedAt);

/** Every registered device of the facility with its live pairing, by location (one statement). */
async function kiosksOf(db: DbOrTx, facilityId: string, deviceId?: string): Promise<TimeClockKiosk[]> {
  const device = deviceDirectory(db);
  const pairedBy = staffNames(db, 'paired_by');
  const rows = await db
    .select({
      deviceId: device.id,
      udid: device.udid,
      location: device.location,
      pairedAt: timeClockKiosks.pairedAt,
      label: timeClockKiosks.deviceLabel,
      lastSeenAt: timeClockKiosks.lastSeenAt,
      firstName: pairedBy.firstName,
      lastName: pairedBy.lastName,
    })
    .from(device)
    .leftJoin(timeClockKiosks, and(eq(timeClockKiosks.deviceId, device.id), live))
    .leftJoin(pairedBy, eq(pairedBy.id, timeClockKiosks.pairedBy))
    .where(and(eq(device.facilityId, facilityId), deviceId ? eq(device.id, deviceId) : undefined))
    .orderBy(asc(device.location), asc(device.id));
  return rows.map((r) => ({
    device_id: r.deviceId,
    udid: r.udid,
    device_location: r.location,
    pairing: r.pairedAt
      ? {
          paired_at: r.pairedAt.toISOString(),
          device_label: r.label,
          paired_by: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
          last_seen_at: iso(r.lastSeenAt),
        }
      : null,
  }));
}

async function kioskOfDevice(db: DbOrTx, facilityId: string, deviceId: string): Promise<TimeClockKiosk> {
  const [kiosk] = await kiosksOf(db, facilityId, deviceId);
  if (!kiosk) throw new AppError('NOT_FOUND');
  return kiosk;
}

/** GET facilities/time-clock-kiosks. */
export async function listKiosks(ctx: Ctx) {
  const results = await kiosksOf(ctx.deps.db, facilityOf(ctx).id);
  return { count: results.length, results };
}

/**
 * POST facilities/time-clock-kiosks: called by an administrator on the device itself (the kiosk
 * page). A new secret replaces any live pairing of the device, so pairing again is also how a
 * reset device is brought back. The secret is answered once and stored as sha256.
 */
export async function pairKiosk(ctx: Ctx, input: { deviceId: string; userAgent?: string | undefined }, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const now = ctx.deps.clock.now();
  const secret = newToken();
  const kiosk = await transaction(ctx, tx, async (t) => {
    // Another facility's device is "not found", like one that does not exist.
    await kioskOfDevice(t, facility.id, input.deviceId);
    await t
      .update(timeClockKiosks)
      .set({ revokedAt: now, revokedBy: user.id })
      .where(and(eq(timeClockKiosks.deviceId, input.deviceId), live));
    await t.insert(timeClockKiosks).values({
      facilityId: facility.id,
      deviceId: input.deviceId,
      secretHash: hashToken(secret),
      deviceLabel: deviceLabel(input.userAgent),
      pairedAt: now,
      pairedBy: user.id,
      lastSeenAt: now,
    });
    await ctx.audit('time_clock_kiosk.pair', { target: input.deviceId }, t);
    return kioskOfDevice(t, facility.id, input.deviceId);
  });
  return { kiosk_secret: secret, kiosk };
}

/** DELETE facilities/time-clock-kiosks/{deviceId}: the device stops being a time clock at once. */
export async function revokeKiosk(ctx: Ctx, { deviceId }: { deviceId: string }, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const now = ctx.deps.clock.now();
  return transaction(ctx, tx, async (t) => {
    await kioskOfDevice(t, facility.id, deviceId);
    const revoked = await t
      .update(timeClockKiosks)
      .set({ revokedAt: now, revokedBy: user.id })
      .where(and(eq(timeClockKiosks.facilityId, facility.id), eq(timeClockKiosks.deviceId, deviceId), live))
      .returning({ id: timeClockKiosks.id });
    if (revoked.length > 0) await ctx.audit('time_clock_kiosk.revoke', { target: deviceId }, t);
    return kioskOfDevice(t, facility.id, deviceId);
  });
}

/** A paired device at work: the pairing, its facility and where it stands. */
export type Kiosk = {
  id: string;
  facilityId: string;
  facilityName: string;
  timezone: ReturnType<typeof checkedZone>;
  location: string;
};

/**
 * The kiosk routes' access check (they are public: the device has no session). A missing, unknown
 * or revoked secret is one 401 with the kiosk page's message; a known one is seen now.
 */
export async function kioskOf(ctx: Ctx, secret: string | undefined): Promise<Kiosk> {
  const { db } = ctx.deps;
  if (secret) {
    const device = deviceDirectory(db);
    const facility = facilityNamesAndZones(db);
    const [row] = await db
      .select({
        id: timeClockKiosks.id,
        facilityId: timeClockKiosks.facilityId,
        facilityName: facility.name,
        timezone: facility.timezone,
        location: device.location,
      })
      .from(timeClockKiosks)
      .innerJoin(device, eq(device.id, timeClockKiosks.deviceId))
      .innerJoin(facility, eq(facility.id, timeClockKiosks.facilityId))
      .where(and(eq(timeClockKiosks.secretHash, hashToken(secret)), live));
    if (row) {
      await db.update(timeClockKiosks).set({ lastSeenAt: ctx.deps.clock.now() }).where(eq(timeClockKiosks.id, row.id));
      return { ...row, timezone: checkedZone(row.timezone) };
    }
  }
  throw new AppError('UNAUTHENTICATED', productMessages.kioskDeviceInvalid);
}

/** GET time-clock/kiosk: the kiosk page's first call. */
export async function kioskHome(ctx: Ctx, secret: string | undefined) {
  const kiosk = await kioskOf(ctx, secret);
  return {
    facility_name: kiosk.facilityName,
    device_location: kiosk.location,
    timezone: kiosk.timezone,
    iana_zone: ianaZone(kiosk.timezone),
  };
}
