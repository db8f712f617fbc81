/** Audit rows are written by the services, in the same transaction as the change they record. */
import { createDeviceContract } from '@careroster/shared/api/employees/devices';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, devices, facilities } from '../../src/db/schema';
import { createDevice } from '../../src/modules/employees/devices';
import { checkedZone, createContext } from '../../src/platform/context';
import { transaction } from '../../src/platform/effects';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

const auditOf = (action: string, target: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('audit through ctx', () => {
  it('records a new device with the request, the user and the facility', async () => {
    const res = await t.call(createDeviceContract, { body: { udid: 'AUDIT-1', device_location: 'Front Desk' }, headers: s.admin });
    expect(res.statusCode).toBe(200);
    const device = res.data;
    const [row] = await auditOf('device.create', device.id);
    expect(row).toMatchObject({ facilityId: s.sunrise, requestId: expect.any(String) });
    expect(row!.userId).not.toBeNull();
  });

  it('writes nothing, neither the device nor its audit row, when the caller rolls back', async () => {
    const [facility] = await t.deps.db.select().from(facilities).where(eq(facilities.id, s.sunrise));
    const ctx = createContext({
      requestId: 'audit-rollback',
      log: t.app.log,
      deps: t.deps,
      facility: { id: s.sunrise, name: facility!.name, role: 'ADMIN', timezone: checkedZone(facility!.timezone) },
    });
    let created = '';
    await expect(
      // The caller's own transaction, opened the one way (platform/effects.ts), as a service's would be.
      transaction(ctx, undefined, async (tx) => {
        created = (await createDevice(ctx, { udid: 'AUDIT-2', device_location: 'Back Door' }, tx)).id;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(created).not.toBe('');
    expect(await t.deps.db.select().from(devices).where(eq(devices.id, created))).toEqual([]);
    expect(await auditOf('device.create', created)).toEqual([]);
  });
});
