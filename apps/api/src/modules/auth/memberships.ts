import type { Role } from '@careroster/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema';
import { afterCommit } from '../../platform/effects';

// Who may act in which facility, and as what, is auth's question (sign-in lists the facilities,
// every request checks the membership), so auth owns the memberships (issue 24). The facility's
// user list (facility-users) reads and changes them through these, as it reads the accounts.

/**
 * Every membership as a subquery: the facility-users area joins it to its own statement (a
 * facility's members with their accounts, the facilities an owner holds), which stays one query.
 */
export const facilityMemberships = (db: DbOrTx) =>
  db
    .select({ userId: memberships.userId, facilityId: memberships.facilityId, role: memberships.role })
    .from(memberships)
    .as('facility_memberships');

/** Makes the user a member of the facility with this role, in the caller's transaction (opened with transaction()); false when she already is one. */
export async function addMembership(tx: DbOrTx, membership: { userId: string; facilityId: string; role: Role }): Promise<boolean> {
  const added = await tx.insert(memberships).values(membership).onConflictDoNothing().returning({ userId: memberships.userId });
  // The user's cached callers list their memberships (decision 057).
  if (added.length > 0) afterCommit(tx).forgetCaller({ userId: membership.userId });
  return added.length > 0;
}

/** Ends the user's membership of the facility, in the caller's transaction (opened with transaction()). */
export async function removeMembership(tx: DbOrTx, facilityId: string, userId: string): Promise<void> {
  await tx.delete(memberships).where(and(eq(memberships.facilityId, facilityId), eq(memberships.userId, userId)));
  afterCommit(tx).forgetCaller({ userId });
}
