import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Staff users' names (issue 24): what other areas show of a user who wrote, decided or changed
 * something, as a subquery they join by `id` in their own statement; never the password, the
 * email or the account's state. Postgres inlines it, so the join costs what joining `users` did.
 * A statement that names two users (who entered and who decided) joins it twice under two aliases.
 */
export const staffNames = (db: DbOrTx, alias = 'staff_names') =>
  db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).as(alias);
