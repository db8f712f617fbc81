import { draftRun, finishedPeriods, payrollFacility } from '../../modules/payroll';
import type { Tx } from '../client';
import type { ComplianceSeed } from './demo-compliance';

/**
 * The demo's payroll (issue 14): Sunrise's last finished pay period as a DRAFT, computed by the
 * product's own service from the seeded approved timecards (its pending ones show as a warning).
 */
export async function seedPayroll(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const facility = await payrollFacility(tx, seed.facilities.sunrise);
  const [last] = finishedPeriods(facility, 1, seed.now);
  await draftRun(tx, facility, last!, seed.now);
}
