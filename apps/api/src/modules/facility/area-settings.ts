import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilities } from '../../db/schema';
import type { FacilityRow } from './shared-reads';

/**
 * The columns of the facility's row that other areas keep as their own settings and save from
 * their own forms (decision 048): PBJ's CMS id and meal break rule, staffing's rest rule and default release plan,
 * timekeeping's geofence, rounding, approval deadline, overtime rule and work lines. The facility's name,
 * address, zone and payroll setting are not among them: only its own forms change those (the
 * profile form also saves the geofence and its centre).
 */
export type AreaSettings = Partial<
  Pick<
    FacilityRow,
    | 'cmsFacilityId'
    | 'pbjMealRule'
    | 'minRestHours'
    | 'releaseMarketplaceAfterHours'
    | 'releaseAgencyAfterHours'
    | 'releaseAgencyWithinHours'
    | 'latitude'
    | 'longitude'
    | 'geofenceRadiusMetres'
    | 'roundingMinutes'
    | 'approvalDeadlineHours'
    | 'overtimeRule'
    | 'overtimeEnforcement'
    | 'workweekStartDay'
    | 'workweekStartTime'
    | 'workdayStartTime'
    // issue 30, one-off payments (decision 077)
    | 'oneOffApprovalThresholdCents'
  >
>;

/**
 * Saves an area's settings on the facility's row, in the caller's transaction (the caller
 * checks them and audits the change); answers the row as saved, undefined for an unknown id.
 */
export async function saveAreaSettings(db: DbOrTx, facilityId: string, settings: AreaSettings): Promise<FacilityRow | undefined> {
  const [row] = await db.update(facilities).set(settings).where(eq(facilities.id, facilityId)).returning();
  return row;
}
