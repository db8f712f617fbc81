import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/**
 * Staff accounts as a facility's user list shows them (issue 24): names, the sign-in email and the
 * latest session's start, which is what "last sign-in" means with no column to keep up to date. A
 * subquery the facility-users area joins to the memberships (`facilityMemberships`); Postgres inlines it.
 */
export const staffAccounts = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // Inside a subquery drizzle writes column names without their table, which would compare
      // sessions.user_id with sessions.id: the columns are qualified by hand.
      lastSignIn: sql<
        string | Date | null
      >`(select max(${sessions}.created_at) from ${sessions} where ${sessions}.user_id = ${users}.id)`.as('last_sign_in'),
    })
    .from(users)
    .as('staff_accounts');

type NewAccount = { email: string; firstName: string; lastName: string; passwordHash: string };

/**
 * The account of this email (compared lower-cased), or a new one with these names and password
 * hash, in the caller's transaction; `created` tells which.
 */
export async function staffAccountFor(
  tx: DbOrTx,
  account: NewAccount,
): Promise<{ id: string; email: string; firstName: string; created: boolean }> {
  const columns = { id: users.id, email: users.email, firstName: users.firstName };
  const [existing] = await tx
    .select(columns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, account.email))
    .limit(1);
  if (existing) return { ...existing, created: false };
  const [created] = await tx.insert(users).values(account).returning(columns);
  return { ...created!, created: true };
}
