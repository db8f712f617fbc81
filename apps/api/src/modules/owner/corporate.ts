import type { CorporateDashboard, HppdWeek, HppdWeekly } from '@careroster/shared/api/owner/corporate';
import { CORPORATE_MAX_DAYS } from '@careroster/shared/api/owner/corporate';
import type { Figures } from '@careroster/shared/api/shifts/figures';
import { AppError } from '@careroster/shared/errors';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { roundTo } from '@careroster/shared/format/number';
import type { Ctx, FacilityScope } from '../../platform/context';
import { dailyFigures, dayFiguresOf, figuresOf, sumFigures } from '../shifts';

/**
 * The facilities an owner route answers for (decision 034): the caller's owned ones (the access
 * layer loaded them), or those of them asked for. Asking for any other facility is a 403, so an
 * answer never holds a facility the caller does not own.
 */
function ownedScope(ctx: Ctx, requested: string | readonly string[] | undefined): readonly FacilityScope[] {
  if (requested === undefined) return ctx.owned;
  const ids = new Set([requested].flat());
  if ([...ids].some((id) => !ctx.owned.some((f) => f.id === id))) throw new AppError('FORBIDDEN', productMessages.notFacilityOwner);
  return ctx.owned.filter((f) => ids.has(f.id));
}

const facilityFields = (f: FacilityScope) => ({ id: f.id, name: f.name, timezone: f.timezone });

/** GET owner/corporate-dashboard: each owned facility's dashboard figures, per day, and the corporation's totals. */
export async function corporateDashboard(
  ctx: Ctx,
  query: { start_date: string; end_date: string; 'facility_ids[]'?: string | string[] | undefined },
): Promise<CorporateDashboard> {
  const { start_date: from, end_date: to } = query;
  if (to < from || to > addDays(from, CORPORATE_MAX_DAYS - 1))
    throw new AppError('VALIDATION_FAILED', productMessages.listRangeTooLong(CORPORATE_MAX_DAYS));
  const scope = ownedScope(ctx, query['facility_ids[]']);
  // One at a time: each facility's computation already runs its queries side by side.
  const facilities: CorporateDashboard['facilities'] = [];
  for (const facility of scope) {
    const raw = await dailyFigures(ctx, facility, from, to);
    facilities.push({ ...facilityFields(facility), totals: figuresOf(raw), days: raw.map(dayFiguresOf) });
  }
  const dates = facilities[0]?.days.map((d) => d.date) ?? [];
  return {
    start_date: from,
    end_date: to,
    facilities,
    totals: sumFigures(facilities.map((f) => f.totals)),
    days: dates.map((date, i) => ({ date, ...sumFigures(facilities.map((f) => f.days[i]!)) })),
  };
}

const variance = (hppd: number | null, budgeted: number | null) =>
  hppd === null || budgeted === null ? null : roundTo(hppd - budgeted, 2);

function hppdWeek(start: string, f: Figures): HppdWeek {
  return {
    week_start: start,
    week_end: addDays(start, 6),
    patient_days: f.patient_days,
    budgeted: f.hppd.budgeted,
    confirmed: f.hppd.confirmed,
    actual: f.hppd.actual,
    confirmed_variance: variance(f.hppd.confirmed, f.hppd.budgeted),
    actual_variance: variance(f.hppd.actual, f.hppd.budgeted),
  };
}

/**
 * GET owner/hppd-weekly: budgeted, confirmed and actual HPPD week by week up to the week holding
 * `end_date`, per owned facility (its own zone's days) and for the corporation. Weeks start on
 * Sunday, as every week picker of the product does; facilities have no week-start setting.
 */
export async function hppdWeekly(
  ctx: Ctx,
  query: { end_date: string; weeks: number; 'facility_ids[]'?: string | string[] | undefined },
): Promise<HppdWeekly> {
  const scope = ownedScope(ctx, query['facility_ids[]']);
  const lastWeek = weekStartOf(query.end_date);
  const starts = Array.from({ length: query.weeks }, (_, i) => addDays(lastWeek, -7 * (query.weeks - 1 - i)));
  const perFacility: { facility: FacilityScope; weeks: Figures[] }[] = [];
  for (const facility of scope) {
    const raw = await dailyFigures(ctx, facility, starts[0]!, addDays(lastWeek, 6));
    const weeks = starts.map((start, i) => figuresOf(raw.slice(i * 7, i * 7 + 7)));
    perFacility.push({ facility, weeks });
  }
  return {
    facilities: perFacility.map(({ facility, weeks }) => ({
      ...facilityFields(facility),
      weeks: weeks.map((w, i) => hppdWeek(starts[i]!, w)),
    })),
    totals: starts.map((start, i) => hppdWeek(start, sumFigures(perFacility.map((f) => f.weeks[i]!)))),
  };
}
