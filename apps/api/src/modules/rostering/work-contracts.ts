import type { WorkContract, workContractBody } from '@careroster/shared/api/rostering/work-contracts';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { PATTERN_ANY, PATTERN_OFF } from '@careroster/shared/rostering/work-rules';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rosterContracts, rosterTeamMembers } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sqlState } from '../../platform/sql-state';
import { checkTimings } from './timings';

type Body = z.output<typeof workContractBody>;
type Row = typeof rosterContracts.$inferSelect;

const toContract = (row: Row, staffCount: number): WorkContract => ({
  id: row.id,
  name: row.name,
  rules: row.rules,
  staff_count: staffCount,
});

/** A second contract with the name, whatever its case: the unique index says so. */
const nameTaken = (error: unknown) =>
  sqlState(error) === '23505' ? new AppError('VALIDATION_FAILED', productMessages.rosterContractNameTaken) : undefined;

const staffOn = async (db: DbOrTx, contractId: string) =>
  (await db.select({ n: count() }).from(rosterTeamMembers).where(eq(rosterTeamMembers.contractId, contractId)))[0]?.n ?? 0;

/** A pattern's timing steps are the facility's timings ("any" and "off" are not timings). */
async function checkPatterns(db: DbOrTx, facilityId: string, body: Body) {
  const steps = body.rules.unwanted_patterns.flatMap((p) => p.steps).filter((s) => s !== PATTERN_ANY && s !== PATTERN_OFF);
  await checkTimings(db, facilityId, steps, productMessages.rosterUnknownTiming);
}

async function findContract(db: DbOrTx, facilityId: string, contractId: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(rosterContracts)
    .where(and(eq(rosterContracts.id, contractId), eq(rosterContracts.facilityId, facilityId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET facilities/roster/contracts: by name, each with the team members on it. */
export async function listWorkContracts(ctx: Ctx, _input?: undefined, tx?: DbOrTx): Promise<{ results: WorkContract[] }> {
  const rows = await (tx ?? ctx.deps.db)
    .select({
      contract: rosterContracts,
      staff: sql<number>`(select count(*)::int from ${rosterTeamMembers} m where m.contract_id = ${rosterContracts}.id)`,
    })
    .from(rosterContracts)
    .where(eq(rosterContracts.facilityId, facilityOf(ctx).id))
    .orderBy(sql`lower(${rosterContracts.name})`, asc(rosterContracts.id));
  return { results: rows.map((r) => toContract(r.contract, r.staff)) };
}

/** POST facilities/roster/contracts. */
export async function createWorkContract(ctx: Ctx, body: Body, tx?: DbOrTx): Promise<WorkContract> {
  const facilityId = facilityOf(ctx).id;
  try {
    return await transaction(ctx, tx, async (t, after) => {
      await checkPatterns(t, facilityId, body);
      const [row] = await t.insert(rosterContracts).values({ facilityId, name: body.name, rules: body.rules }).returning();
      await ctx.audit('roster_contract.create', { target: row!.id, detail: row!.name }, t);
      after.publish({ type: 'roster.changed' });
      return toContract(row!, 0);
    });
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

/** PUT facilities/roster/contracts/:contractId: its name and its whole rules. */
export async function updateWorkContract(
  ctx: Ctx,
  { contractId, ...body }: Body & { contractId: string },
  tx?: DbOrTx,
): Promise<WorkContract> {
  const facilityId = facilityOf(ctx).id;
  try {
    return await transaction(ctx, tx, async (t, after) => {
      await findContract(t, facilityId, contractId, true);
      await checkPatterns(t, facilityId, body);
      const [row] = await t
        .update(rosterContracts)
        .set({ name: body.name, rules: body.rules })
        .where(and(eq(rosterContracts.id, contractId), eq(rosterContracts.facilityId, facilityId)))
        .returning();
      await ctx.audit('roster_contract.update', { target: contractId, detail: row!.name }, t);
      after.publish({ type: 'roster.changed' });
      return toContract(row!, await staffOn(t, contractId));
    });
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

/** DELETE facilities/roster/contracts/:contractId: refused (409) while a team member is on it. */
export async function deleteWorkContract(ctx: Ctx, { contractId }: { contractId: string }, tx?: DbOrTx): Promise<{ message: string }> {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, tx, async (t, after) => {
    const current = await findContract(t, facilityId, contractId, true);
    const staff = await staffOn(t, contractId);
    if (staff > 0) throw new AppError('CONFLICT', productMessages.rosterContractInUse(staff));
    try {
      await t.delete(rosterContracts).where(and(eq(rosterContracts.id, contractId), eq(rosterContracts.facilityId, facilityId)));
    } catch (error) {
      // A team saved with it since the count: the foreign key refuses.
      if (sqlState(error) === '23503') throw new AppError('CONFLICT', productMessages.rosterContractInUse(1));
      throw error;
    }
    await ctx.audit('roster_contract.delete', { target: contractId, detail: current.name }, t);
    after.publish({ type: 'roster.changed' });
  });
  return { message: productMessages.rosterContractDeleted };
}
