import type { AvailabilityBody } from '@careroster/shared/api/staffing/availability';
import { AppError } from '@careroster/shared/errors';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeAvailability, employees } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';

/**
 * PUT facilities/employees/{employeeId}/availability: staff record what a nurse told them about a
 * day (the roster's cell offers it); null clears the day back to "not said". The suggestions read
 * it: UNAVAILABLE keeps her off the day's openings, AVAILABLE counts in her favour.
 */
export async function setAvailability(ctx: Ctx, input: AvailabilityBody & { employeeId: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const { employeeId, date, kind } = input;
  await db.transaction(async (t) => {
    const [employee] = await t.select({ id: employees.id }).from(employees).where(and(eq(employees.id, employeeId), eq(employees.facilityId, facilityId)));
    if (!employee) throw new AppError('NOT_FOUND');
    if (kind === null) {
      await t.delete(employeeAvailability).where(and(eq(employeeAvailability.employeeId, employeeId), eq(employeeAvailability.date, date)));
      return;
    }
    await t
      .insert(employeeAvailability)
      .values({ facilityId, employeeId, date, kind })
      .onConflictDoUpdate({ target: [employeeAvailability.employeeId, employeeAvailability.date], set: { kind } });
  });
  // The roster shows it, and it changes who is suggested for the day's openings.
  ctx.publish({ type: 'shifts.changed' });
  return { employee_id: employeeId, date, kind };
}
