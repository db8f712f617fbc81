import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { copyWeekContract } from '@careroster/shared/api/shifts/copy-week';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { deletePositionContract } from '@careroster/shared/api/shifts/delete-position';
import { saveCensusContract } from '@careroster/shared/api/shifts/save-census';
import { savePositionsContract } from '@careroster/shared/api/shifts/save-positions';
import { updateShiftContract } from '@careroster/shared/api/shifts/update-shift';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { type BodyOf, dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, positionRow, shiftForm, today } from './fixtures';

/** Every change to a shift leaves an audit row in its own transaction: who, what and which (issue 24). */
const t = useTestApp();
const s = useDemoSessions(t);
let adminId: string;

beforeAll(async () => {
  const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.admin));
  adminId = admin!.id;
});

/** The add-shift wizard's body (fixtures.ts builds it loosely, for tests that send bad values). */
const form = (overrides: Record<string, unknown>) => shiftForm(overrides) as BodyOf<typeof createShiftContract>;

const auditOf = async (action: string, target: string) =>
  t.deps.db
    .select({ userId: auditLog.userId, facilityId: auditLog.facilityId, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('audit rows of the shifts area', () => {
  it('records creating, editing, copying a shift and its positions, by the admin at her facility', async () => {
    const date = addDays(today(), 3);
    const created = dataOf(await t.call(createShiftContract, { body: form({ start_date: date, end_date: date }), headers: s.admin }));
    const shiftId = created.results[0]!.id;
    expect(await auditOf('shift.create', shiftId)).toEqual([{ userId: adminId, facilityId: s.sunrise, detail: '1 shifts' }]);

    dataOf(
      await t.call(updateShiftContract, {
        params: { id: shiftId },
        body: form({ start_date: date, end_date: date, title: 'Renamed' }),
        headers: s.admin,
      }),
    );
    expect(await auditOf('shift.update', shiftId)).toHaveLength(1);

    const saved = dataOf(
      await t.call(savePositionsContract, {
        params: { id: shiftId },
        body: { positions: [positionRow(), positionRow({ job_title_id: JOB_TITLE_IDS.CNA })] } as BodyOf<typeof savePositionsContract>,
        headers: s.admin,
      }),
    );
    expect(await auditOf('shift.positions_save', shiftId)).toEqual([{ userId: adminId, facilityId: s.sunrise, detail: '2 positions' }]);

    const spare = saved.positions.find((p) => p.job_title_id === JOB_TITLE_IDS.CNA)!;
    dataOf(await t.call(deletePositionContract, { params: { id: shiftId, positionId: spare.id }, headers: s.admin }));
    expect(await auditOf('shift.position_delete', spare.id)).toHaveLength(1);

    const week = addDays(date, -weekdayOf(date));
    dataOf(await t.call(copyWeekContract, { body: { week_start: week, to_week_starts: [addDays(week, 7)] }, headers: s.admin }));
    const [copy] = await auditOf('shift.copy_week', week);
    expect(copy).toMatchObject({ userId: adminId, facilityId: s.sunrise });
    expect(copy!.detail).toMatch(/^\d+ copied, \d+ skipped$/);
  });

  it('records booking nurses and deciding an applicant, without the typed reason', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 12 });
    const position = await addPosition(t, shift);
    const nurse = await addNurse(t, s.sunrise);
    dataOf(
      await t.call(assignEmployeesContract, {
        params: { id: shift.id },
        body: { nurses: [{ id: nurse.id }], position: position.id },
        headers: s.admin,
      }),
    );
    expect(await auditOf('shift.assign', position.id)).toEqual([{ userId: adminId, facilityId: s.sunrise, detail: '1 nurses' }]);

    const applicant = await addNurse(t, s.sunrise);
    const [application] = await t.deps.db
      .insert(applications)
      .values({ facilityId: s.sunrise, positionId: position.id, employeeId: applicant.id })
      .returning();
    dataOf(
      await t.call(decideApplicantContract, {
        params: { id: shift.id, applicationId: application!.id },
        body: { status: 'REJECTED' },
        headers: s.admin,
      }),
    );
    expect(await auditOf('shift.applicant_reject', application!.id)).toHaveLength(1);
  });

  it('records a day census with its budget lines', async () => {
    const day = addDays(today(), 5);
    dataOf(
      await t.call(saveCensusContract, {
        params: { date: day },
        body: { patient_count: 40, budget_lines: [{ job_title_id: JOB_TITLE_IDS.RN, budgeted_hours: 96, budgeted_spend: 4800 }] },
        headers: s.admin,
      }),
    );
    expect(await auditOf('shift.census_save', day)).toEqual([{ userId: adminId, facilityId: s.sunrise, detail: '1 budget lines' }]);
  });

  it('writes no audit row when the change is refused', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 8 });
    const position = await addPosition(t, shift, { assignedCount: 1 });
    const res = await t.call(deletePositionContract, { params: { id: shift.id, positionId: position.id }, headers: s.admin });
    expect(res.statusCode).toBe(409);
    expect(await auditOf('shift.position_delete', position.id)).toEqual([]);
  });
});
