import type { ChecklistAnswer } from '@careroster/shared/api/setup/checklist';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userOf, type Ctx } from '../../platform/context';
import { facilityMemberships, keyHoldersHoldFactors } from '../auth';
import { hasVerifiedBankAccount } from '../bank';
import { einOf } from '../company';
import { facilityNamesAndZones } from '../facility';
import { entityDetailsOf, legalDocumentsComplete } from '../legal';

/**
 * What each facility the caller owns still needs (issue 31, decision 080), each answer asked of
 * the area that owns it: entity details (legal), the EIN (company), a verified bank account
 * (bank), the legal documents as KYC asks for them (legal), an administrator (auth's
 * memberships), and a second factor held by each owner and administrator (auth, decision 079).
 */
export async function setupChecklist(ctx: Ctx, _input: unknown = {}, tx?: DbOrTx): Promise<ChecklistAnswer> {
  const db = tx ?? ctx.deps.db;
  const userId = userOf(ctx).id;
  const membership = facilityMemberships(db);
  const facility = facilityNamesAndZones(db);
  const owned = await db
    .select({ id: facility.id, name: facility.name })
    .from(membership)
    .innerJoin(facility, eq(facility.id, membership.facilityId))
    .where(and(eq(membership.userId, userId), eq(membership.role, 'OWNER')))
    .orderBy(asc(facility.name));
  const facilities = await Promise.all(
    owned.map(async (f) => {
      const [entity, ein, bank, documents, admins, factors] = await Promise.all([
        entityDetailsOf(db, f.id),
        einOf(db, f.id),
        hasVerifiedBankAccount(db, f.id),
        legalDocumentsComplete(db, f.id),
        db
          .select({ userId: membership.userId })
          .from(membership)
          .where(and(eq(membership.facilityId, f.id), eq(membership.role, 'ADMIN')))
          .limit(1),
        keyHoldersHoldFactors(db, f.id),
      ]);
      return {
        facility_id: f.id,
        facility_name: f.name,
        items: [
          { key: 'entity_details' as const, done: Boolean(entity.legalName && entity.businessType) },
          { key: 'tax_setup' as const, done: ein !== null },
          { key: 'bank_account' as const, done: bank },
          { key: 'legal_documents' as const, done: documents },
          { key: 'admins_invited' as const, done: admins.length > 0 },
          { key: 'second_factor' as const, done: factors },
        ],
      };
    }),
  );
  return { complete: facilities.every((f) => f.items.every((i) => i.done)), facilities };
}
