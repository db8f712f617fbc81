import type {
  FillWeekProposal,
  fillWeekProposalBody,
  ProposedAssignment,
  UnfilledOpening,
} from '@careroster/shared/api/staffing/fill-week';
import { fromCents } from '@careroster/shared/format/money';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { bookingCostCents, reasonsOf, scorePrices } from '@careroster/shared/staffing/score';
import {
  headroomKey,
  pairKey,
  type Plan,
  type PlanCandidate,
  type PlanOpening,
  type PlanProblem,
} from '@careroster/shared/staffing/solver';
import { openingPeriods } from '@careroster/shared/staffing/solver-periods';
import {
  OVERTIME_MULTIPLIER,
  overtimePeriodOf,
  PERIOD_THRESHOLD_MINUTES,
  periodSplitOf,
  WEEKLY_THRESHOLD_MINUTES,
  weekStartOf,
  type OvertimeSettings,
} from '@careroster/shared/timekeeping/overtime';
import { AppError } from '@careroster/shared/errors';
import { roundTo } from '@careroster/shared/format/number';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { splitByEmployee } from '../overtime';
import { segmentsBetween } from '../timekeeping';
import { hhmm, paidHours, type ShiftRow, upcomingOpenings } from '../shifts';
import { rankCandidates, type Candidate, type Opening } from './candidates';
import { solveWeekOffThread } from './fill-week-solver';
import { facilityRow, workCalendarOf } from '../facility';

/**
 * Candidates asked of the engine per opening: the plan needs more than the best few (the best
 * may be given to another opening), and beyond this the extra nurses only slow the solver.
 */
const CANDIDATES_PER_OPENING = 25;
const MINUTES_PER_HOUR = 60;

type WeekOpening = Opening & { jobTitle: string; open: number };

/** The open positions of the facility's upcoming shifts starting on `from`..`to`, in time order. */
export async function openingsBetween(db: DbOrTx, facilityId: string, from: string, to: string, now: Date): Promise<WeekOpening[]> {
  const rows = await upcomingOpenings(db, facilityId, from, to, now);
  return rows.map((r) => ({ ...r, open: r.position.totalPositions - r.position.acceptedCount - r.position.assignedCount }));
}

/**
 * A shift's minutes in each overtime period as the engine counts them (a night across the
 * workweek line in both), and the overtime it carries on its own, whoever takes it (the daily
 * rules of 8/80 and California).
 */
function shiftPeriods(shift: ShiftRow, settings: OvertimeSettings) {
  const minutes = Math.round(paidHours(shift.startsAt, shift.endsAt, shift.mealMinutes) * MINUTES_PER_HOUR);
  const segment = { id: 'opening', workDate: shift.startDate, startsAt: shift.startsAt, endsAt: shift.endsAt, minutes };
  return openingPeriods({ ...segment, source: 'SCHEDULED' }, settings);
}

/** What a minute of her overtime costs in the score: the price of overtime plus her premium on top of straight time. */
const overtimePrice = (c: Candidate) =>
  scorePrices.overtimeCentsPerMinute + (c.facts.hourlyCostCents * (OVERTIME_MULTIPLIER - 1)) / MINUTES_PER_HOUR;

/**
 * The overtime a candidacy's score holds because of her hours before the plan, and the part of
 * her premium that pays for it: the plan takes both out and prices her period's overtime itself.
 */
function periodOvertimeOf(c: Candidate, own: number) {
  const minutes = Math.max(0, c.facts.overtimeMinutes - own);
  const premium = c.facts.overtimeMinutes > 0 ? Math.round((c.facts.overtimePremiumCents * minutes) / c.facts.overtimeMinutes) : 0;
  return { minutes, premium };
}

export type FillSettings = { id: string; settings: OvertimeSettings; minRestHours: number };

/** The facility's overtime rule and rest hours: what the plan is checked and priced by. */
export async function fillSettingsOf(db: DbOrTx, facilityId: string): Promise<FillSettings> {
  const row = (await facilityRow(db, facilityId))!;
  return {
    id: facilityId,
    settings: { rule: row.overtimeRule, payPeriodAnchor: row.payPeriodAnchor, calendar: workCalendarOf(row) },
    minRestHours: row.minRestHours,
  };
}

export type RankedOpening = { opening: WeekOpening; candidates: Candidate[] };

/**
 * The week's problem for the solver: the openings, each with its ranked candidates, and each
 * candidate nurse's regular minutes left in each overtime period before the plan.
 */
export async function weekProblem(db: DbOrTx, facility: FillSettings, ranked: RankedOpening[]): Promise<PlanProblem> {
  const { id: facilityId, settings } = facility;
  const openings: PlanOpening[] = [];
  const candidates: PlanCandidate[] = [];
  const nursesByPeriod = new Map<string, Set<string>>();
  for (const { opening, candidates: list } of ranked) {
    const { shift, position } = opening;
    const { periods, ownOvertime } = shiftPeriods(shift, settings);
    openings.push({ id: position.id, startsAt: shift.startsAt.getTime(), endsAt: shift.endsAt.getTime(), periods, count: opening.open });
    for (const c of list) {
      const extra = periodOvertimeOf(c, ownOvertime);
      candidates.push({
        openingId: position.id,
        employeeId: c.employeeId,
        baseScore: c.score - extra.minutes * scorePrices.overtimeCentsPerMinute - extra.premium,
        overtimeCentsPerMinute: overtimePrice(c),
      });
      for (const { period } of periods) nursesByPeriod.set(period, (nursesByPeriod.get(period) ?? new Set()).add(c.employeeId));
    }
  }
  // Every period an opening's minutes fall in, the next week's too for a Saturday night.
  const headroom = new Map<string, number>();
  for (const [start, nurses] of nursesByPeriod) {
    const { end } = overtimePeriodOf(start, settings);
    const split = splitByEmployee(await segmentsBetween(db, facilityId, start, end, [...nurses]), settings);
    for (const [employeeId, result] of split) {
      // A nurse whose segments all lie beside the period (the day before or after) has its whole threshold.
      const period = periodSplitOf(result, start);
      if (period) headroom.set(headroomKey(employeeId, start), period.headroom);
    }
  }
  return {
    openings,
    candidates,
    headroom,
    minRestMinutes: facility.minRestHours * MINUTES_PER_HOUR,
    periodThresholdMinutes: settings.rule === 'EIGHT_EIGHTY' ? PERIOD_THRESHOLD_MINUTES : WEEKLY_THRESHOLD_MINUTES,
  };
}

/**
 * Each opening's candidates from the suggestion engine, one opening after another (one connection,
 * PGlite or a pooled client alike). The bench asks for every legal nurse (`perOpening`) for its
 * first-eligible baseline.
 */
export async function rankOpenings(
  db: DbOrTx,
  openings: WeekOpening[],
  now: Date,
  perOpening = CANDIDATES_PER_OPENING,
): Promise<RankedOpening[]> {
  const ranked: RankedOpening[] = [];
  for (const opening of openings) {
    const { candidates } = await rankCandidates(db, opening, { limit: Math.max(perOpening, opening.open * 3), now });
    ranked.push({ opening, candidates });
  }
  return ranked;
}

const openingFields = ({ position, shift, jobTitle }: WeekOpening) => ({
  position_id: position.id,
  shift_id: shift.id,
  shift_title: shift.title,
  date: shift.startDate,
  start_time: hhmm(shift.startTime),
  end_time: hhmm(shift.endTime),
  job_title: jobTitle,
});

/** The plan in the contract's words: each booking with its cost and overtime in the plan, the openings left and why. */
export function describePlan(ranked: RankedOpening[], plan: Plan, settings: OvertimeSettings) {
  const chosen = new Set(plan.assignments.map(pairKey));
  const assignments: ProposedAssignment[] = [];
  const unfilled: UnfilledOpening[] = [];
  let costCents = 0;
  let overtimeMinutes = 0;
  for (const { opening, candidates } of ranked) {
    const own = shiftPeriods(opening.shift, settings).ownOvertime;
    const taken = candidates.filter((c) => chosen.has(pairKey({ openingId: opening.position.id, employeeId: c.employeeId })));
    for (const c of taken) {
      const extra = periodOvertimeOf(c, own);
      const inPlan = plan.overtimeOf.get(pairKey({ openingId: opening.position.id, employeeId: c.employeeId })) ?? 0;
      const premiumPerMinute = (c.facts.hourlyCostCents * (OVERTIME_MULTIPLIER - 1)) / MINUTES_PER_HOUR;
      const facts = {
        ...c.facts,
        overtimeMinutes: c.facts.overtimeMinutes - extra.minutes + inPlan,
        overtimePremiumCents: c.facts.overtimePremiumCents - extra.premium + Math.round(inPlan * premiumPerMinute),
      };
      const cost = bookingCostCents(facts);
      costCents += cost;
      overtimeMinutes += facts.overtimeMinutes;
      assignments.push({
        ...openingFields(opening),
        employee_id: c.employeeId,
        first_name: c.firstName,
        last_name: c.lastName,
        type: c.workerType,
        cost: fromCents(cost),
        overtime_hours: roundTo(facts.overtimeMinutes / MINUTES_PER_HOUR, 2),
        reasons: reasonsOf(facts),
      });
    }
    if (taken.length < opening.open) {
      // TAKEN only when a nurse who could take it is proposed elsewhere; the ones proposed here do not count.
      const reason = candidates.length > taken.length ? 'TAKEN' : 'NO_CANDIDATE';
      unfilled.push({
        ...openingFields(opening),
        open: opening.open - taken.length,
        reason,
        message: reason === 'NO_CANDIDATE' ? productMessages.fillWeekNoCandidate : productMessages.fillWeekTaken,
      });
    }
  }
  return { assignments, unfilled, costCents, overtimeMinutes };
}

/**
 * What one user may ask, and how long a facility's proposal holds its place (decision 038): a
 * manager refines a plan a few times a minute at most, and a proposal that dies on the way
 * (its instance stopped) frees the facility after the lease.
 */
export const fillWeekLimits = { perUser: 20, windowMs: 10 * 60_000, leaseMs: 5 * 60_000 } as const;

/**
 * POST facilities/fill-week/proposal: every open position of the facility's upcoming shifts in
 * the weeks, with the engine's candidates, solved together (decision 032) on a solver thread.
 * One proposal per facility at a time (a second is refused, across instances), and only so many
 * per user in a window. Nothing is saved: the manager reviews the plan and confirms what she keeps.
 */
/**
 * The proposals this process is working out, by facility and weeks. The dialog asks again for
 * the same weeks when a booking changes them (twice at once after its own confirm: the answer
 * and the live event): those share the one being worked out instead of being refused.
 */
const inFlight = new Map<string, Promise<FillWeekProposal>>();

export async function proposeFillWeek(ctx: Ctx, body: z.output<typeof fillWeekProposalBody>): Promise<FillWeekProposal> {
  const { limiter } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  if (!(await limiter.hit(`fill-week:user:${userOf(ctx).id}`, fillWeekLimits.perUser, fillWeekLimits.windowMs))) {
    throw new AppError('RATE_LIMITED', productMessages.fillWeekTooOften);
  }
  const same = `${facilityId}:${weekStartOf(body.week_start)}:${body.weeks}`;
  const running = inFlight.get(same);
  if (running) return running;
  // Registered before its first await, so a twin arriving meanwhile shares it, refusal included.
  const planned = leased(ctx, facilityId, body).finally(() => inFlight.delete(same));
  inFlight.set(same, planned);
  return planned;
}

/** The plan under the facility's lease (in the shared limiter, so across instances), or 409 while another holds it. */
async function leased(ctx: Ctx, facilityId: string, body: z.output<typeof fillWeekProposalBody>) {
  const { limiter } = ctx.deps;
  const lease = `fill-week:facility:${facilityId}`;
  if (!(await limiter.lease(lease, fillWeekLimits.leaseMs))) throw new AppError('CONFLICT', productMessages.fillWeekRunning);
  try {
    return await planWeeks(ctx, facilityId, body);
  } finally {
    await limiter.reset(lease);
  }
}

async function planWeeks(ctx: Ctx, facilityId: string, body: z.output<typeof fillWeekProposalBody>): Promise<FillWeekProposal> {
  const { db, clock, config } = ctx.deps;
  const now = clock.now();
  const start = weekStartOf(body.week_start);
  const end = addDays(start, 7 * body.weeks - 1);
  const openings = await openingsBetween(db, facilityId, start, end, now);
  const ranked = await rankOpenings(db, openings, now);
  const facility = await fillSettingsOf(db, facilityId);
  const solution = await solveWeekOffThread(await weekProblem(db, facility, ranked), config.fillWeekSeconds);
  if (solution.failure) ctx.log.warn({ code: 'FILL_WEEK_SOLVER', reason: solution.failure }, 'fill week: answered with the heuristic plan');
  const plan = describePlan(ranked, solution.plan, facility.settings);
  return {
    week_start: start,
    week_end: end,
    assignments: plan.assignments,
    unfilled: plan.unfilled,
    totals: {
      openings: openings.reduce((sum, o) => sum + o.open, 0),
      proposed: plan.assignments.length,
      cost: fromCents(plan.costCents),
      overtime_hours: roundTo(plan.overtimeMinutes / MINUTES_PER_HOUR, 2),
    },
    note: solution.proven ? null : productMessages.fillWeekBestSoFar,
  };
}
