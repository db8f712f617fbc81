import { pathOf } from '@careroster/shared/api/contract';
import { API_BASE } from '@careroster/shared/api/envelope';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { availableEmployeesContract } from '@careroster/shared/api/shifts/available-employees';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listApplicantsContract } from '@careroster/shared/api/shifts/list-applicants';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, credentials, positions } from '../../src/db/schema';
import { applyToPosition } from '../../src/modules/shifts/applicants';
import { type BodyOf, type QueryOf } from '../helpers/contract-call';
import { systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

const available = (shiftId: string, positionId: string, extra: Omit<QueryOf<typeof availableEmployeesContract>, 'position_id'> = {}) =>
  t.call(availableEmployeesContract, {
    params: { id: shiftId },
    query: { position_id: positionId, status: 'ACTIVE', ...extra },
    headers: s.admin,
  });
const assign = (shiftId: string, positionId: string, ids: string[]) =>
  t.call(assignEmployeesContract, {
    params: { id: shiftId },
    body: { nurses: ids.map((id) => ({ id })), position: positionId },
    headers: s.admin,
  });
type Decision = BodyOf<typeof decideApplicantContract>;
const idsOf = (data: { results: { id: string }[] }) => data.results.map((r) => r.id);

describe('GET facilities/shifts/{id}/employees-available', () => {
  it('offers only nurses who fit title, type, credentials, rates and time', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 12 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.LPN, applicableFor: ['IN', 'EN'] });
    const opts = { jobTitleId: JOB_TITLE_IDS.LPN, last: 'Zzyzx' };
    const fits = await addNurse(t, s.sunrise, opts);
    const walkIn = await addNurse(t, s.sunrise, { ...opts, workerType: 'WN' });
    const external = await addNurse(t, s.sunrise, { ...opts, workerType: 'EN' });
    const refused = [
      await addNurse(t, s.sunrise, { ...opts, workerType: 'AN' }),
      await addNurse(t, s.sunrise, { ...opts, jobTitleId: JOB_TITLE_IDS.RN }),
      await addNurse(t, s.sunrise, { ...opts, status: 'INACTIVE' }),
      await addNurse(t, s.sunrise, { ...opts, credential: 'expired' }),
      await addNurse(t, s.sunrise, { ...opts, credential: 'pending' }),
      await addNurse(t, s.sunrise, { ...opts, credential: 'none' }),
      await addNurse(t, s.sunrise, { ...opts, monthlyRateCents: null }),
    ];
    const busy = await addNurse(t, s.sunrise, opts);
    const other = await addShift(t, s.sunrise, { daysAhead: 12, start: '11:00', end: '19:00' });
    const otherPosition = await addPosition(t, other, { jobTitleId: JOB_TITLE_IDS.LPN });
    expect((await assign(other.id, otherPosition.id, [busy.id])).statusCode).toBe(200);

    const data = (await available(shift.id, position.id, { search: 'zzyzx' })).data;
    expect(new Set(idsOf(data))).toEqual(new Set([fits.id, walkIn.id, external.id]));
    expect(data.count).toBe(3);
    for (const r of refused) expect(idsOf(data)).not.toContain(r.id);
    expect(data.results.find((r: { id: string }) => r.id === external.id)).toMatchObject({
      type: 'EN',
      job_title: 'Licensed Practical/Vocational Nurse',
    });
  });

  it('pages 10 at a time', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 13 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.CMA });
    for (let i = 0; i < 12; i += 1) await addNurse(t, s.sunrise, { jobTitleId: JOB_TITLE_IDS.CMA, last: 'Pager' });
    const first = (await available(shift.id, position.id, { search: 'pager' })).data;
    const second = (await available(shift.id, position.id, { search: 'pager', page: 2 })).data;
    expect([first.results.length, second.results.length, first.count, second.count]).toEqual([10, 2, 12, 12]);
  });
});

describe('PATCH facilities/shifts/{id}/employees', () => {
  it('assigns up to the open openings and answers a message', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 14 });
    const position = await addPosition(t, shift, { totalPositions: 3, acceptedCount: 1 });
    const nurses = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
    const over = await assign(
      shift.id,
      position.id,
      nurses.map((n) => n.id),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toEqual([messages.cannotSelectMoreNurses(2)]);
    const res = await assign(shift.id, position.id, [nurses[0]!.id, nurses[1]!.id]);
    expect(res.data).toEqual({ message: productMessages.nursesAssigned(2), assigned_count: 2, overtime: [] });
    const [stored] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(stored).toMatchObject({ assignedCount: 2, status: 'FILLED' });
  });

  it('refuses a nurse who does not fit or is already on the position', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 15 });
    const position = await addPosition(t, shift);
    const expired = await addNurse(t, s.sunrise, { credential: 'expired' });
    expect((await assign(shift.id, position.id, [expired.id])).json().error.message).toEqual([
      productMessages.nurseCredentialExpired(expired.name),
    ]);
    const nurse = await addNurse(t, s.sunrise);
    await assign(shift.id, position.id, [nurse.id]);
    expect((await assign(shift.id, position.id, [nurse.id])).json().error.message).toEqual([
      productMessages.nurseAlreadyOnPosition(nurse.name),
    ]);
  });

  it('refuses a nurse booked in an overlapping shift, and maps the constraint to 409', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const a = await addShift(t, s.sunrise, { daysAhead: 16 });
    const b = await addShift(t, s.sunrise, { daysAhead: 16, start: '14:00', end: '22:00' });
    const pa = await addPosition(t, a);
    const pb = await addPosition(t, b);
    expect((await assign(a.id, pa.id, [nurse.id])).statusCode).toBe(200);
    const res = await assign(b.id, pb.id, [nurse.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toEqual([productMessages.nurseAlreadyBooked(nurse.name)]);
  });
});

describe('applicants', () => {
  it('accepts against the openings, rejects, and refuses a second decision', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 17 });
    const position = await addPosition(t, shift, { totalPositions: 1 });
    const [first, second, third] = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
    const apps = [];
    for (const n of [first, second, third])
      apps.push(await applyToPosition(systemCtx(t), { facilityId: s.sunrise, positionId: position.id, employeeId: n.id }));
    const list = (await t.call(listApplicantsContract, { params: { id: shift.id }, headers: s.admin })).data;
    expect(list.map((a: { status: string }) => a.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    const decide = (applicationId: string, status: Decision['status']) =>
      t.call(decideApplicantContract, { params: { id: shift.id, applicationId }, body: { status }, headers: s.admin });
    const accepted = await decide(apps[0]!.id, 'ACCEPTED');
    expect(accepted.data).toMatchObject({ status: 'ACCEPTED', employee_id: first.id });
    const full = await decide(apps[1]!.id, 'ACCEPTED');
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toEqual([productMessages.noOpeningsLeft]);
    expect((await decide(apps[2]!.id, 'REJECTED')).data.status).toBe('REJECTED');
    expect((await decide(apps[2]!.id, 'ACCEPTED')).json().error.message).toEqual([productMessages.applicationDecided]);
    const [stored] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(stored).toMatchObject({ acceptedCount: 1, assignedCount: 0, status: 'FILLED' });
  });

  it('names the rule that refuses an applicant: booking, credential, worker type, capacity', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 21 });
    const position = await addPosition(t, shift, { totalPositions: 1, applicableFor: ['IN'] });
    const [booked, lapsing, agency, fits, late] = [
      await addNurse(t, s.sunrise),
      await addNurse(t, s.sunrise),
      await addNurse(t, s.sunrise, { workerType: 'AN' }),
      await addNurse(t, s.sunrise),
      await addNurse(t, s.sunrise),
    ];
    const apply = (employeeId: string) => applyToPosition(systemCtx(t), { facilityId: s.sunrise, positionId: position.id, employeeId });
    const apps = [];
    for (const n of [booked, lapsing, fits, late]) apps.push(await apply(n.id));
    // After applying: booked elsewhere, a credential lapsing, or the position closed to agencies.
    const other = await addShift(t, s.sunrise, { daysAhead: 21, start: '10:00', end: '18:00' });
    expect((await assign(other.id, (await addPosition(t, other)).id, [booked.id])).statusCode).toBe(200);
    await t.deps.db.update(credentials).set({ status: 'CREDENTIAL_EXPIRED' }).where(eq(credentials.nurseId, lapsing.nurseId));
    await expect(apply(agency.id)).rejects.toMatchObject({
      messages: [productMessages.nurseTypeNotApplicable(agency.name, 'Agency')],
    });

    const decide = (applicationId: string) =>
      t.call(decideApplicantContract, { params: { id: shift.id, applicationId }, body: { status: 'ACCEPTED' }, headers: s.admin });
    const refusal = async (id: string): Promise<string[]> => {
      const res = await decide(id);
      expect(res.statusCode).toBe(409);
      return res.json<{ error: { message: string[] } }>().error.message;
    };
    expect(await refusal(apps[0]!.id)).toEqual([productMessages.nurseAlreadyBooked(booked.name)]);
    expect(await refusal(apps[1]!.id)).toEqual([productMessages.nurseCredentialExpired(lapsing.name)]);
    expect((await decide(apps[2]!.id)).statusCode).toBe(200);
    expect(await refusal(apps[3]!.id)).toEqual([productMessages.noOpeningsLeft]);
  });

  it('auto-approves while openings remain, then leaves applications pending', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 18 });
    const position = await addPosition(t, shift, { totalPositions: 1, autoApprove: true });
    const a = await applyToPosition(systemCtx(t), {
      facilityId: s.sunrise,
      positionId: position.id,
      employeeId: (await addNurse(t, s.sunrise)).id,
    });
    const b = await applyToPosition(systemCtx(t), {
      facilityId: s.sunrise,
      positionId: position.id,
      employeeId: (await addNurse(t, s.sunrise)).id,
    });
    expect([a.status, b.status]).toEqual(['ACCEPTED', 'PENDING']);
    const shifts = (await t.call(getShiftContract, { params: { id: shift.id }, headers: s.admin })).data;
    expect(shifts).toMatchObject({ open_positions: 0, applicants: 1 });
    expect((await t.deps.db.select().from(applications).where(eq(applications.positionId, position.id))).length).toBe(2);
  });
});

describe('catalog', () => {
  it('lists the facility agencies with favourites and the job titles', async () => {
    const agencies = (await t.call(listAgenciesContract, { headers: s.admin })).data;
    expect(agencies.length).toBeGreaterThan(1);
    expect(agencies.filter((a: { is_favorite: boolean }) => a.is_favorite)).toHaveLength(2);
    const titles = await t.call(listJobTitlesContract, { headers: s.admin });
    expect(titles.json().statusCode).toBe(200);
    expect(titles.data).toContainEqual({ id: JOB_TITLE_IDS.RN, name: 'Registered Nurse', abbreviation: 'RN' });
  });
});

describe('over real HTTP', () => {
  it('assigns a nurse through a listening server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const shift = await addShift(t, s.sunrise, { daysAhead: 19 });
    const position = await addPosition(t, shift, { totalPositions: 1 });
    const nurse = await addNurse(t, s.sunrise);
    // Over the socket, not inject: the URL and method are still the contract's.
    const res = await fetch(`${address}${API_BASE}${pathOf(assignEmployeesContract, { id: shift.id })}`, {
      method: assignEmployeesContract.method,
      headers: { ...s.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ nurses: [{ id: nurse.id }], position: position.id }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { message: string } }).data.message).toBe(productMessages.nursesAssigned(1));
  });
});
