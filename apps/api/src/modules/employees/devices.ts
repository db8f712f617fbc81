import type { createDeviceBody, Device } from '@careroster/shared/api/employees/devices';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';

type DeviceRow = typeof devices.$inferSelect;
const toDevice = (d: DeviceRow): Device => ({
  id: d.id,
  udid: d.udid,
  device_location: d.location,
  created_at: d.createdAt.toISOString(),
});

export async function listDevices(ctx: Ctx) {
  const rows = await ctx.deps.db
    .select()
    .from(devices)
    .where(eq(devices.facilityId, facilityOf(ctx).id))
    .orderBy(asc(devices.location), asc(devices.id));
  return { count: rows.length, results: rows.map(toDevice) };
}

export async function createDevice(ctx: Ctx, input: z.output<typeof createDeviceBody>, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const [row] = await t
      .insert(devices)
      .values({ facilityId, udid: input.udid, location: input.device_location })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [existing] = await t
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.facilityId, facilityId), eq(devices.udid, input.udid)));
      if (existing) throw new AppError('CONFLICT', productMessages.deviceAlreadyRegistered);
      throw new AppError('CONFLICT');
    }
    await ctx.audit('device.create', { target: row.id }, t);
    after.publish({ type: 'devices.changed' });
    return toDevice(row);
  });
}

/**
 * The registered devices as a subquery other areas join by `id` (timekeeping pairs a device as the
 * facility's shared time clock, decision 067): where it stands is the registered location.
 */
export const deviceDirectory = (db: DbOrTx) =>
  db
    .select({ id: devices.id, facilityId: devices.facilityId, udid: devices.udid, location: devices.location })
    .from(devices)
    .as('registered_devices');
