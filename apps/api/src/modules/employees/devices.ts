import type { CreateDeviceBody, Device } from '@careroster/shared/api/employees/devices';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';

type DeviceRow = typeof devices.$inferSelect;
const toDevice = (d: DeviceRow): Device => ({
  id: d.id,
  udid: d.udid,
  device_location: d.location,
  created_at: d.createdAt.toISOString(),
});

export async function listDevices(db: DbOrTx, facilityId: string) {
  const rows = await db.select().from(devices).where(eq(devices.facilityId, facilityId)).orderBy(asc(devices.location), asc(devices.id));
  return { count: rows.length, results: rows.map(toDevice) };
}

export async function createDevice(db: DbOrTx, facilityId: string, body: Required<CreateDeviceBody>) {
  const [row] = await db
    .insert(devices)
    .values({ facilityId, udid: body.udid, location: body.device_location })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [existing] = await db.select({ id: devices.id }).from(devices).where(and(eq(devices.facilityId, facilityId), eq(devices.udid, body.udid)));
    if (existing) throw new AppError('CONFLICT', productMessages.deviceAlreadyRegistered);
    throw new AppError('CONFLICT');
  }
  return toDevice(row);
}
