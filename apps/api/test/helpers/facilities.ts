import type { DbOrTx } from '../../src/db/client';
import { createCorporation, createFacility, type NewEntity } from '../../src/modules/setup';

/**
 * A facility of a corporation of its own, made as the product makes every facility: through the
 * setup's `createCorporation` and `createFacility` (decision 080), which write its legal entity
 * and EIN too. Memberships are the test's to add.
 */
export async function createTestFacility(
  db: DbOrTx,
  input: {
    corporation: string;
    ownerUserId: string;
    at: Date;
    facility: Pick<NewEntity, 'name' | 'timezone' | 'state'> & Partial<NewEntity>;
  },
): Promise<string> {
  const corporationId = await createCorporation(db, { name: input.corporation, ownerUserId: input.ownerUserId });
  return createFacility(db, {
    corporationId,
    facility: {
      legal_name: `${input.facility.name} LLC`,
      business_type: 'LLC',
      ein: null,
      address_line1: '1 Main Street',
      address_line2: null,
      city: 'Springfield',
      country: 'US',
      zip: '00001',
      cms_facility_id: null,
      payroll_setting: 'WEEKLY',
      ...input.facility,
    },
    at: input.at,
    by: input.ownerUserId,
  });
}
