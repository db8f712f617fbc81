import type { Dashboard, dashboardQuery, UnitDay } from '@careroster/shared/api/shifts/budget';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { addDays } from '@careroster/shared/format/wall-clock';
import type { z } from 'zod';
import { dailyFigures, dayFiguresOf, figuresOf, openingsBetween } from './figures';
import { facilityOf, type Ctx } from '../../platform/context';
import { floorsOf, unitTops } from '../structure';

const MAX_RANGE_DAYS = 366;

/**
 * GET facilities/dashboard: the cards of spec 001 section 2 for the range: the hours inside its days,
 * the openings of the shifts starting in it (decision 055).
 * The figures are the ones the owner's corporate view adds up (figures.ts); the floors are the
 * dashboard's own. The charts (decision 072) read the same days the cards add up, and the
 * openings per unit and day from the same statement as the floor cards.
 */
export async function dashboard(ctx: Ctx, query: z.output<typeof dashboardQuery>): Promise<Dashboard> {
  const { db } = ctx.deps;
  const facility = facilityOf(ctx);
  const facilityId = facility.id;
  const { start_date: from, end_date: to } = query;
  if (to < from || to > addDays(from, MAX_RANGE_DAYS))
    throw new AppError('VALIDATION_FAILED', productMessages.listRangeTooLong(MAX_RANGE_DAYS));
  // Read once: the floors, the units and the day figures all add up these rows.
  const openingRows = openingsBetween(db, facilityId, from, to).then((rows) => rows);
  const [openings, floorRows, tops, raw] = await Promise.all([
    openingRows,
    floorsOf(db, facilityId),
    unitTops(db, facilityId),
    dailyFigures(ctx, facility, from, to, openingRows),
  ]);
  return {
    ...figuresOf(raw),
    floors: floorRows.map((f) => {
      const rows = openings.filter((o) => o.floorId === f.id);
      return { id: f.id, name: f.name, accepted: sum(rows, 'filled'), budgeted: sum(rows, 'total') };
    }),
    days: raw.map(dayFiguresOf),
    units: unitSeries(
      openings,
      new Map(tops.map((u) => [u.id, { id: u.topId, name: u.topName }])),
      raw.map((d) => d.date),
    ),
  };
}

const sum = (rows: readonly { filled: number; total: number }[], key: 'filled' | 'total') => rows.reduce((n, r) => n + r[key], 0);

type Unit = { id: string | null; name: string | null };

/**
 * The openings per unit (a subunit's in its unit) and day, each unit over every day of the range;
 * units by name, the shifts on no unit last. The seam for issue 28's census per unit: its patient
 * days and hours per unit join these days.
 */
function unitSeries(
  openings: readonly { date: string; unitId: string | null; filled: number; total: number }[],
  topOf: ReadonlyMap<string, Unit>,
  dates: readonly string[],
): { id: string | null; name: string | null; days: UnitDay[] }[] {
  type Openings = { filled: number; total: number };
  const byUnit = new Map<string | null, Unit & { perDay: Map<string, Openings> }>();
  for (const o of openings) {
    // A unit of another facility cannot be named here (the shift's facility is checked); a unit
    // deleted since is `set null` on the shift, so an unknown id does not occur either.
    const unit: Unit = (o.unitId === null ? undefined : topOf.get(o.unitId)) ?? { id: null, name: null };
    const entry = byUnit.get(unit.id) ?? { ...unit, perDay: new Map<string, Openings>() };
    byUnit.set(unit.id, entry);
    const day = entry.perDay.get(o.date) ?? { filled: 0, total: 0 };
    entry.perDay.set(o.date, { filled: day.filled + o.filled, total: day.total + o.total });
  }
  return [...byUnit.values()]
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : a.name!.localeCompare(b.name!)))
    .map(({ id, name, perDay }) => ({
      id,
      name,
      days: dates.map((date) => ({ date, ...(perDay.get(date) ?? { filled: 0, total: 0 }) })),
    }));
}
