import {
  createMyRosterRequestContract,
  createRosterRequestContract,
  deleteMyRosterRequestContract,
  deleteRosterRequestContract,
  listRosterRequestsContract,
  myRosterRequestsContract,
} from '@careroster/shared/api/rostering/requests';
import { getTeamContract } from '@careroster/shared/api/rostering/team';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { getMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import { listMasterTimingsContract } from '@careroster/shared/api/structure/master-timings';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { REQUEST_SPAN_DAYS_MAX, REQUEST_WEIGHT_MAX } from '@careroster/shared/rostering/facility-problem';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { employees, rosterRequests } from '../../src/db/schema';
import { type BodyOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { deviceFor, todayAt } from '../pto/helpers';

const t = useTestApp();
const s = useDemoSessions(t);
/** Sunrise's today on the suite's fixed clock. */
let today: string;

beforeAll(async () => {
  today = await todayAt(t, s.sunrise);
});

type Headers = Record<string, string>;
type StaffBody = BodyOf<typeof createRosterRequestContract>;

const timings = async (headers: Headers = s.admin) => (await t.call(listMasterTimingsContract, { headers })).data.results;
const unitNamed = async (name: string, headers: Headers = s.admin) =>
  (await t.call(getMasterScheduleContract, { headers })).data.units.find((u) => u.name === name)!;
const list = (query: { from: string; to: string; unit_id?: string }, headers: Headers = s.admin) =>
  t.call(listRosterRequestsContract, { query, headers });
const create = (body: StaffBody, headers: Headers = s.admin) => t.call(createRosterRequestContract, { body, headers });
const remove = (requestId: string, headers: Headers = s.admin) => t.call(deleteRosterRequestContract, { params: { requestId }, headers });

/** Staff of a facility who work nowhere else and are on no roster team, none with a roster request yet. */
async function quietStaff(facilityId: string, n: number) {
  const rows = await t.deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        sql`not exists (select 1 from employees o where o.nurse_id = ${employees.nurseId} and o.facility_id <> ${facilityId})`,
        sql`not exists (select 1 from roster_requests r where r.employee_id = ${employees.id})`,
        sql`not exists (select 1 from roster_team_members m where m.employee_id = ${employees.id})`,
      ),
    )
    .orderBy(employees.empId)
    .limit(n);
  if (rows.length < n) throw new Error(`only ${rows.length} quiet staff`);
  return rows.map((r) => r.id);
}

describe('requests, staff side', () => {
  it('enters requests for a nurse: one per day and timing (409), whole day and a timing apart, not in the past', async () => {
    const [nurse] = await quietStaff(s.sunrise, 1);
    const morning = (await timings()).find((r) => r.preset === 'morning')!;
    const day = addDays(today, 3);
    const off = await create({ employee_id: nurse!, date: day, kind: 'OFF', weight: 7, note: ' Wedding ' });
    expect(off.data).toMatchObject({
      employee_id: nurse,
      date: day,
      timing_id: null,
      kind: 'OFF',
      weight: 7,
      note: 'Wedding',
      source: 'STAFF',
    });
    expect(off.data.employee_name.length).toBeGreaterThan(0);
    const on = await create({ employee_id: nurse!, date: day, timing_id: morning.id, kind: 'ON', weight: 2 });
    expect(on.data).toMatchObject({ timing_id: morning.id, kind: 'ON', note: null });

    expect(refused(await create({ employee_id: nurse!, date: day, kind: 'ON', weight: 1 }), 409)).toEqual([
      productMessages.rosterRequestTaken,
    ]);
    expect(refused(await create({ employee_id: nurse!, date: day, timing_id: morning.id, kind: 'OFF', weight: 1 }), 409)).toEqual([
      productMessages.rosterRequestTaken,
    ]);
    // Today is still open; yesterday is not.
    expect((await create({ employee_id: nurse!, date: today, kind: 'OFF', weight: 1 })).statusCode).toBe(200);
    expect(refused(await create({ employee_id: nurse!, date: addDays(today, -1), kind: 'OFF', weight: 1 }), 422)).toEqual([
      productMessages.rosterRequestPast,
    ]);
    expect(refused(await create({ employee_id: nurse!, date: day, kind: 'OFF', weight: REQUEST_WEIGHT_MAX + 1 }), 422)).toContain(
      productMessages.rosterRequestWeightRange(REQUEST_WEIGHT_MAX),
    );
    expect(refused(await create({ employee_id: nurse!, date: day, kind: 'OFF', weight: 0 }), 422)).toContain(
      productMessages.rosterRequestWeightRange(REQUEST_WEIGHT_MAX),
    );
    const mapleMorning = (await timings(s.ownerAtMaple)).find((r) => r.preset === 'morning')!;
    const foreignTiming = await create({ employee_id: nurse!, date: addDays(day, 1), timing_id: mapleMorning.id, kind: 'ON', weight: 1 });
    expect(refused(foreignTiming, 422)).toEqual([productMessages.rosterRequestUnknownTiming]);

    const [mapleNurse] = await quietStaff(s.maple, 1);
    refused(await create({ employee_id: mapleNurse!, date: day, kind: 'OFF', weight: 1 }), 404);
    expect(await t.deps.db.select().from(rosterRequests).where(eq(rosterRequests.employeeId, mapleNurse!))).toEqual([]);

    const [row] = await t.deps.db.select().from(rosterRequests).where(eq(rosterRequests.id, off.data.id));
    expect(row).toMatchObject({ facilityId: s.sunrise, source: 'STAFF' });
    expect(row!.createdBy).not.toBeNull();
  });

  it('lists a span (both ends, at most 100 days) of the facility or of one unit team, and deletes', async () => {
    const magnolia = await unitNamed('Magnolia Unit');
    const member = (await t.call(getTeamContract, { params: { unitId: magnolia.id }, headers: s.admin })).data.members[0]!;
    const [outsider] = await quietStaff(s.sunrise, 1);
    const first = addDays(today, 40);
    const last = addDays(today, 49);
    const mine = await create({ employee_id: member.employee_id, date: first, kind: 'OFF', weight: 3 });
    const theirs = await create({ employee_id: outsider!, date: last, kind: 'OFF', weight: 3 });
    const outside = await create({ employee_id: outsider!, date: addDays(last, 1), kind: 'OFF', weight: 3 });

    const all = (await list({ from: first, to: last })).data.results.map((r) => r.id);
    expect(all).toEqual([mine.data.id, theirs.data.id]);
    expect(all).not.toContain(outside.data.id);
    expect((await list({ from: first, to: last, unit_id: magnolia.id })).data.results.map((r) => r.id)).toEqual([mine.data.id]);
    // The demo's requests are the demo team's, in the coming weeks.
    expect((await list({ from: today, to: addDays(today, 30), unit_id: magnolia.id })).data.results.length).toBeGreaterThan(0);

    expect(refused(await list({ from: first, to: addDays(first, REQUEST_SPAN_DAYS_MAX) }), 422)).toEqual([
      productMessages.rosterRequestsSpan(REQUEST_SPAN_DAYS_MAX),
    ]);
    expect((await list({ from: first, to: addDays(first, REQUEST_SPAN_DAYS_MAX - 1) })).statusCode).toBe(200);
    expect(refused(await list({ from: last, to: first }), 422)).toEqual([productMessages.rosterRequestsSpan(REQUEST_SPAN_DAYS_MAX)]);
    refused(await list({ from: first, to: last, unit_id: (await unitNamed('Birch Unit', s.manager)).id }), 404);

    expect((await remove(theirs.data.id)).data.message).toBe(productMessages.rosterRequestDeleted);
    refused(await remove(theirs.data.id), 404);
    expect((await list({ from: first, to: last })).data.results.map((r) => r.id)).toEqual([mine.data.id]);
  });

  it("keeps each facility's requests its own; a manager enters and deletes Maple's", async () => {
    const [sunriseNurse] = await quietStaff(s.sunrise, 1);
    const day = addDays(today, 5);
    const sunrise = (await create({ employee_id: sunriseNurse!, date: day, kind: 'OFF', weight: 4 })).data;
    expect((await list({ from: day, to: day }, s.manager)).data.results.map((r) => r.id)).not.toContain(sunrise.id);
    refused(await remove(sunrise.id, s.manager), 404);
    expect(await t.deps.db.select().from(rosterRequests).where(eq(rosterRequests.id, sunrise.id))).toHaveLength(1);

    const [mapleNurse] = await quietStaff(s.maple, 1);
    const maple = await create({ employee_id: mapleNurse!, date: day, kind: 'ON', weight: 4 }, s.manager);
    expect(maple.data.source).toBe('STAFF');
    expect((await list({ from: day, to: day }, s.manager)).data.results.map((r) => r.id)).toContain(maple.data.id);
    refused(await remove(maple.data.id), 404);
    expect((await remove(maple.data.id, s.manager)).statusCode).toBe(200);
  });
});

describe('requests, nurse side (time-clock link)', () => {
  const as = (token: string | null): Record<string, string> => (token ? { [TIME_CLOCK_DEVICE_HEADER]: token } : {});
  const mine = (token: string | null) => t.call(myRosterRequestsContract, { headers: as(token) });
  const ask = (token: string | null, body: BodyOf<typeof createMyRosterRequestContract>) =>
    t.call(createMyRosterRequestContract, { body, headers: as(token) });
  const withdraw = (token: string | null, requestId: string) =>
    t.call(deleteMyRosterRequestContract, { params: { requestId }, headers: as(token) });

  it('shows her own requests from today on and the facility timings; she asks, then withdraws', async () => {
    const [nurse, colleague] = await quietStaff(s.sunrise, 2);
    const token = await deviceFor(t, s.sunrise, nurse!);
    // Her past request and a colleague's stay out of her list.
    await t.deps.db.insert(rosterRequests).values([
      { facilityId: s.sunrise, employeeId: nurse!, date: addDays(today, -2), kind: 'OFF', weight: 1, source: 'NURSE' },
      { facilityId: s.sunrise, employeeId: colleague!, date: addDays(today, 2), kind: 'OFF', weight: 1, source: 'NURSE' },
    ]);
    const before = (await mine(token)).data;
    expect(before.results).toEqual([]);
    const facilityTimings = await timings();
    expect(before.timings).toEqual(facilityTimings.map((r) => ({ id: r.id, code: r.code, name: r.name })));

    const night = facilityTimings.find((r) => r.preset === 'night')!;
    const asked = await ask(token, { date: addDays(today, 6), timing_id: night.id, kind: 'OFF', weight: 9, note: 'Daughter recital' });
    expect(asked.data).toMatchObject({ employee_id: nurse, timing_id: night.id, kind: 'OFF', weight: 9, source: 'NURSE' });
    const todays = (await ask(token, { date: today, kind: 'ON', weight: 2 })).data;
    expect((await mine(token)).data.results.map((r) => r.id)).toEqual([todays.id, asked.data.id]);
    const [row] = await t.deps.db.select().from(rosterRequests).where(eq(rosterRequests.id, asked.data.id));
    expect(row).toMatchObject({ facilityId: s.sunrise, employeeId: nurse, source: 'NURSE', createdBy: null });
    // The staff see it among the facility's.
    const staffSide = (await list({ from: today, to: addDays(today, 6) })).data.results;
    expect(staffSide.find((r) => r.id === asked.data.id)).toMatchObject({ source: 'NURSE' });

    expect(refused(await ask(token, { date: addDays(today, 6), timing_id: night.id, kind: 'ON', weight: 1 }), 409)).toEqual([
      productMessages.rosterRequestTaken,
    ]);
    expect(refused(await ask(token, { date: addDays(today, -1), kind: 'OFF', weight: 1 }), 422)).toEqual([
      productMessages.rosterRequestPast,
    ]);
    const mapleNight = (await timings(s.ownerAtMaple)).find((r) => r.preset === 'night')!;
    expect(refused(await ask(token, { date: addDays(today, 7), timing_id: mapleNight.id, kind: 'OFF', weight: 1 }), 422)).toEqual([
      productMessages.rosterRequestUnknownTiming,
    ]);

    // Her facility's schedulers hear of it: the event goes to the link's facility (the route has none of its own).
    const publish = vi.spyOn(t.deps.live, 'publish');
    try {
      expect((await withdraw(token, asked.data.id)).data.message).toBe(productMessages.rosterRequestDeleted);
      expect(publish).toHaveBeenCalledWith(s.sunrise, { type: 'roster.changed' });
    } finally {
      publish.mockRestore();
    }
    expect((await mine(token)).data.results.map((r) => r.id)).toEqual([todays.id]);
  });

  it("withdraws only her own (another's is 404 and stays), not a past day's", async () => {
    const [nurse, colleague] = await quietStaff(s.sunrise, 2);
    const token = await deviceFor(t, s.sunrise, nurse!);
    const otherToken = await deviceFor(t, s.sunrise, colleague!);
    const theirs = (await ask(otherToken, { date: addDays(today, 4), kind: 'OFF', weight: 5 })).data;
    refused(await withdraw(token, theirs.id), 404);
    expect((await mine(otherToken)).data.results.map((r) => r.id)).toEqual([theirs.id]);

    // Staff entered one for her: it is hers to withdraw too.
    const entered = (await create({ employee_id: nurse!, date: addDays(today, 8), kind: 'ON', weight: 3 })).data;
    expect((await mine(token)).data.results.map((r) => r.id)).toEqual([entered.id]);
    expect((await withdraw(token, entered.id)).statusCode).toBe(200);

    const [past] = await t.deps.db
      .insert(rosterRequests)
      .values({ facilityId: s.sunrise, employeeId: nurse!, date: addDays(today, -3), kind: 'OFF', weight: 1, source: 'NURSE' })
      .returning({ id: rosterRequests.id });
    expect(refused(await withdraw(token, past!.id), 422)).toEqual([productMessages.rosterRequestPastWithdraw]);

    // Another facility's nurse reaches none of Sunrise's.
    const [mapleNurse] = await quietStaff(s.maple, 1);
    const mapleToken = await deviceFor(t, s.maple, mapleNurse!);
    refused(await withdraw(mapleToken, theirs.id), 404);
    const mapleOwn = (await mine(mapleToken)).data;
    expect(mapleOwn.results).toEqual([]);
    expect(mapleOwn.timings.map((r) => r.id)).toEqual((await timings(s.ownerAtMaple)).map((r) => r.id));
  });

  it('refuses without a device, with an unknown or a revoked one (401)', async () => {
    const [nurse] = await quietStaff(s.sunrise, 1);
    const revoked = await deviceFor(t, s.sunrise, nurse!, { revoked: true });
    const body = { date: addDays(today, 10), kind: 'OFF' as const, weight: 1 };
    for (const token of [null, 'not-a-device-token', revoked]) {
      refused(await mine(token), 401);
      refused(await ask(token, body), 401);
      refused(await withdraw(token, '00000000-0000-4000-8000-000000000000'), 401);
    }
    expect(await t.deps.db.select().from(rosterRequests).where(eq(rosterRequests.employeeId, nurse!))).toEqual([]);
  });
});
