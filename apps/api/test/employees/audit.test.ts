/** Audit rows are written by the services, in the same transaction as the change they record. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices, facilities } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { createDevice } from '../../src/modules/employees/devices';
import { checkedZone, createContext } from '../../src/platform/context';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sunrise: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  admin = bearer((await t.login(demoUsers.admin)).token, sunrise);
});
afterAll(() => t.close());

const auditOf = (action: string, target: string) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('audit through ctx', () => {
  it('records a new device with the request, the user and the facility', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/facilities/devices'),
      headers: admin,
      payload: { udid: 'AUDIT-1', device_location: 'Front Desk' },
    });
    expect(res.statusCode).toBe(200);
    const device = res.json<{ data: { id: string } }>().data;
    const [row] = await auditOf('device.create', device.id);
    expect(row).toMatchObject({ facilityId: sunrise, requestId: expect.any(String) });
    expect(row!.userId).not.toBeNull();
  });

  it('writes nothing, neither the device nor its audit row, when the caller rolls back', async () => {
    const [facility] = await t.deps.db.select().from(facilities).where(eq(facilities.id, sunrise));
    const ctx = createContext({
      requestId: 'audit-rollback',
      log: t.app.log,
      deps: t.deps,
      facility: { id: sunrise, name: facility!.name, role: 'ADMIN', timezone: checkedZone(facility!.timezone) },
    });
    let created = '';
    await expect(
      t.deps.db.transaction(async (tx) => {
        created = (await createDevice(ctx, { udid: 'AUDIT-2', device_location: 'Back Door' }, tx)).id;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(created).not.toBe('');
    expect(await t.deps.db.select().from(devices).where(eq(devices.id, created))).toEqual([]);
    expect(await auditOf('device.create', created)).toEqual([]);
  });
});
