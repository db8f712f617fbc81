import { facilityDocuments, facilityLegal } from '../schema';
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

export async function seedLegal(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const rnd = seededRandom(LEGAL_SEED);
  const { sunrise, maple } = seed.facilities;
  const { secrets } = seed;
  const { tin, ssn } = demoLegal.sunrise;
  const days = (n: number) => new Date(seed.now.getTime() - n * 86_400_000);
  await tx.insert(facilityLegal).values([
    {
      facilityId: sunrise,
      entityLegalName: demoLegal.sunrise.entityLegalName,
      tinSealed: secrets.seal(tin, sealContext.tin(sunrise)),
      tinLast4: tin.slice(-4),
      ssnSealed: secrets.seal(ssn, sealContext.ssn(sunrise)),
      ssnLast4: ssn.slice(-4),
      updatedAt: days(40),
      updatedBy: seed.staffUser[sunrise] ?? null,
    },
    { facilityId: maple, entityLegalName: demoLegal.maple.entityLegalName, updatedAt: days(12), updatedBy: seed.staffUser[maple] ?? null },
  ]);
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
