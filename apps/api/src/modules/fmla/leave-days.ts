import { addDays } from '@careroster/shared/format/wall-clock';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fmlaCases, fmlaEntries } from '../../db/schema';

/**
 * The employees on FMLA leave on `date` at a facility, as a `select employee_id` statement for a
 * caller's `with` list (staffing's `away`, decision 032): an open continuous case spanning the day,
 * or an entry of leave recorded on it (intermittent leave is known by its entries).
 */
export function onFmlaLeave(facilityId: string, date: string): SQL {
  return sql`select ${fmlaCases.employeeId} from ${fmlaCases}
      where ${fmlaCases.facilityId} = ${facilityId} and ${fmlaCases.status} = 'OPEN' and ${fmlaCases.kind} = 'CONTINUOUS'
        and ${fmlaCases.startDate} <= ${date}::date and ${fmlaCases.expectedEndDate} >= ${date}::date
    union select ${fmlaEntries.employeeId} from ${fmlaEntries}
      where ${fmlaEntries.facilityId} = ${facilityId} and ${fmlaEntries.date} = ${date}::date`;
}

/** The same days over `from`..`to`, one row per employee and day: the roster builder's unavailable days (decision 074). */
export async function fmlaLeaveBetween(
  db: DbOrTx,
  facilityId: string,
  range: { from: string; to: string },
): Promise<{ employeeId: string; date: string }[]> {
  const [cases, entries] = await Promise.all([
    db
      .select({ employeeId: fmlaCases.employeeId, startDate: fmlaCases.startDate, endDate: fmlaCases.expectedEndDate })
      .from(fmlaCases)
      .where(
        and(
          eq(fmlaCases.facilityId, facilityId),
          eq(fmlaCases.status, 'OPEN'),
          eq(fmlaCases.kind, 'CONTINUOUS'),
          lte(fmlaCases.startDate, range.to),
          gte(fmlaCases.expectedEndDate, range.from),
        ),
      ),
    db
      .select({ employeeId: fmlaEntries.employeeId, date: fmlaEntries.date })
      .from(fmlaEntries)
      .where(and(eq(fmlaEntries.facilityId, facilityId), gte(fmlaEntries.date, range.from), lte(fmlaEntries.date, range.to))),
  ]);
  const days = [...entries];
  for (const c of cases)
    for (let d = c.startDate < range.from ? range.from : c.startDate; d <= c.endDate && d <= range.to; d = addDays(d, 1))
      days.push({ employeeId: c.employeeId, date: d });
  return days;
}
