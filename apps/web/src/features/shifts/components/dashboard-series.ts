import dayjs from 'dayjs';
import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import { MONEY_DECIMALS } from '@careroster/shared/constants';
import { formatDate } from '@careroster/shared/format/date-time';
import { fixed } from '@careroster/shared/format/number';
import { messages, productMessages } from '@careroster/shared/messages';

/**
 * What the dashboard's charts draw and their tables list (decision 072), read from the one answer
 * the cards come from: a row per day of the range, and a total row that IS the card's figures
 * (the server made the card by adding these days up), never a sum made again here.
 */
export type SeriesTable<R> = { rows: (R & { date: string })[]; total: R };

export const ALL_UNITS = 'all';
const NO_UNIT = 'none';

/** As the cards show hours and HPPD: two decimals, '- -' when unknown. */
export const formatFigure = (value: number | null) => (value === null ? messages.missingValue : fixed(value, MONEY_DECIMALS));

/** A day on a chart's axis, 'Sun 15/11'. */
export const axisDay = (date: string) => dayjs(date).format('ddd DD/MM');
/** A day in a table, 'Sun 15/11/2026'. */
export const tableDay = (date: string) => `${dayjs(date).format('ddd')} ${formatDate(date)}`;

/** The staffing chart's unit choices: every unit with openings in the range, and 'All units'. */
export function unitChoices(data: Dashboard): { value: string; label: string }[] {
  return [
    { value: ALL_UNITS, label: productMessages.dashboardChartAllUnits },
    ...data.units.map((u) => ({ value: u.id ?? NO_UNIT, label: u.name ?? productMessages.dashboardChartNoUnit })),
  ];
}

type Staffing = { booked: number; needed: number };

/** Openings booked against needed per day: the facility's (the OPEN POSITIONS card) or one unit's. */
export function staffingSeries(data: Dashboard, unit: string): SeriesTable<Staffing> {
  const chosen = data.units.find((u) => (u.id ?? NO_UNIT) === unit);
  if (!chosen)
    return {
      rows: data.days.map((d) => ({ date: d.date, booked: d.open_positions.filled, needed: d.open_positions.total })),
      total: { booked: data.open_positions.filled, needed: data.open_positions.total },
    };
  const rows = chosen.days.map((d) => ({ date: d.date, booked: d.filled, needed: d.total }));
  // A unit has no card of its own: its total is its days', as the card is the facility's days'.
  return {
    rows,
    total: { booked: rows.reduce((n, r) => n + r.booked, 0), needed: rows.reduce((n, r) => n + r.needed, 0) },
  };
}

type Hppd = { budgeted: number | null; confirmed: number | null; actual: number | null };

/** HPPD confirmed and actual against budgeted per day; the total is the HPPD and ACTUAL HPPD cards. */
export function hppdSeries(data: Dashboard): SeriesTable<Hppd> {
  return {
    rows: data.days.map((d) => ({ date: d.date, ...d.hppd })),
    total: data.hppd,
  };
}

type Agency = { hours: number; spend: number };

/** Agency hours and spend per day; the total is the AGENCY HOURS and AGENCY SPEND cards. */
export function agencySeries(data: Dashboard): SeriesTable<Agency> {
  return {
    rows: data.days.map((d) => ({ date: d.date, hours: d.agency_hours, spend: d.agency_spend })),
    total: { hours: data.agency_hours, spend: data.agency_spend },
  };
}

type Open = { open: number; filled: number; total: number };

/** Positions still open per day (of the shifts starting that day); the total is the OPEN POSITIONS card. */
export function openSeries(data: Dashboard): SeriesTable<Open> {
  const open = ({ filled, total }: { filled: number; total: number }) => ({ open: total - filled, filled, total });
  return {
    rows: data.days.map((d) => ({ date: d.date, ...open(d.open_positions) })),
    total: open(data.open_positions),
  };
}
