import {
  createPriorEmploymentContract,
  deletePriorEmploymentContract,
  listPriorEmploymentContract,
  updatePriorEmploymentContract,
  type PriorEmploymentBody,
} from '@careroster/shared/api/records/prior-employment';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { PRIOR_EMPLOYER_MAX_LENGTH } from '@careroster/shared/records/work-history';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { dataOf, messagesOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';

const t = useTestApp();
const sessions = useDemoSessions(t);

const entry: PriorEmploymentBody = {
  employer: 'Tampa General Hospital',
  job_title: 'Staff RN',
  from_month: '2019-04',
  to_month: '2023-08',
  city: 'Tampa',
  state: 'FL',
  reason_for_leaving: 'Moved closer to family',
  reference_name: 'Dana Whitfield',
  reference_phone: '(813) 555-0142',
};

const auditOf = (action: string, target: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

const create = (employeeId: string, body: PriorEmploymentBody, headers = sessions.admin) =>
  t.call(createPriorEmploymentContract, { params: { employeeId }, body, headers });

/** The month after the facility's current one, by the test clock in Sunrise's zone. */
const nextMonth = () => {
  const today = zonedDate(t.deps.clock.now(), 'EST');
  return addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7);
};

describe('prior employment', () => {
  it('adds, lists, edits and removes entries, each audited with what changed', async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const added = dataOf(await create(nurse.id, entry));
    expect(added).toMatchObject({ ...entry, employee_id: nurse.id });
    const current = dataOf(await create(nurse.id, { employer: 'Sunrise Home Health', job_title: 'Per diem RN', from_month: '2023-09' }));
    expect(current).toMatchObject({ to_month: null, city: null, reference_phone: null });

    const list = dataOf(await t.call(listPriorEmploymentContract, { params: { employeeId: nurse.id }, headers: sessions.admin }));
    expect(list.results.map((r) => r.employer)).toEqual(['Sunrise Home Health', 'Tampa General Hospital']);
    const [createdAudit] = await auditOf('prior_employment.create', added.id);
    expect(JSON.parse(createdAudit!.detail!)).toMatchObject({ employee_id: nurse.id, after: { employer: entry.employer } });

    const updated = dataOf(
      await t.call(updatePriorEmploymentContract, {
        params: { employeeId: nurse.id, priorEmploymentId: added.id },
        body: { ...entry, job_title: 'Charge RN', to_month: '2023-09', reference_phone: '' },
        headers: sessions.admin,
      }),
    );
    expect(updated).toMatchObject({ job_title: 'Charge RN', to_month: '2023-09', reference_phone: null });
    const [edit] = await auditOf('prior_employment.update', added.id);
    expect(JSON.parse(edit!.detail!)).toEqual({
      job_title: { before: 'Staff RN', after: 'Charge RN' },
      to_month: { before: '2023-08', after: '2023-09' },
      reference_phone: { before: '(813) 555-0142', after: null },
    });
    expect(edit).toMatchObject({ facilityId: sessions.sunrise, userId: expect.any(String) });

    const removed = await t.call(deletePriorEmploymentContract, {
      params: { employeeId: nurse.id, priorEmploymentId: added.id },
      headers: sessions.admin,
    });
    expect(dataOf(removed).message).toBe(productMessages.priorEmploymentRemoved);
    expect(JSON.parse((await auditOf('prior_employment.delete', added.id))[0]!.detail!)).toMatchObject({
      before: { employer: entry.employer, job_title: 'Charge RN' },
    });
    const again = await t.call(deletePriorEmploymentContract, {
      params: { employeeId: nurse.id, priorEmploymentId: added.id },
      headers: sessions.admin,
    });
    expect(again.statusCode).toBe(404);
    const left = dataOf(await t.call(listPriorEmploymentContract, { params: { employeeId: nurse.id }, headers: sessions.admin }));
    expect(left.results.map((r) => r.id)).toEqual([current.id]);
  });

  it('refuses bad input with a clear message per field and keeps what was saved', async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const saved = dataOf(await create(nurse.id, entry));
    const refused = async (body: Partial<PriorEmploymentBody>, message: string) => {
      const res = await create(nurse.id, { ...entry, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(messagesOf(res)).toContain(message);
    };
    await refused({ employer: '  ' }, productMessages.priorEmploymentEmployerRequired);
    await refused({ job_title: '' }, productMessages.priorEmploymentJobTitleRequired);
    await refused({ from_month: '' }, productMessages.priorEmploymentFromRequired);
    await refused({ from_month: '2020-13' }, productMessages.priorEmploymentMonthInvalid);
    await refused({ to_month: '2020-1' }, productMessages.priorEmploymentMonthInvalid);
    await refused({ from_month: '2022-05', to_month: '2022-04' }, productMessages.priorEmploymentToBeforeFrom);
    await refused({ to_month: nextMonth() }, productMessages.priorEmploymentMonthInFuture);
    await refused({ from_month: nextMonth(), to_month: null }, productMessages.priorEmploymentMonthInFuture);
    await refused({ reference_phone: '12345' }, 'Please enter correct phone number');
    await refused(
      { employer: 'x'.repeat(PRIOR_EMPLOYER_MAX_LENGTH + 1) },
      productMessages.priorEmploymentTooLong('Employer', PRIOR_EMPLOYER_MAX_LENGTH),
    );
    // A job begun and left in the same month, and one that ended this month, are fine.
    const thisMonth = zonedDate(t.deps.clock.now(), 'EST').slice(0, 7);
    expect((await create(nurse.id, { ...entry, from_month: '2018-02', to_month: '2018-02' })).statusCode).toBe(200);
    expect((await create(nurse.id, { ...entry, from_month: '2024-01', to_month: thisMonth })).statusCode).toBe(200);

    const badEdit = await t.call(updatePriorEmploymentContract, {
      params: { employeeId: nurse.id, priorEmploymentId: saved.id },
      body: { ...entry, to_month: '2010-01' },
      headers: sessions.admin,
    });
    expect(badEdit.statusCode).toBe(422);
    const list = dataOf(await t.call(listPriorEmploymentContract, { params: { employeeId: nurse.id }, headers: sessions.admin }));
    expect(list.results.find((r) => r.id === saved.id)).toMatchObject({ to_month: '2023-08' });
  });

  it("keeps each facility's entries to itself", async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const saved = dataOf(await create(nurse.id, entry));
    const ids = { employeeId: nurse.id, priorEmploymentId: saved.id };
    expect((await t.call(listPriorEmploymentContract, { params: { employeeId: nurse.id }, headers: sessions.manager })).statusCode).toBe(
      404,
    );
    expect((await create(nurse.id, entry, sessions.manager)).statusCode).toBe(404);
    expect((await t.call(updatePriorEmploymentContract, { params: ids, body: entry, headers: sessions.manager })).statusCode).toBe(404);
    expect((await t.call(deletePriorEmploymentContract, { params: ids, headers: sessions.manager })).statusCode).toBe(404);
    // A Maple employee's path with Sunrise's entry id finds nothing either.
    const maple = await addNurse(t, sessions.maple);
    const crossed = { employeeId: maple.id, priorEmploymentId: saved.id };
    expect((await t.call(deletePriorEmploymentContract, { params: crossed, headers: sessions.manager })).statusCode).toBe(404);
    const list = dataOf(await t.call(listPriorEmploymentContract, { params: { employeeId: nurse.id }, headers: sessions.admin }));
    expect(list.results).toHaveLength(1);
  });
});
