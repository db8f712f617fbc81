import type { PayrollSetting } from '@careroster/shared/lookups';
import type { DbOrTx } from '../../db/client';
import { facilities } from '../../db/schema';

export type NewFacility = {
  id?: string;
  corporationId: string;
  name: string;
  timezone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  cmsFacilityId: string | null;
  payrollSetting: PayrollSetting;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * Writes a new facility's row in the caller's transaction. Facilities are created only by the
 * company setup (modules/setup, decision 080), which validated the input and writes the rest of
 * the entity (legal details, EIN, the owner's membership) beside it.
 */
export async function insertFacility(tx: DbOrTx, facility: NewFacility): Promise<string> {
  const [row] = await tx.insert(facilities).values(facility).returning({ id: facilities.id });
  return row!.id;
}
