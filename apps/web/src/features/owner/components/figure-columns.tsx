import type { Figures } from '@careroster/shared/api/shifts/figures';
import { MONEY_DECIMALS } from '@careroster/shared/constants';
import { formatMoney } from '@careroster/shared/format/money';
import { fixed } from '@careroster/shared/format/number';
import { messages } from '@careroster/shared/messages';
import type { DataColumn } from '../../../components/data-table';

export const formatHours = (value: number | null) => (value === null ? messages.missingValue : fixed(value, MONEY_DECIMALS));

/**
 * The columns of a row of figures (a facility, the corporation, a day), in the dashboard cards'
 * words, so the corporate tables read like the dashboards they add up.
 */
export function figureColumns<T>(figuresOf: (row: T) => Figures): DataColumn<T>[] {
  const column = (key: string, header: string, cell: (f: Figures) => string): DataColumn<T> => ({
    key,
    header,
    align: 'right',
    cell: (row) => cell(figuresOf(row)),
  });
  return [
    column('census', 'Census (patient days)', (f) => (f.patient_days === null ? messages.missingValue : String(f.patient_days))),
    column('hppd-budgeted', 'HPPD budgeted', (f) => formatHours(f.hppd.budgeted)),
    column('hppd-confirmed', 'HPPD confirmed', (f) => formatHours(f.hppd.confirmed)),
    column('hppd-actual', 'HPPD actual', (f) => formatHours(f.hppd.actual)),
    column('hours-budgeted', 'Hours budgeted', (f) => formatHours(f.hours.budgeted)),
    column('hours-confirmed', 'Hours confirmed', (f) => formatHours(f.hours.confirmed)),
    column('hours-actual', 'Hours actual', (f) => formatHours(f.hours.actual)),
    column('open-positions', 'Open positions', (f) => `${f.open_positions.filled}/${f.open_positions.total}`),
    column('overtime', 'Overtime hours', (f) => formatHours(f.overtime_hours)),
    column('agency-hours', 'Agency hours', (f) => formatHours(f.agency_hours)),
    column('agency-spend', 'Agency spend', (f) => formatMoney(f.agency_spend)),
  ];
}

/** Nothing to show: no census, no openings, no booked or worked hours. */
export const isEmptyFigures = (f: Figures) =>
  f.patient_days === null && f.open_positions.total === 0 && f.hours.confirmed === 0 && f.hours.actual === 0 && f.hours.budgeted === null;
