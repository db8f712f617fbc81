import type { AvailabilityBody } from '@careroster/shared/api/staffing/availability';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeAvailability } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { employeeOf } from '../employees';

/**
 * PUT facilities/employees/{employeeId}/availability: staff record what a nurse told them about a
 * day (the roster's cell offers it); null clears the day back to "not said". The suggestions read
 * it: UNAVAILABLE keeps her off the day's openings, AVAILABLE counts in her favour.
 */
export async function setAvailability(ctx: Ctx, input: AvailabilityBody & { employeeId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const { employeeId, date, kind } = input;
  await transaction(ctx, tx, async (t, after) => {
    // The roster shows it, and it changes who is suggested for the day's openings.
    after.publish({ type: 'shifts.changed' });
    await employeeOf(t, facilityId, employeeId);
    if (kind === null) {
      await t.delete(employeeAvailability).where(and(eq(employeeAvailability.employeeId, employeeId), eq(employeeAvailability.date, date)));
      return;
    }
    await t
      .insert(employeeAvailability)
      .values({ facilityId, employeeId, date, kind })
      .onConflictDoUpdate({ target: [employeeAvailability.employeeId, employeeAvailability.date], set: { kind } });
  });
  return { employee_id: employeeId, date, kind };
}
