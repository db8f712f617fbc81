import { addDays } from '../format/wall-clock';

/**
 * The same day `months` later (or earlier), clamped to the month's last day: 12 months after
 * 2024-02-29 is 2025-02-28. FMLA counts in months (29 CFR 825.110(a), 825.200(b)), not 365 days.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The Sunday starting the week of `date` (the product's weeks run Sunday to Saturday). */
export function sundayOf(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

export { addDays };
