import type { saveTeamBody, TeamMember } from '@careroster/shared/api/rostering/team';
import { AppError } from '@careroster/shared/errors';
import { jobTitleById } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rosterContracts, rosterRotations, rosterTeamMembers } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sqlState } from '../../platform/sql-state';
import { peopleDirectory } from '../employees';
import { unitOf, unitsWithParents } from '../structure';

type Team = { unit_id: string; members: TeamMember[] };

async function checkUnit(db: DbOrTx, facilityId: string, unitId: string) {
  if (!(await unitOf(db, facilityId, unitId))) throw new AppError('NOT_FOUND');
}

/** The unit's team, each member with her name, job title, status, worker type and credentials, job title and status, by name (first, then last, as shown). */
export async function teamOf(db: DbOrTx, facilityId: string, unitId: string) {
  const people = peopleDirectory(db);
  return db
    .select({
      employeeId: rosterTeamMembers.employeeId,
      firstName: people.firstName,
      lastName: people.lastName,
      jobTitleId: people.jobTitleId,
      status: people.status,
      workerType: people.workerType,
      credentialsComplete: people.credentialsComplete,
      credentialsValidThrough: people.credentialsValidThrough,
      monthlyRateCents: people.monthlyRateCents,
      contractId: rosterTeamMembers.contractId,
      rotationId: rosterTeamMembers.rotationId,
      rotationStart: rosterTeamMembers.rotationStart,
    })
    .from(rosterTeamMembers)
    .innerJoin(people, eq(people.id, rosterTeamMembers.employeeId))
    .where(and(eq(rosterTeamMembers.facilityId, facilityId), eq(rosterTeamMembers.unitId, unitId)))
    .orderBy(asc(people.firstName), asc(people.lastName), asc(rosterTeamMembers.employeeId));
}

/** The unit's members as the team page shows them, inactive ones included. */
async function membersOf(db: DbOrTx, facilityId: string, unitId: string): Promise<TeamMember[]> {
  return (await teamOf(db, facilityId, unitId)).map((r) => ({
    employee_id: r.employeeId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    job_title: jobTitleById(r.jobTitleId)?.name ?? '',
    job_title_id: r.jobTitleId,
    active: r.status === 'ACTIVE',
    contract_id: r.contractId,
    rotation_id: r.rotationId,
    rotation_start: r.rotationStart,
  }));
}

/** GET facilities/roster/teams/:unitId. */
export async function getTeam(ctx: Ctx, { unitId }: { unitId: string }, tx?: DbOrTx): Promise<Team> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await checkUnit(db, facilityId, unitId);
  return { unit_id: unitId, members: await membersOf(db, facilityId, unitId) };
}

/** The ids among `ids` that are rows of `table` at the facility. */
async function ownIds(db: DbOrTx, table: typeof rosterContracts | typeof rosterRotations, facilityId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.facilityId, facilityId), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * PUT facilities/roster/teams/:unitId: the unit's whole team, replaced in one transaction. Each
 * person is the facility's (404) and its own staff (internal, 422), on its contracts and rotations
 * (422), and on no other unit's team (422 naming it). Team saves of a facility queue behind one lock, so two saves naming the same
 * person for two units cannot both pass, and the check below sees every other unit's team.
 */
export async function saveTeam(
  ctx: Ctx,
  { unitId, members }: z.output<typeof saveTeamBody> & { unitId: string },
  tx?: DbOrTx,
): Promise<Team & { message: string }> {
  const facilityId = facilityOf(ctx).id;
  const team = await transaction(ctx, tx, async (t, after) => {
    await checkUnit(t, facilityId, unitId);
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`roster-teams:${facilityId}`}))`);
    const employeeIds = members.map((m) => m.employee_id);
    const outsiders: string[] = [];
    if (employeeIds.length > 0) {
      const staff = peopleDirectory(t);
      const known = await t
        .select({ id: staff.id, workerType: staff.workerType, firstName: staff.firstName, lastName: staff.lastName })
        .from(staff)
        .where(and(eq(staff.facilityId, facilityId), inArray(staff.id, employeeIds)));
      if (known.length !== new Set(employeeIds).size) throw new AppError('NOT_FOUND');
      // The roster builder rosters the facility's own staff (decision 074); agency and external
      // nurses fill what stays open, through release and Fill week.
      for (const k of known)
        if (k.workerType !== 'IN') outsiders.push(productMessages.rosterTeamNotInternal(`${k.firstName} ${k.lastName}`.trim()));
    }
    const contracts = await ownIds(t, rosterContracts, facilityId, [...new Set(members.map((m) => m.contract_id))]);
    const rotations = await ownIds(t, rosterRotations, facilityId, [
      ...new Set(members.flatMap((m) => (m.rotation_id === null ? [] : [m.rotation_id]))),
    ]);
    const problems = new Set<string>(outsiders);
    for (const m of members) {
      if (!contracts.has(m.contract_id)) problems.add(productMessages.rosterTeamUnknownContract);
      if (m.rotation_id !== null && !rotations.has(m.rotation_id)) problems.add(productMessages.rosterTeamUnknownRotation);
    }
    if (employeeIds.length > 0) {
      const people = peopleDirectory(t);
      const elsewhere = await t
        .select({ firstName: people.firstName, lastName: people.lastName, unitId: rosterTeamMembers.unitId })
        .from(rosterTeamMembers)
        .innerJoin(people, eq(people.id, rosterTeamMembers.employeeId))
        .where(and(inArray(rosterTeamMembers.employeeId, employeeIds), ne(rosterTeamMembers.unitId, unitId)))
        .orderBy(asc(people.firstName), asc(people.lastName));
      if (elsewhere.length > 0) {
        const units = new Map((await unitsWithParents(t, facilityId)).map((u) => [u.id, u.parent ? `${u.parent} / ${u.name}` : u.name]));
        for (const e of elsewhere) {
          problems.add(productMessages.rosterTeamOtherUnit(`${e.firstName} ${e.lastName}`.trim(), units.get(e.unitId) ?? ''));
        }
      }
    }
    if (problems.size > 0) throw new AppError('VALIDATION_FAILED', [...problems]);

    await t.delete(rosterTeamMembers).where(and(eq(rosterTeamMembers.facilityId, facilityId), eq(rosterTeamMembers.unitId, unitId)));
    if (members.length > 0) {
      try {
        await t.insert(rosterTeamMembers).values(
          members.map((m) => ({
            employeeId: m.employee_id,
            facilityId,
            unitId,
            contractId: m.contract_id,
            rotationId: m.rotation_id,
            rotationStart: m.rotation_id === null ? null : m.rotation_start,
          })),
        );
      } catch (error) {
        // A contract or rotation deleted since the check above: its delete does not take the lock.
        if (sqlState(error) === '23503') throw new AppError('VALIDATION_FAILED', productMessages.rosterTeamUnknownContract);
        throw error;
      }
    }
    await ctx.audit('roster_team.save', { target: unitId, detail: `${members.length} members` }, t);
    after.publish({ type: 'roster.changed' });
    return { unit_id: unitId, members: await membersOf(t, facilityId, unitId) };
  });
  return { message: productMessages.rosterTeamSaved, ...team };
}
