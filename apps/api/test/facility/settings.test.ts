/** The /settings page's API: payroll setting, facility profile and the audit log. */
import type { Address } from '@careroster/shared/api/facility/get-address';
import { messages, productMessages } from '@careroster/shared/messages';
import { auditLogContract } from '@careroster/shared/api/facility/audit-log';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { updateFacilityContract } from '@careroster/shared/api/facility/update-facility';
import { updateProfileContract } from '@careroster/shared/api/facility/update-profile';
import { listTimesheetContract } from '@careroster/shared/api/timekeeping/list-timesheet';
import { getTimekeepingSettingsContract } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { type BodyOf, dataOf, messagesOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

const setPayroll = (headers: Record<string, string>, value: string) => {
  const form = new FormData();
  form.set('payroll_setting', value);
  return t.call(updateFacilityContract, { body: form, headers });
};
const periodDays = async (headers: Record<string, string>) => {
  const { period } = (await t.call(listTimesheetContract, { headers })).data;
  return (Date.parse(period.end) - Date.parse(period.start)) / 86_400_000 + 1;
};

describe('payroll setting', () => {
  it('moves the timesheet to two-week periods and back, answered by GET /address too, and audited', async () => {
    expect((await t.call(getAddressContract, { headers: s.admin })).data.payroll_setting).toBe('WEEKLY');
    expect(await periodDays(s.admin)).toBe(7);

    expect((await setPayroll(s.admin, 'BIWEEKLY')).data.payroll_setting).toBe('BIWEEKLY');
    expect((await t.call(getAddressContract, { headers: s.admin })).data.payroll_setting).toBe('BIWEEKLY');
    expect(await periodDays(s.admin)).toBe(14);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility.payroll_setting_changed'), eq(auditLog.facilityId, s.sunrise)));
    expect(rows.at(-1)?.detail).toBe('WEEKLY -> BIWEEKLY');

    dataOf(await setPayroll(s.admin, 'WEEKLY'));
    expect(await periodDays(s.admin)).toBe(7);
  });

  it("refuses a manager (403) and a value that is not WEEKLY or BIWEEKLY (422 with the spec's message)", async () => {
    const refused = await setPayroll(s.manager, 'BIWEEKLY');
    expect(refused.statusCode).toBe(403);
    const bad = await setPayroll(s.admin, 'MONTHLY');
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual([messages.payrollUpdateFailed]);
    expect((await t.call(getAddressContract, { headers: s.admin })).data.payroll_setting).toBe('WEEKLY');
    expect((await t.call(getAddressContract, { headers: s.manager })).data.payroll_setting).toBe('WEEKLY');
  });

  it('refuses a NUL byte in a form field (422), as the input guard does for JSON, and saves nothing', async () => {
    const body = new FormData();
    body.set('entity_legal_name', 'Sunrise\u0000Care');
    const res = await t.call(updateFacilityContract, { body, headers: s.admin });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual([productMessages.nulCharacter]);
  });
});

/** What the profile form sends: the address without what it does not edit. */
const formOf = ({
  name,
  address_line1,
  address_line2,
  city,
  state,
  zip,
  timezone,
  latitude,
  longitude,
  geofence_radius_metres,
}: Address) => ({
  name,
  address_line1,
  address_line2,
  city,
  state,
  zip,
  timezone,
  latitude,
  longitude,
  geofence_radius_metres,
});

describe('facility profile', () => {
  // Some profiles here are malformed on purpose (an unknown zone, a missing field), for the server to refuse.
  const patch = (headers: Record<string, string>, payload: object) =>
    t.call(updateProfileContract, { body: payload as BodyOf<typeof updateProfileContract>, headers });

  it('saves the whole profile, coordinates and radius included, and audits the changed fields only', async () => {
    const before = (await t.call(getAddressContract, { headers: s.admin })).data;
    const form = formOf(before);
    const saved = (
      await patch(s.admin, {
        ...form,
        city: 'Tampa Bay',
        state: 'fl',
        zip: '33602-1234',
        latitude: 27.95,
        longitude: -82.46,
        geofence_radius_metres: 250,
      })
    ).data;
    expect(saved.message).toBe(productMessages.profileSaved);
    expect(saved.address).toMatchObject({
      city: 'Tampa Bay',
      state: 'FL',
      zip: '33602-1234',
      latitude: 27.95,
      longitude: -82.46,
      geofence_radius_metres: 250,
    });
    const settings = (await t.call(getTimekeepingSettingsContract, { headers: s.admin })).data;
    expect(settings).toMatchObject({ latitude: 27.95, geofence_radius_metres: 250 });
    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility.profile_updated'), eq(auditLog.facilityId, s.sunrise)));
    expect(row?.detail).toBe('city,zip,latitude,longitude,geofence_radius_metres');
    dataOf(await patch(s.admin, form));
  });

  it('refuses bad fields with their messages and saves nothing', async () => {
    const before = (await t.call(getAddressContract, { headers: s.admin })).data;
    const form = formOf(before);
    const bad = await patch(s.admin, {
      ...form,
      name: ' ',
      state: 'Florida',
      zip: '123',
      timezone: 'XYZ',
      latitude: 91,
      longitude: null,
      geofence_radius_metres: 50,
    });
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
    // Decision 078: the state is one of the list's codes; the outlying islands have no mail code.
    for (const state of ['XX', 'UM'])
      expect(messagesOf(await patch(s.admin, { ...form, state }))).toEqual([productMessages.profileStateInvalid]);
    const half = await patch(s.admin, { ...form, latitude: 27.9, longitude: null });
    expect(messagesOf(half)).toEqual([productMessages.timekeepingCoordinatesTogether]);
    expect((await t.call(getAddressContract, { headers: s.admin })).data).toEqual(before);
  });

  it("is not a manager's to change (403)", async () => {
    const res = await patch(s.manager, { name: 'Mine now' });
    expect(res.statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('lists the facility rows newest first, filtered by action, user and dates', async () => {
    dataOf(await setPayroll(s.admin, 'BIWEEKLY'));
    dataOf(await setPayroll(s.admin, 'WEEKLY'));
    const all = (await t.call(auditLogContract, { query: { page_size: '5' }, headers: s.admin })).data;
    expect(all.results.length).toBeLessThanOrEqual(5);
    expect(all.actions).toContain('facility.payroll_setting_changed');
    const times = all.results.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);

    const payroll = (
      await t.call(auditLogContract, { query: { action: 'facility.payroll_setting_changed', page_size: '40' }, headers: s.admin })
    ).data;
    expect(payroll.results.every((r) => r.action === 'facility.payroll_setting_changed')).toBe(true);
    expect(payroll.results[0]).toMatchObject({ detail: 'BIWEEKLY -> WEEKLY', user_name: expect.stringMatching(/\S+ \S+/) });

    const adminId = all.users.find((u) => payroll.results[0]!.user_name === u.name)!.id;
    const byUser = (await t.call(auditLogContract, { query: { user_id: adminId, page_size: '40' }, headers: s.admin })).data;
    expect(byUser.results.every((r) => r.user_name === payroll.results[0]!.user_name)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const future = (await t.call(auditLogContract, { query: { from: '2999-01-01' }, headers: s.admin })).data;
    expect(future.count).toBe(0);
    const past = (await t.call(auditLogContract, { query: { to: '2000-01-01' }, headers: s.admin })).data;
    expect(past.count).toBe(0);
    const around = (
      await t.call(auditLogContract, {
        query: { action: 'facility.payroll_setting_changed', from: '2000-01-01', to: today },
        headers: s.admin,
      })
    ).data;
    expect(around.count).toBeGreaterThanOrEqual(2);
    const bad = await t.call(auditLogContract, { query: { from: 'yesterday' }, headers: s.admin });
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual([productMessages.invalidDate]);
  });

  it("never shows another facility's rows, and is not a manager's (403)", async () => {
    const mapleRows = await t.deps.db.select().from(auditLog).where(eq(auditLog.facilityId, s.maple));
    const page = (await t.call(auditLogContract, { query: { page_size: '100' }, headers: s.admin })).data;
    const ids = new Set(mapleRows.map((r) => r.id));
    expect(page.results.some((r) => ids.has((r as unknown as { id: string }).id))).toBe(false);
    expect((await t.call(auditLogContract, { headers: s.manager })).statusCode).toBe(403);
  });
});
