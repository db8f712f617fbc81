import { eq } from 'drizzle-orm';
import type { NewEntity } from '../../modules/setup';
import { facilityDocuments, facilityLegal } from '../schema';
import { maplePlan, sunrisePlan } from './demo-facilities';
import { sealContext } from '../../platform/crypto/sealed-columns';
import type { Tx } from '../client';
import type { ComplianceSeed } from './demo-compliance';
import { demoLegalPdf } from './demo-files';
import { seededRandom } from './random';

const LEGAL_SEED = 20261313;

/**
 * The demo's legal records (decision 025): Sunrise complete and accepted; Maple with its legal
 * name and an AOI the marketplace rejected, so its manager meets the resubmission dialog.
 * The numbers are made up (the SSN is of a shape the SSA issues, not a known person's).
 */
export const demoLegal = {
  sunrise: { entityLegalName: 'Sunrise Senior Care LLC', tin: '274-58-1936', ssn: '531-62-4870' },
  maple: {
    entityLegalName: 'Maple Grove Care Center Inc.',
    aoiRejection: 'The articles are not signed. Please upload the signed and filed copy.',
  },
} as const;

/**
 * The demo facilities as the company setup would have them (decision 080): profile, legal entity
 * and no EIN: the demo keeps no tax setup (decision 078), so its owner's checklist points at it.
 */
export const demoEntities = {
  sunrise: {
    name: sunrisePlan.name,
    legal_name: demoLegal.sunrise.entityLegalName,
    business_type: 'LLC',
    ein: null,
    address_line1: '1200 Harbor View Drive',
    address_line2: null,
    city: 'Tampa',
    country: 'US',
    state: 'FL',
    zip: '33602',
    timezone: sunrisePlan.timezone,
    cms_facility_id: '105678',
    payroll_setting: 'WEEKLY',
  },
  maple: {
    name: maplePlan.name,
    legal_name: demoLegal.maple.entityLegalName,
    business_type: 'CORP',
    ein: null,
    address_line1: '45 Maple Grove Lane',
    address_line2: null,
    city: 'Springfield',
    country: 'US',
    state: 'IL',
    zip: '62704',
    timezone: maplePlan.timezone,
    cms_facility_id: '145432',
    payroll_setting: 'WEEKLY',
  },
} as const satisfies Record<string, NewEntity>;

export async function seedLegal(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const rnd = seededRandom(LEGAL_SEED);
  const { sunrise, maple } = seed.facilities;
  const { secrets } = seed;
  const { tin, ssn } = demoLegal.sunrise;
  const days = (n: number) => new Date(seed.now.getTime() - n * 86_400_000);
  // The setup wrote each entity's legal name; the legal record adds Sunrise's numbers and who last changed it.
  await tx
    .update(facilityLegal)
    .set({
      tinSealed: secrets.seal(tin, sealContext.tin(sunrise)),
      tinLast4: tin.slice(-4),
      ssnSealed: secrets.seal(ssn, sealContext.ssn(sunrise)),
      ssnLast4: ssn.slice(-4),
      updatedAt: days(40),
      updatedBy: seed.staffUser[sunrise] ?? null,
    })
    .where(eq(facilityLegal.facilityId, sunrise));
  await tx
    .update(facilityLegal)
    .set({ updatedAt: days(12), updatedBy: seed.staffUser[maple] ?? null })
    .where(eq(facilityLegal.facilityId, maple));
  const doc = (facilityId: string, kind: 'ein_doc' | 'aoi', filename: string, uploadedDaysAgo: number) => {
    const id = rnd.uuid();
    return {
      id,
      facilityId,
      kind,
      fileKey: `legal/${facilityId}/${kind}-${id}.pdf`,
      filename,
      filesize: demoLegalPdf(filename).length,
      contentType: 'application/pdf',
      uploadedBy: seed.staffUser[facilityId] ?? null,
      uploadedAt: days(uploadedDaysAgo),
      reviewedAt: days(uploadedDaysAgo - 2),
    };
  };
  await tx.insert(facilityDocuments).values([
    { ...doc(sunrise, 'ein_doc', 'sunrise-ein-letter.pdf', 40), status: 'ACCEPTED' },
    { ...doc(sunrise, 'aoi', 'sunrise-articles-of-incorporation.pdf', 40), status: 'ACCEPTED' },
    { ...doc(maple, 'aoi', 'maple-articles-of-incorporation.pdf', 12), status: 'REJECTED', rejectionReason: demoLegal.maple.aoiRejection },
  ]);
}
