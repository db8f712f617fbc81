import { getTeamContract, saveTeamContract, type SaveTeamBody } from '@careroster/shared/api/rostering/team';
import {
  createRotationContract,
  deleteRotationContract,
  listRotationsContract,
  updateRotationContract,
  type RotationBody,
} from '@careroster/shared/api/rostering/rotations';
import {
  createWorkContractContract,
  deleteWorkContractContract,
  listWorkContractsContract,
  updateWorkContractContract,
  type WorkContractBody,
} from '@careroster/shared/api/rostering/work-contracts';
import { getMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import {
  createMasterTimingContract,
  deleteMasterTimingContract,
  listMasterTimingsContract,
} from '@careroster/shared/api/structure/master-timings';
import { createUnitContract, deleteUnitContract } from '@careroster/shared/api/structure/structure';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { ROTATION_WEEKS_MAX, TEAM_SIZE_MAX } from '@careroster/shared/rostering/facility-problem';
import { defaultWorkRules, PATTERN_OFF, WORK_RULE_WEIGHT_MAX } from '@careroster/shared/rostering/work-rules';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, employees, rosterContracts, rosterRotations, rosterTeamMembers } from '../../src/db/schema';
import { refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

type Headers = Record<string, string>;

const contractBody = (over: Partial<WorkContractBody> = {}): WorkContractBody => ({
  name: 'Nights only',
  rules: defaultWorkRules(),
  ...over,
});
const contracts = async (headers: Headers = s.admin) => (await t.call(listWorkContractsContract, { headers })).data.results;
const createContract = (body: WorkContractBody, headers: Headers = s.admin) => t.call(createWorkContractContract, { body, headers });
const rotations = async (headers: Headers = s.admin) => (await t.call(listRotationsContract, { headers })).data.results;
const createRotation = (body: RotationBody, headers: Headers = s.admin) => t.call(createRotationContract, { body, headers });
const timings = async (headers: Headers = s.admin) => (await t.call(listMasterTimingsContract, { headers })).data.results;
const units = async (headers: Headers = s.admin) => (await t.call(getMasterScheduleContract, { headers })).data.units;
const unitNamed = async (name: string, headers: Headers = s.admin) => (await units(headers)).find((u) => u.name === name)!;
const team = (unitId: string, headers: Headers = s.admin) => t.call(getTeamContract, { params: { unitId }, headers });
const saveTeam = (unitId: string, body: SaveTeamBody, headers: Headers = s.admin) =>
  t.call(saveTeamContract, { params: { unitId }, body, headers });

/** Active internal staff of a facility on no roster team. */
async function freeStaff(facilityId: string, n: number, jobTitleId?: string) {
  const rows = await t.deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        eq(employees.status, 'ACTIVE'),
        eq(employees.workerType, 'IN'),
        jobTitleId ? eq(employees.jobTitleId, jobTitleId) : undefined,
        sql`not exists (select 1 from roster_team_members m where m.employee_id = ${employees.id})`,
      ),
    )
    .orderBy(employees.empId)
    .limit(n);
  if (rows.length < n) throw new Error(`only ${rows.length} free staff`);
  return rows.map((r) => r.id);
}

const fullAndPart = async () => {
  const all = await contracts();
  return { full: all.find((c) => c.name === 'Full time')!, part: all.find((c) => c.name === 'Part time')! };
};

/** A team as the page sends it back: the members it read, unchanged. */
const asBody = (members: { employee_id: string; contract_id: string; rotation_id: string | null; rotation_start: string | null }[]) =>
  members.map(({ employee_id, contract_id, rotation_id, rotation_start }) => ({ employee_id, contract_id, rotation_id, rotation_start }));

describe('contracts', () => {
  it('lists the demo contracts with their staff, adds one, refuses a taken name whatever its case', async () => {
    const before = await contracts();
    expect(before.map((c) => c.name)).toEqual(['Full time', 'Part time']);
    const full = before.find((c) => c.name === 'Full time')!;
    expect(full.rules).toEqual(defaultWorkRules());
    expect(full.staff_count).toBeGreaterThan(before.find((c) => c.name === 'Part time')!.staff_count);
    expect(before.find((c) => c.name === 'Part time')!.rules.max_shifts_per_week.value).toBe(3);

    const night = (await timings()).find((r) => r.preset === 'night')!;
    const rules = defaultWorkRules();
    rules.unwanted_patterns = [{ steps: [night.id, PATTERN_OFF, 'ANY'], weight: 3, hard: false }];
    const created = await createContract(contractBody({ name: '  Nights only ', rules }));
    expect(created.data).toMatchObject({ name: 'Nights only', staff_count: 0, rules: { unwanted_patterns: rules.unwanted_patterns } });
    expect((await contracts()).map((c) => c.name)).toEqual(['Full time', 'Nights only', 'Part time']);

    expect(refused(await createContract(contractBody({ name: 'FULL TIME' })), 422)).toEqual([productMessages.rosterContractNameTaken]);
    const [audited] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'roster_contract.create'), eq(auditLog.target, created.data.id)));
    expect(audited).toMatchObject({ facilityId: s.sunrise, detail: 'Nights only' });
  });

  it('refuses a value out of range, a weight out of range, a minimum above the maximum, a foreign timing in a pattern', async () => {
    const rules = defaultWorkRules();
    const outOfRange = { ...rules, max_shifts_per_week: { ...rules.max_shifts_per_week, value: 8 } };
    expect(refused(await createContract(contractBody({ name: 'R1', rules: outOfRange })), 422)).toContain(
      productMessages.rosterRuleValueRange(0, 7),
    );
    const heavy = { ...rules, complete_weekends: { ...rules.complete_weekends, weight: WORK_RULE_WEIGHT_MAX + 1 } };
    expect(refused(await createContract(contractBody({ name: 'R2', rules: heavy })), 422)).toContain(
      productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX),
    );
    const minAboveMax = {
      ...rules,
      min_shifts_per_week: { ...rules.min_shifts_per_week, value: 5 },
      max_shifts_per_week: { ...rules.max_shifts_per_week, value: 4 },
    };
    expect(refused(await createContract(contractBody({ name: 'R3', rules: minAboveMax })), 422)).toContain(
      productMessages.rosterMinAboveMax,
    );
    // Off, the minimum may be anything: it is not checked against a maximum nobody applies.
    const offMax = { ...minAboveMax, max_shifts_per_week: { ...minAboveMax.max_shifts_per_week, on: false } };
    expect((await createContract(contractBody({ name: 'R4', rules: offMax }))).statusCode).toBe(200);

    const mapleTiming = (await timings(s.ownerAtMaple))[0]!;
    const foreign = { ...rules, unwanted_patterns: [{ steps: [mapleTiming.id, PATTERN_OFF], weight: 1, hard: false }] };
    expect(refused(await createContract(contractBody({ name: 'R5', rules: foreign })), 422)).toEqual([productMessages.rosterUnknownTiming]);
    expect(refused(await createContract(contractBody({ name: '   ' })), 422)).toContain(productMessages.required('Name'));
    expect((await contracts()).map((c) => c.name)).not.toContain('R5');
  });

  it('edits a contract, deletes one nobody is on, refuses to delete one a team member is on', async () => {
    const made = (await createContract(contractBody({ name: 'Weekend warrior' }))).data;
    const rules = { ...defaultWorkRules(), weekend: 'FRI_SAT_SUN' as const };
    const edited = await t.call(updateWorkContractContract, {
      params: { contractId: made.id },
      body: { name: 'Weekends', rules },
      headers: s.admin,
    });
    expect(edited.data).toMatchObject({ id: made.id, name: 'Weekends', rules: { weekend: 'FRI_SAT_SUN' } });
    const renamedOnto = await t.call(updateWorkContractContract, {
      params: { contractId: made.id },
      body: { name: 'part TIME', rules },
      headers: s.admin,
    });
    expect(refused(renamedOnto, 422)).toEqual([productMessages.rosterContractNameTaken]);

    const del = (contractId: string) => t.call(deleteWorkContractContract, { params: { contractId }, headers: s.admin });
    expect((await del(made.id)).data.message).toBe(productMessages.rosterContractDeleted);
    expect((await contracts()).map((c) => c.id)).not.toContain(made.id);
    expect(refused(await del(made.id), 404)).toHaveLength(1);

    const full = (await contracts()).find((c) => c.name === 'Full time')!;
    expect(refused(await del(full.id), 409)).toEqual([productMessages.rosterContractInUse(full.staff_count)]);
    expect((await contracts()).map((c) => c.id)).toContain(full.id);
  });

  it("keeps each facility's contracts its own, and lets a manager write them", async () => {
    const sunrise = (await contracts()).find((c) => c.name === 'Full time')!;
    const maple = await contracts(s.manager);
    expect(maple.map((c) => c.name)).toEqual(['Full time', 'Part time']);
    expect(maple.map((c) => c.id)).not.toContain(sunrise.id);

    const body = contractBody({ name: 'Taken over' });
    refused(await t.call(updateWorkContractContract, { params: { contractId: sunrise.id }, body, headers: s.manager }), 404);
    refused(await t.call(deleteWorkContractContract, { params: { contractId: sunrise.id }, headers: s.ownerAtMaple }), 404);
    const [row] = await t.deps.db.select().from(rosterContracts).where(eq(rosterContracts.id, sunrise.id));
    expect(row!.name).toBe('Full time');

    // The same name is free at another facility; the manager (shifts:write) sets contracts up.
    const mine = (await createContract(contractBody({ name: 'Nights only' }), s.manager)).data;
    const edited = await t.call(updateWorkContractContract, {
      params: { contractId: mine.id },
      body: contractBody({ name: 'Nights' }),
      headers: s.manager,
    });
    expect(edited.data.name).toBe('Nights');
    expect((await t.call(deleteWorkContractContract, { params: { contractId: mine.id }, headers: s.manager })).statusCode).toBe(200);
  });
});

describe('rotations', () => {
  const cycleOf = (weeks: number, id: string | null) =>
    Array.from({ length: 7 * weeks }, (_, d) => (d % 7 === 0 || d % 7 === 6 ? null : id));

  it('lists the demo rotation, adds one of whole weeks of the facility timings, refuses what is not', async () => {
    const [seeded] = await rotations();
    expect(seeded).toMatchObject({ name: 'Every other weekend', staff_count: 1, hard: false });
    expect(seeded!.cycle).toHaveLength(14);

    const all = await timings();
    const day = all.find((r) => r.preset === 'morning')!;
    const created = await createRotation({ name: 'Weekdays', cycle: cycleOf(1, day.id), weight: 4, hard: true });
    expect(created.data).toMatchObject({ name: 'Weekdays', weight: 4, hard: true, staff_count: 0 });
    expect(created.data.cycle).toEqual(cycleOf(1, day.id));

    const notWhole = [...cycleOf(1, day.id), day.id, null, null];
    expect(refused(await createRotation({ name: 'Ten days', cycle: notWhole, weight: 1, hard: false }), 422)).toContain(
      productMessages.rotationWholeWeeks(ROTATION_WEEKS_MAX),
    );
    const tooLong = cycleOf(ROTATION_WEEKS_MAX + 1, day.id);
    expect(refused(await createRotation({ name: 'Too long', cycle: tooLong, weight: 1, hard: false }), 422)).toContain(
      productMessages.rotationWholeWeeks(ROTATION_WEEKS_MAX),
    );
    const mapleDay = (await timings(s.ownerAtMaple)).find((r) => r.preset === 'morning')!;
    expect(refused(await createRotation({ name: 'Foreign', cycle: cycleOf(2, mapleDay.id), weight: 1, hard: false }), 422)).toEqual([
      productMessages.rosterUnknownTiming,
    ]);
    const madeUp = cycleOf(1, '00000000-0000-4000-8000-000000000000');
    expect(refused(await createRotation({ name: 'Made up', cycle: madeUp, weight: 1, hard: false }), 422)).toEqual([
      productMessages.rosterUnknownTiming,
    ]);
    expect(refused(await createRotation({ name: 'Heavy', cycle: cycleOf(1, day.id), weight: 1001, hard: false }), 422)).toContain(
      productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX),
    );
    expect(refused(await createRotation({ name: 'weekdays', cycle: cycleOf(1, null), weight: 1, hard: false }), 422)).toEqual([
      productMessages.rotationNameTaken,
    ]);
    expect((await rotations()).map((r) => r.name)).toEqual(['Every other weekend', 'Weekdays']);
  });

  it('edits a rotation, deletes one nobody follows, refuses to delete one followed; tenancy', async () => {
    const all = await timings();
    const evening = all.find((r) => r.preset === 'evening')!;
    const made = (await createRotation({ name: 'Evenings', cycle: cycleOf(1, evening.id), weight: 2, hard: false })).data;
    const edited = await t.call(updateRotationContract, {
      params: { rotationId: made.id },
      body: { name: 'Evenings, two weeks', cycle: cycleOf(2, evening.id), weight: 3, hard: false },
      headers: s.admin,
    });
    expect(edited.data).toMatchObject({ name: 'Evenings, two weeks', weight: 3 });
    expect(edited.data.cycle).toHaveLength(14);
    const mapleNight = (await timings(s.ownerAtMaple)).find((r) => r.preset === 'night')!;
    const foreign = await t.call(updateRotationContract, {
      params: { rotationId: made.id },
      body: { name: 'Evenings', cycle: cycleOf(1, mapleNight.id), weight: 3, hard: false },
      headers: s.admin,
    });
    expect(refused(foreign, 422)).toEqual([productMessages.rosterUnknownTiming]);

    // Another facility's rotation is not there for Maple, and stays as it was.
    const body = { name: 'Mine now', cycle: cycleOf(1, null), weight: 1, hard: false };
    refused(await t.call(updateRotationContract, { params: { rotationId: made.id }, body, headers: s.manager }), 404);
    refused(await t.call(deleteRotationContract, { params: { rotationId: made.id }, headers: s.manager }), 404);
    const [row] = await t.deps.db.select().from(rosterRotations).where(eq(rosterRotations.id, made.id));
    expect(row!.name).toBe('Evenings, two weeks');
    expect((await rotations(s.manager)).map((r) => r.id)).not.toContain(made.id);

    const del = (rotationId: string, headers: Headers = s.admin) => t.call(deleteRotationContract, { params: { rotationId }, headers });
    expect((await del(made.id)).data.message).toBe(productMessages.rotationDeleted);
    const seeded = (await rotations()).find((r) => r.name === 'Every other weekend')!;
    expect(refused(await del(seeded.id), 409)).toEqual([productMessages.rotationInUse(1)]);

    // The manager writes Maple's.
    const mapleDay = (await timings(s.manager)).find((r) => r.preset === 'morning')!;
    const mine = (await createRotation({ name: 'Days', cycle: cycleOf(1, mapleDay.id), weight: 1, hard: false }, s.manager)).data;
    expect((await del(mine.id, s.manager)).statusCode).toBe(200);
  });
});

describe('teams', () => {
  it("lists the demo unit's team by name, each on a contract, one following the rotation", async () => {
    const magnolia = await unitNamed('Magnolia Unit');
    const { members } = (await team(magnolia.id)).data;
    expect(members.length).toBeGreaterThanOrEqual(10);
    expect(members.length).toBeLessThanOrEqual(20);
    const names = members.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const { full, part } = await fullAndPart();
    expect(members.filter((m) => m.contract_id === full.id).length).toBeGreaterThan(
      members.filter((m) => m.contract_id === part.id).length,
    );
    expect(members.filter((m) => m.rotation_id !== null)).toHaveLength(1);
    expect(members.every((m) => m.active && m.job_title.length > 0)).toBe(true);
    expect(new Set(members.map((m) => m.job_title_id))).toEqual(new Set([JOB_TITLE_IDS.RN, JOB_TITLE_IDS.LPN, JOB_TITLE_IDS.CNA]));
    // A unit with no team yet answers an empty one.
    expect((await team((await unitNamed('Palm Unit')).id)).data.members).toEqual([]);
  });

  it('replaces a unit team in one go, keeps an inactive member listed, and counts the contracts and rotations', async () => {
    const palm = await unitNamed('Palm Unit');
    const { full, part } = await fullAndPart();
    const [rotation] = await rotations();
    const [a, b, c] = await freeStaff(s.sunrise, 3);
    const first = await saveTeam(palm.id, {
      members: [
        { employee_id: a!, contract_id: full.id },
        { employee_id: b!, contract_id: part.id, rotation_id: rotation!.id, rotation_start: '2026-11-01' },
      ],
    });
    expect(first.data.message).toBe(productMessages.rosterTeamSaved);
    expect(first.data.members.map((m) => m.employee_id).sort()).toEqual([a, b].sort());
    expect(first.data.members.find((m) => m.employee_id === b)).toMatchObject({ rotation_id: rotation!.id, rotation_start: '2026-11-01' });
    expect((await rotations()).find((r) => r.id === rotation!.id)!.staff_count).toBe(2);

    // The whole team each time: b leaves, c joins.
    const second = await saveTeam(palm.id, {
      members: [...asBody(first.data.members.filter((m) => m.employee_id === a)), { employee_id: c!, contract_id: part.id }],
    });
    expect(second.data.members.map((m) => m.employee_id).sort()).toEqual([a, c].sort());
    expect((await rotations()).find((r) => r.id === rotation!.id)!.staff_count).toBe(1);
    expect((await contracts()).find((x) => x.id === part.id)!.staff_count).toBeGreaterThanOrEqual(1);

    await t.deps.db.update(employees).set({ status: 'INACTIVE' }).where(eq(employees.id, c!));
    const listed = (await team(palm.id)).data.members.find((m) => m.employee_id === c)!;
    expect(listed.active).toBe(false);
    // Saved back as read, the inactive member stays on the team.
    expect((await saveTeam(palm.id, { members: asBody((await team(palm.id)).data.members) })).data.members).toHaveLength(2);

    expect((await saveTeam(palm.id, { members: [] })).data.members).toEqual([]);
    const left = await t.deps.db.select().from(rosterTeamMembers).where(eq(rosterTeamMembers.unitId, palm.id));
    expect(left).toEqual([]);
  });

  it("refuses a person on another unit's team (naming it), a duplicate, a rotation without a Sunday start, an agency nurse, a foreign contract or rotation", async () => {
    const magnolia = await unitNamed('Magnolia Unit');
    const memory = await unitNamed('Memory Care');
    const taken = (await team(magnolia.id)).data.members[0]!;
    const full = (await contracts()).find((c) => c.name === 'Full time')!;
    const [free] = await freeStaff(s.sunrise, 1);
    const member = (employee_id: string, over: Partial<SaveTeamBody['members'][number]> = {}) => ({
      employee_id,
      contract_id: full.id,
      ...over,
    });

    expect(refused(await saveTeam(memory.id, { members: [member(free!), member(taken.employee_id)] }), 422)).toEqual([
      productMessages.rosterTeamOtherUnit(taken.name, 'Magnolia Unit'),
    ]);
    expect(refused(await saveTeam(memory.id, { members: [member(free!), member(free!)] }), 422)).toContain(
      productMessages.rosterTeamDuplicate,
    );
    const [rotation] = await rotations();
    expect(refused(await saveTeam(memory.id, { members: [member(free!, { rotation_id: rotation!.id })] }), 422)).toContain(
      productMessages.required('Rotation start'),
    );
    const mapleContract = (await contracts(s.manager))[0]!;
    expect(refused(await saveTeam(memory.id, { members: [member(free!, { contract_id: mapleContract.id })] }), 422)).toEqual([
      productMessages.rosterTeamUnknownContract,
    ]);
    const mapleRotation = (await rotations(s.manager))[0]!;
    const withForeignRotation = member(free!, { rotation_id: mapleRotation.id, rotation_start: '2026-11-01' });
    expect(refused(await saveTeam(memory.id, { members: [withForeignRotation] }), 422)).toEqual([
      productMessages.rosterTeamUnknownRotation,
    ]);
    expect(
      refused(await saveTeam(memory.id, { members: [member(free!, { rotation_id: rotation!.id, rotation_start: '2026-11-02' })] }), 422),
    ).toContain(productMessages.rosterWeekStartSunday);
    const [agency] = await t.deps.db
      .select({
        id: employees.id,
        name: sql<string>`(select first_name || ' ' || last_name from nurses where nurses.id = ${employees.nurseId})`,
      })
      .from(employees)
      .where(and(eq(employees.facilityId, s.sunrise), eq(employees.workerType, 'AN')))
      .limit(1);
    expect(refused(await saveTeam(memory.id, { members: [member(agency!.id)] }), 422)).toEqual([
      productMessages.rosterTeamNotInternal(agency!.name),
    ]);
    expect((await team(memory.id)).data.members).toEqual([]);
    const tooMany = Array.from({ length: TEAM_SIZE_MAX + 1 }, (_, i) => member(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    expect(refused(await saveTeam(memory.id, { members: tooMany }), 422)).toContain(productMessages.rosterTeamTooLarge(TEAM_SIZE_MAX));
    // Saving the member's own unit again with her is no conflict.
    expect((await saveTeam(magnolia.id, { members: asBody((await team(magnolia.id)).data.members) })).statusCode).toBe(200);
  });

  it('lets only one of two saves at once put the same person on two units', async () => {
    const memory = await unitNamed('Memory Care');
    const palm = await unitNamed('Palm Unit');
    const { full } = await fullAndPart();
    const [nurse] = await freeStaff(s.sunrise, 1);
    const body = { members: [{ employee_id: nurse!, contract_id: full.id }] };
    const answers = await Promise.all([saveTeam(memory.id, body), saveTeam(palm.id, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.deps.db.select().from(rosterTeamMembers).where(eq(rosterTeamMembers.employeeId, nurse!));
    expect(rows).toHaveLength(1);
    const loser = answers.find((a) => a.statusCode === 422)!;
    const winner = rows[0]!.unitId === memory.id ? 'Memory Care' : 'Palm Unit';
    expect(refused(loser, 422)[0]).toContain(winner);
    await saveTeam(rows[0]!.unitId, { members: [] });
  });

  it("answers 404 for another facility's unit or employee and leaves both teams as they were", async () => {
    const magnolia = await unitNamed('Magnolia Unit');
    const before = (await team(magnolia.id)).data.members;
    refused(await team(magnolia.id, s.manager), 404);
    const mapleFull = (await contracts(s.manager)).find((c) => c.name === 'Full time')!;
    const [mapleNurse] = await freeStaff(s.maple, 1);
    refused(await saveTeam(magnolia.id, { members: [{ employee_id: mapleNurse!, contract_id: mapleFull.id }] }, s.manager), 404);
    expect((await team(magnolia.id)).data.members).toEqual(before);

    // Sunrise naming Maple's nurse on its own unit: she is not Sunrise's (404).
    const full = (await contracts()).find((c) => c.name === 'Full time')!;
    refused(await saveTeam(magnolia.id, { members: [...asBody(before), { employee_id: mapleNurse!, contract_id: full.id }] }), 404);
    expect((await team(magnolia.id)).data.members).toEqual(before);
    refused(await team('00000000-0000-4000-8000-000000000000'), 404);
  });

  it("lets Maple's manager save a team of Maple's", async () => {
    const unit = await unitNamed('Birch Unit', s.manager);
    const seeded = (await team(unit.id, s.manager)).data.members;
    expect(seeded.length).toBeGreaterThan(0);
    const mapleFull = (await contracts(s.manager)).find((c) => c.name === 'Full time')!;
    const [nurse] = await freeStaff(s.maple, 1);
    const saved = await saveTeam(unit.id, { members: [...asBody(seeded), { employee_id: nurse!, contract_id: mapleFull.id }] }, s.manager);
    expect(saved.data.members).toHaveLength(seeded.length + 1);
    expect(refused(await saveTeam(unit.id, { members: [] }, s.admin), 404)).toHaveLength(1);
  });
});

describe('live events', () => {
  it('announces roster.changed to the facility after a write commits, and not after a refused one', async () => {
    const publish = vi.spyOn(t.deps.live, 'publish');
    try {
      const made = (await createContract(contractBody({ name: 'Announced' }))).data;
      expect(publish).toHaveBeenCalledWith(s.sunrise, { type: 'roster.changed' });
      publish.mockClear();
      refused(await createContract(contractBody({ name: 'announced' })), 422);
      refused(await t.call(deleteWorkContractContract, { params: { contractId: made.id }, headers: s.manager }), 404);
      expect(publish).not.toHaveBeenCalled();
      await t.call(deleteWorkContractContract, { params: { contractId: made.id }, headers: s.admin });
      expect(publish).toHaveBeenCalledWith(s.sunrise, { type: 'roster.changed' });
    } finally {
      publish.mockRestore();
    }
  });
});

describe('what structure may delete', () => {
  const timing = (code: string) =>
    t.call(createMasterTimingContract, {
      body: { name: `Timing ${code}`, code, start_time: '09:00', end_time: '17:00', meal_minutes: 30, colour: 'teal' },
      headers: s.admin,
    });
  const deleteTiming = (timingId: string) => t.call(deleteMasterTimingContract, { params: { timingId }, headers: s.admin });

  it('refuses to delete a timing a rotation or a contract’s unwanted pattern names, and deletes it once they no longer do', async () => {
    const mid = (await timing('MID')).data;
    const rotation = (
      await createRotation({ name: 'Mids', cycle: Array.from({ length: 7 }, (_, d) => (d < 5 ? mid.id : null)), weight: 1, hard: false })
    ).data;
    const rules = { ...defaultWorkRules(), unwanted_patterns: [{ steps: [mid.id, PATTERN_OFF], weight: 1, hard: false }] };
    const contract = (await createContract(contractBody({ name: 'No mid then off', rules }))).data;
    expect(refused(await deleteTiming(mid.id), 409)).toEqual([productMessages.masterTimingInRoster(1, 1)]);

    await t.call(deleteRotationContract, { params: { rotationId: rotation.id }, headers: s.admin });
    expect(refused(await deleteTiming(mid.id), 409)).toEqual([productMessages.masterTimingInRoster(0, 1)]);
    await t.call(deleteWorkContractContract, { params: { contractId: contract.id }, headers: s.admin });
    expect((await deleteTiming(mid.id)).statusCode).toBe(200);
  });

  it('refuses to delete a unit with a roster team, naming its size, and keeps the team', async () => {
    const unit = (await t.call(createUnitContract, { body: { name: 'Team Wing' }, headers: s.admin })).data;
    const { full } = await fullAndPart();
    const people = await freeStaff(s.sunrise, 2);
    const members = people.map((employee_id) => ({ employee_id, contract_id: full.id, rotation_id: null, rotation_start: null }));
    expect((await saveTeam(unit.id, { members })).statusCode).toBe(200);
    const res = await t.call(deleteUnitContract, { params: { unitId: unit.id }, headers: s.admin });
    expect(refused(res, 409)).toEqual([productMessages.structureUnitHasTeam(2)]);
    expect((await team(unit.id)).data.members).toHaveLength(2);
  });
});
