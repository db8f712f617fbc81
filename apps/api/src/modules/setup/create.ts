import type { SetupFacility } from '@careroster/shared/api/setup/setup';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySetups, corporations } from '../../db/schema';
import { saveEin } from '../company';
import { insertFacility } from '../facility';
import { saveEntityLegalName } from '../legal';

/**
 * The only way a corporation and a facility come to exist (issue 31, decision 080): the setup's
 * Finish and the demo seed both call these, in their own transaction, with input the setup's
 * schemas validated. Memberships and audit rows are the caller's (the seed has neither a request
 * nor after-commit effects).
 */

export async function createCorporation(tx: DbOrTx, corporation: { id?: string; name: string; ownerUserId: string }): Promise<string> {
  const [row] = await tx.insert(corporations).values(corporation).returning({ id: corporations.id });
  return row!.id;
}

/** A facility as the setup creates it: the wizard's draft; the EIN is null only for the demo, which keeps no tax setup (decision 078). */
export type NewEntity = Omit<SetupFacility, 'key' | 'facility_id' | 'ein'> & { ein: string | null };

/** The facility's row, its legal entity (name and business type) and its EIN. */
export async function createFacility(
  tx: DbOrTx,
  input: {
    id?: string;
    corporationId: string;
    facility: NewEntity;
    coordinates?: { latitude: number; longitude: number };
    at: Date;
    by: string | null;
  },
): Promise<string> {
  const f = input.facility;
  const facilityId = await insertFacility(tx, {
    ...(input.id ? { id: input.id } : {}),
    corporationId: input.corporationId,
    name: f.name,
    timezone: f.timezone,
    addressLine1: f.address_line1,
    addressLine2: f.address_line2,
    city: f.city,
    state: f.state,
    zip: f.zip,
    country: f.country,
    cmsFacilityId: f.cms_facility_id,
    payrollSetting: f.payroll_setting,
    ...(input.coordinates ?? {}),
  });
  await saveEntityLegalName(tx, facilityId, {
    entityLegalName: f.legal_name,
    businessType: f.business_type,
    updatedAt: input.at,
    updatedBy: input.by,
  });
  if (f.ein) await saveEin(tx, facilityId, f.ein);
  return facilityId;
}

/**
 * Whether the user has a company setup not finished yet: such an owner signs in with no facility
 * (role OWNER) and is sent to the setup. The auth area asks through the `companySetup` port; the
 * MFA rule "owners need a second factor" can ask the same.
 */
export async function ownsCorporationInSetup(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companySetups.id })
    .from(companySetups)
    .where(and(eq(companySetups.ownerUserId, userId), isNull(companySetups.completedAt)));
  return row !== undefined;
}
