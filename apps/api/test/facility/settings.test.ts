/** The /settings page's API: payroll setting, facility profile and the audit log. */
import type { Address } from '@careroster/shared/api/facility/get-address';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { dataOf, formFields, messagesOf } from './helpers';

let t: TestApp;
let sunrise: string;
let maple: string;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  maple = await t.mapleId();
  admin = bearer((await t.login(demoUsers.admin)).token, sunrise);
  manager = bearer((await t.login(demoUsers.manager)).token, maple);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api(url), headers });
const setPayroll = (headers: Record<string, string>, value: string) => {
  const form = formFields({ payroll_setting: value });
  return t.app.inject({ method: 'PATCH', url: api('/update-facility'), headers: { ...headers, ...form.headers }, payload: form.payload });
};
const periodDays = async (headers: Record<string, string>) => {
  const { period } = dataOf<{ period: { start: string; end: string } }>(await get('/facilities/timesheet', headers));
  return (Date.parse(period.end) - Date.parse(period.start)) / 86_400_000 + 1;
};

describe('payroll setting', () => {
  it('moves the timesheet to two-week periods and back, answered by GET /address too, and audited', async () => {
    expect(dataOf<Address>(await get('/address', admin)).payroll_setting).toBe('WEEKLY');
    expect(await periodDays(admin)).toBe(7);

    expect(dataOf<{ payroll_setting: string }>(await setPayroll(admin, 'BIWEEKLY')).payroll_setting).toBe('BIWEEKLY');
    expect(dataOf<Address>(await get('/address', admin)).payroll_setting).toBe('BIWEEKLY');
    expect(await periodDays(admin)).toBe(14);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility.payroll_setting_changed'), eq(auditLog.facilityId, sunrise)));
    expect(rows.at(-1)?.detail).toBe('WEEKLY -> BIWEEKLY');

    dataOf(await setPayroll(admin, 'WEEKLY'));
    expect(await periodDays(admin)).toBe(7);
  });

  it("refuses a manager (403) and a value that is not WEEKLY or BIWEEKLY (422 with the spec's message)", async () => {
    const refused = await setPayroll(manager, 'BIWEEKLY');
    expect(refused.statusCode).toBe(403);
    const bad = await setPayroll(admin, 'MONTHLY');
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual([messages.payrollUpdateFailed]);
    expect(dataOf<Address>(await get('/address', admin)).payroll_setting).toBe('WEEKLY');
    expect(dataOf<Address>(await get('/address', manager)).payroll_setting).toBe('WEEKLY');
  });

  it('refuses a NUL byte in a form field (422), as the input guard does for JSON, and saves nothing', async () => {
    const body = formFields({ entity_legal_name: 'Sunrise\u0000Care' });
    const res = await t.app.inject({ method: 'PATCH', url: api('/update-facility'), payload: body.payload, headers: { ...admin, ...body.headers } });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual([productMessages.nulCharacter]);
  });
});

/** What the profile form sends: the address without what it does not edit. */
const formOf = ({ name, address_line1, address_line2, city, state, zip, timezone, latitude, longitude, geofence_radius_metres }: Address) => ({
  name, address_line1, address_line2, city, state, zip, timezone, latitude, longitude, geofence_radius_metres,
});

describe('facility profile', () => {
  const patch = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: api('/facilities/profile'), headers, payload });

  it('saves the whole profile, coordinates and radius included, and audits the changed fields only', async () => {
    const before = dataOf<Address>(await get('/address', admin));
    const form = formOf(before);
    const saved = dataOf<{ address: Address; message: string }>(
      await patch(admin, { ...form, city: 'Tampa Bay', zip: '33602-1234', latitude: 27.95, longitude: -82.46, geofence_radius_metres: 250 }),
    );
    expect(saved.message).toBe(productMessages.profileSaved);
    expect(saved.address).toMatchObject({ city: 'Tampa Bay', zip: '33602-1234', latitude: 27.95, longitude: -82.46, geofence_radius_metres: 250 });
    const settings = dataOf<{ latitude: number; geofence_radius_metres: number }>(await get('/facilities/timekeeping-settings', admin));
    expect(settings).toMatchObject({ latitude: 27.95, geofence_radius_metres: 250 });
    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility.profile_updated'), eq(auditLog.facilityId, sunrise)));
    expect(row?.detail).toBe('city,zip,latitude,longitude,geofence_radius_metres');
    dataOf(await patch(admin, form));
  });

  it('refuses bad fields with their messages and saves nothing', async () => {
    const before = dataOf<Address>(await get('/address', admin));
    const form = formOf(before);
    const bad = await patch(admin, { ...form, name: ' ', state: 'Florida', zip: '123', timezone: 'XYZ', latitude: 91, longitude: null, geofence_radius_metres: 50 });
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual(
      expect.arrayContaining([
        productMessages.profileNameInvalid,
        productMessages.profileStateInvalid,
        productMessages.profileZipInvalid,
        productMessages.profileTimezoneInvalid,
        productMessages.timekeepingLatitudeInvalid,
        productMessages.timekeepingGeofenceInvalid(200, 10_000),
      ]),
    );
    const half = await patch(admin, { ...form, latitude: 27.9, longitude: null });
    expect(messagesOf(half)).toEqual([productMessages.timekeepingCoordinatesTogether]);
    expect(dataOf<Address>(await get('/address', admin))).toEqual(before);
  });

  it('is not a manager\'s to change (403)', async () => {
    const res = await patch(manager, { name: 'Mine now' });
    expect(res.statusCode).toBe(403);
  });
});

describe('audit log', () => {
  type Page = { count: number; results: { action: string; user_name: string | null; at: string; detail: string | null }[]; actions: string[]; users: { id: string; name: string }[] };

  it('lists the facility rows newest first, filtered by action, user and dates', async () => {
    dataOf(await setPayroll(admin, 'BIWEEKLY'));
    dataOf(await setPayroll(admin, 'WEEKLY'));
    const all = dataOf<Page>(await get('/facilities/audit-log?page_size=5', admin));
    expect(all.results.length).toBeLessThanOrEqual(5);
    expect(all.actions).toContain('facility.payroll_setting_changed');
    const times = all.results.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);

    const payroll = dataOf<Page>(await get('/facilities/audit-log?action=facility.payroll_setting_changed&page_size=40', admin));
    expect(payroll.results.every((r) => r.action === 'facility.payroll_setting_changed')).toBe(true);
    expect(payroll.results[0]).toMatchObject({ detail: 'BIWEEKLY -> WEEKLY', user_name: expect.stringMatching(/\S+ \S+/) });

    const adminId = all.users.find((u) => payroll.results[0]!.user_name === u.name)!.id;
    const byUser = dataOf<Page>(await get(`/facilities/audit-log?user_id=${adminId}&page_size=40`, admin));
    expect(byUser.results.every((r) => r.user_name === payroll.results[0]!.user_name)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const future = dataOf<Page>(await get('/facilities/audit-log?from=2999-01-01', admin));
    expect(future.count).toBe(0);
    const past = dataOf<Page>(await get('/facilities/audit-log?to=2000-01-01', admin));
    expect(past.count).toBe(0);
    const around = dataOf<Page>(await get(`/facilities/audit-log?action=facility.payroll_setting_changed&from=2000-01-01&to=${today}`, admin));
    expect(around.count).toBeGreaterThanOrEqual(2);
    const bad = await get('/facilities/audit-log?from=yesterday', admin);
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual([productMessages.invalidDate]);
  });

  it("never shows another facility's rows, and is not a manager's (403)", async () => {
    const mapleRows = await t.deps.db.select().from(auditLog).where(eq(auditLog.facilityId, maple));
    const page = dataOf<Page & { results: { id: string }[] }>(await get('/facilities/audit-log?page_size=100', admin));
    const ids = new Set(mapleRows.map((r) => r.id));
    expect(page.results.some((r) => ids.has((r as unknown as { id: string }).id))).toBe(false);
    expect((await get('/facilities/audit-log', manager)).statusCode).toBe(403);
  });
});
