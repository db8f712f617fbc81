import type { OpeningChangeAnswer, OpeningConflict } from '@careroster/shared/api/shifts/opening-change';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import type { BookingOvertime } from '../../platform/ports';
import { peopleDirectory } from '../employees';
import { facilityRow } from '../facility';
import { eligibilityFacts, refusalOf } from './eligibility';
import type { PositionRow, ShiftRow } from './shift-rows';

/** A shift's times as a change would leave them: what each of its nurses is checked against. */
export type ProposedTimes = Pick<ShiftRow, 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'mealMinutes'>;

/**
 * One nurse after the change: on `position` at `times`, in place of her bookings `replacing`
 * (they are not her "other" bookings). `placement` is a booking she did not have before (a swap),
 * checked with every rule of a booking; otherwise only her credentials are checked again (her
 * job title and worker type did not change, the position is the same).
 */
export type Proposal = {
  employeeId: string;
  position: PositionRow;
  times: ProposedTimes;
  replacing: readonly string[];
  placement?: boolean;
};

export type NurseConflicts = OpeningChangeAnswer['nurses'][number];

type Checked = { nurses: NurseConflicts[]; blocked: boolean; needsReason: boolean };

const range = (t: ProposedTimes) => sql`tstzrange(${t.startsAt.toISOString()}::timestamptz, ${t.endsAt.toISOString()}::timestamptz)`;

/**
 * What the change would cause each nurse (decision 070), the same rules the suggestions and the
 * booking use: another booking at that time, at any facility (BLOCK: the no-overlap constraint
 * would refuse it anyway); less rest than the facility's `min_rest_hours` before or after another
 * booking (REASON); overtime through the overtime port (REASON where the facility blocks it, WARN
 * otherwise); credentials not valid through the shift's last day, or for a swap any rule of
 * `eligibleFor` (BLOCK, as a booking refuses them).
 */
export async function conflictsOf(ctx: Ctx, tx: DbOrTx, facilityId: string, proposals: readonly Proposal[]): Promise<Checked> {
  const facility = await facilityRow(tx, facilityId);
  const restHours = facility?.minRestHours ?? 0;
  const byNurse = new Map<string, NurseConflicts>();
  for (const p of proposals) {
    const people = peopleDirectory(tx);
    const shiftLike = { ...p.times } as ShiftRow;
    const replacing = p.replacing.length > 0 ? sql`and o.id not in ${p.replacing}` : sql``;
    // Qualified by hand: in a one-table select Drizzle writes the directory's columns unqualified,
    // which the subquery's own columns would shadow.
    const nurse = sql`${sql.identifier('people')}.${sql.identifier('nurse_id')}`;
    const [row] = await tx
      .select({
        id: people.id,
        name: sql<string>`(${people.firstName} || ' ' || ${people.lastName})`,
        workerType: people.workerType,
        overlap: sql<boolean>`exists (select 1 from ${assignments} o where o.nurse_id = ${nurse} ${replacing}
          and tstzrange(o.starts_at, o.ends_at) && ${range(p.times)})`,
        rest: sql<boolean>`exists (select 1 from ${assignments} o where o.nurse_id = ${nurse} ${replacing}
          and tstzrange(o.starts_at, o.ends_at) && tstzrange(
            ${p.times.startsAt.toISOString()}::timestamptz - make_interval(hours => ${restHours}),
            ${p.times.endsAt.toISOString()}::timestamptz + make_interval(hours => ${restHours})))`,
        ...eligibilityFacts(p.position, shiftLike, people),
      })
      .from(people)
      .where(and(eq(people.facilityId, facilityId), eq(people.id, p.employeeId)));
    if (!row) throw new AppError('NOT_FOUND');
    const { id, name, workerType, overlap, rest, ...facts } = row;
    const entry = byNurse.get(id) ?? { employee_id: id, name, conflicts: [] };
    byNurse.set(id, entry);
    const add = (c: OpeningConflict) => {
      if (!entry.conflicts.some((e) => e.kind === c.kind && e.message === c.message)) entry.conflicts.push(c);
    };
    if (overlap) add({ kind: 'OVERLAP', severity: 'BLOCK', message: productMessages.openingOverlap(name) });
    else if (rest && restHours > 0) add({ kind: 'REST', severity: 'REASON', message: productMessages.openingRest(name, restHours) });
    if (facts.credentialsExpired || !facts.credentialsComplete) {
      const message = facts.credentialsExpired
        ? productMessages.nurseCredentialExpired(name)
        : productMessages.nurseCredentialMissing(name);
      add({ kind: 'CREDENTIAL', severity: 'BLOCK', message });
    } else if (p.placement) {
      const refusal = refusalOf(name, workerType, facts);
      if (refusal) add({ kind: 'ELIGIBILITY', severity: 'BLOCK', message: refusal });
    }
    const overtime = await overtimeOf(ctx, tx, facilityId, p, name, undefined);
    for (const warning of overtime.warnings) {
      add({ kind: 'OVERTIME', severity: overtime.blocked ? 'REASON' : 'WARN', message: warning });
    }
  }
  const nurses = [...byNurse.values()];
  const all = nurses.flatMap((n) => n.conflicts);
  return { nurses, blocked: all.some((c) => c.severity === 'BLOCK'), needsReason: all.some((c) => c.severity === 'REASON') };
}

/**
 * The overtime port for one proposal. Where the facility blocks overtime and no reason is given
 * the port refuses (409); that refusal is what `blocked` means here, and the warnings are read
 * again with a stand-in reason (nothing is recorded: only `record` writes).
 */
async function overtimeOf(ctx: Ctx, tx: DbOrTx, facilityId: string, p: Proposal, name: string, reason: string | undefined) {
  const booking = {
    facilityId,
    shift: p.times,
    nurses: [{ id: p.employeeId, name }],
    replacing: p.replacing,
  };
  try {
    const check = await ctx.deps.ports.overtime.checkBooking(tx, { ...booking, overrideReason: reason });
    return { warnings: check.warnings.map((w) => w.message), blocked: false, check };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const check = await ctx.deps.ports.overtime.checkBooking(tx, { ...booking, overrideReason: 'preview' });
    return { warnings: check.warnings.map((w) => w.message), blocked: true, check: null };
  }
}

/**
 * A save's gate, inside its transaction after the rows are locked: a conflict that can never be
 * saved, or one that needs a reason the call did not give, answers 409 with the conflicts (the
 * preview may be stale). Answers how to record the overtime overrides once the bookings exist.
 */
export async function gate(
  ctx: Ctx,
  tx: DbOrTx,
  facilityId: string,
  proposals: readonly Proposal[],
  reason: string | undefined,
): Promise<{ checked: Checked; record: (made: readonly { id: string; employeeId: string }[]) => Promise<void> }> {
  const checked = await conflictsOf(ctx, tx, facilityId, proposals);
  const messages = checked.nurses.flatMap((n) => n.conflicts.filter((c) => c.severity !== 'WARN').map((c) => c.message));
  if (checked.blocked) throw new AppError('CONFLICT', [productMessages.openingBlocked, ...messages]);
  if (checked.needsReason && !reason) throw new AppError('CONFLICT', [productMessages.openingNeedsReason, ...messages]);
  const overtime: BookingOvertime[] = [];
  if (reason) {
    for (const p of proposals) {
      const name = checked.nurses.find((n) => n.employee_id === p.employeeId)?.name ?? '';
      const { check } = await overtimeOf(ctx, tx, facilityId, p, name, reason);
      if (check) overtime.push(check);
    }
  }
  return {
    checked,
    record: async (made) => {
      for (const o of overtime) await o.record(tx, { userId: ctx.user?.id ?? null, bookings: made });
    },
  };
}
