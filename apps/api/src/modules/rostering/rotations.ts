import type { Rotation, rotationBody } from '@careroster/shared/api/rostering/rotations';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rosterRotations, rosterTeamMembers } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sqlState } from '../../platform/sql-state';
import { checkTimings } from './timings';

type Body = z.output<typeof rotationBody>;
type Row = typeof rosterRotations.$inferSelect;

const toRotation = (row: Row, staffCount: number): Rotation => ({
  id: row.id,
  name: row.name,
  cycle: row.cycle,
  weight: row.weight,
  hard: row.hard,
  staff_count: staffCount,
});

const nameTaken = (error: unknown) =>
  sqlState(error) === '23505' ? new AppError('VALIDATION_FAILED', productMessages.rotationNameTaken) : undefined;

const followers = async (db: DbOrTx, rotationId: string) =>
  (await db.select({ n: count() }).from(rosterTeamMembers).where(eq(rosterTeamMembers.rotationId, rotationId)))[0]?.n ?? 0;

const values = (body: Body) => ({ name: body.name, cycle: body.cycle, weight: body.weight, hard: body.hard });

async function findRotation(db: DbOrTx, facilityId: string, rotationId: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(rosterRotations)
    .where(and(eq(rosterRotations.id, rotationId), eq(rosterRotations.facilityId, facilityId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET facilities/roster/rotations: by name, each with the team members following it. */
export async function listRotations(ctx: Ctx, _input?: undefined, tx?: DbOrTx): Promise<{ results: Rotation[] }> {
  const rows = await (tx ?? ctx.deps.db)
    .select({
      rotation: rosterRotations,
      staff: sql<number>`(select count(*)::int from ${rosterTeamMembers} m where m.rotation_id = ${rosterRotations}.id)`,
    })
    .from(rosterRotations)
    .where(eq(rosterRotations.facilityId, facilityOf(ctx).id))
    .orderBy(sql`lower(${rosterRotations.name})`, asc(rosterRotations.id));
  return { results: rows.map((r) => toRotation(r.rotation, r.staff)) };
}

/** POST facilities/roster/rotations: every working day of the cycle one of the facility's timings. */
export async function createRotation(ctx: Ctx, body: Body, tx?: DbOrTx): Promise<Rotation> {
  const facilityId = facilityOf(ctx).id;
  try {
    return await transaction(ctx, tx, async (t, after) => {
      await checkTimings(t, facilityId, body.cycle, productMessages.rosterUnknownTiming);
      const [row] = await t
        .insert(rosterRotations)
        .values({ facilityId, ...values(body) })
        .returning();
      await ctx.audit('roster_rotation.create', { target: row!.id, detail: row!.name }, t);
      after.publish({ type: 'roster.changed' });
      return toRotation(row!, 0);
    });
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

/** PUT facilities/roster/rotations/:rotationId: its followers keep their start dates. */
export async function updateRotation(ctx: Ctx, { rotationId, ...body }: Body & { rotationId: string }, tx?: DbOrTx): Promise<Rotation> {
  const facilityId = facilityOf(ctx).id;
  try {
    return await transaction(ctx, tx, async (t, after) => {
      await findRotation(t, facilityId, rotationId, true);
      await checkTimings(t, facilityId, body.cycle, productMessages.rosterUnknownTiming);
      const [row] = await t
        .update(rosterRotations)
        .set(values(body))
        .where(and(eq(rosterRotations.id, rotationId), eq(rosterRotations.facilityId, facilityId)))
        .returning();
      await ctx.audit('roster_rotation.update', { target: rotationId, detail: row!.name }, t);
      after.publish({ type: 'roster.changed' });
      return toRotation(row!, await followers(t, rotationId));
    });
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

/** DELETE facilities/roster/rotations/:rotationId: refused (409) while a team member follows it. */
export async function deleteRotation(ctx: Ctx, { rotationId }: { rotationId: string }, tx?: DbOrTx): Promise<{ message: string }> {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, tx, async (t, after) => {
    const current = await findRotation(t, facilityId, rotationId, true);
    const staff = await followers(t, rotationId);
    if (staff > 0) throw new AppError('CONFLICT', productMessages.rotationInUse(staff));
    try {
      await t.delete(rosterRotations).where(and(eq(rosterRotations.id, rotationId), eq(rosterRotations.facilityId, facilityId)));
    } catch (error) {
      // A team saved with it since the count: the foreign key refuses.
      if (sqlState(error) === '23503') throw new AppError('CONFLICT', productMessages.rotationInUse(1));
      throw error;
    }
    await ctx.audit('roster_rotation.delete', { target: rotationId, detail: current.name }, t);
    after.publish({ type: 'roster.changed' });
  });
  return { message: productMessages.rotationDeleted };
}
