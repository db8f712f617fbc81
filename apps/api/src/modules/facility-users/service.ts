import type { FacilityMember, FacilityUsersGroup, InviteManagerBody } from '@careroster/shared/api/facility/facility-users';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { Role } from '@careroster/shared/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { hashPassword } from '../../platform/passwords';
import { newToken } from '../../platform/tokens';
import { addMembership, facilityMemberships, issueSetPasswordLink, removeMembership, staffAccountFor, staffAccounts } from '../auth';
import { corporationFacilities } from '../facility';

/** An invited manager has three days to choose a password; after that "Forgot password" works. */
export const INVITE_LINK_TTL_HOURS = 72;

/**
 * The facilities whose users the caller sees: the requested one, and for an OWNER every other
 * facility of the same corporation that she owns too (her access there is checked the same way
 * when she acts on it, by that facility's header).
 */
async function visibleFacilities(ctx: Ctx, db: DbOrTx) {
  const facility = facilityOf(ctx);
  const current = [{ id: facility.id, name: facility.name }];
  if (facility.role !== 'OWNER') return current;
  const sameCorporation = corporationFacilities(db, facility.id);
  const membership = facilityMemberships(db);
  const owned = await db
    .select({ id: sameCorporation.id, name: sameCorporation.name })
    .from(membership)
    .innerJoin(sameCorporation, eq(sameCorporation.id, membership.facilityId))
    .where(and(eq(membership.userId, userOf(ctx).id), eq(membership.role, 'OWNER')))
    .orderBy(asc(sameCorporation.name));
  return [...current, ...owned.filter((f) => f.id !== facility.id)];
}

/** A member's row: her membership joined to her staff account (both auth's). */
function members(db: DbOrTx) {
  const account = staffAccounts(db);
  const membership = facilityMemberships(db);
  const query = db
    .select({
      facilityId: membership.facilityId,
      user_id: account.id,
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      role: membership.role,
      lastSignIn: account.lastSignIn,
    })
    .from(membership)
    .innerJoin(account, eq(account.id, membership.userId));
  return { query, account, membership };
}

const roleWord = { MANAGER: 'a manager', ADMIN: 'an administrator' } as const;

const roleOrder: Record<Role, number> = { OWNER: 0, ADMIN: 1, MANAGER: 2 };

const memberOf = ({
  facilityId: _f,
  lastSignIn,
  ...m
}: { facilityId: string; lastSignIn: string | Date | null } & Omit<FacilityMember, 'last_sign_in_at'>): FacilityMember => ({
  ...m,
  last_sign_in_at: lastSignIn === null ? null : new Date(lastSignIn).toISOString(),
});

export async function listFacilityUsers(ctx: Ctx, tx?: DbOrTx): Promise<{ groups: FacilityUsersGroup[] }> {
  const db = tx ?? ctx.deps.db;
  const visible = await visibleFacilities(ctx, db);
  const { query, account, membership } = members(db);
  const rows = await query
    .where(
      inArray(
        membership.facilityId,
        visible.map((f) => f.id),
      ),
    )
    .orderBy(asc(account.lastName), asc(account.firstName));
  return {
    groups: visible.map((f) => ({
      facility_id: f.id,
      facility_name: f.name,
      members: rows
        .filter((r) => r.facilityId === f.id)
        .sort((a, b) => roleOrder[a.role] - roleOrder[b.role])
        .map(memberOf),
    })),
  };
}

async function memberRow(db: DbOrTx, facilityId: string, userId: string) {
  const { query, membership } = members(db);
  const [row] = await query.where(and(eq(membership.facilityId, facilityId), eq(membership.userId, userId)));
  return row;
}

/** `POST facilities/users`: makes the person a MANAGER of the facility (see inviteStaff). */
export const inviteManager = (ctx: Ctx, input: InviteManagerBody, tx?: DbOrTx) => inviteStaff(ctx, input, 'MANAGER', tx);

/**
 * Makes the person a MANAGER of the facility, or an ADMIN when the company setup invites its first
 * administrators (decision 080). A new account gets an unusable random password and
 * a set-password link (the reset-token flow of modules/auth, with a longer life); an existing
 * account keeps its password and is told by mail. The account, membership, token, mail and audit
 * row commit together, so a failed invitation leaves nothing behind.
 */
export async function inviteStaff(ctx: Ctx, input: InviteManagerBody, role: 'MANAGER' | 'ADMIN', tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const { config } = ctx.deps;
  const email = input.email.trim().toLowerCase();
  await limitMessagesTo(ctx, 'manager-invite', [email]);
  // Hashed outside the transaction: argon2 is slow on purpose, and nobody will ever type this.
  const placeholderHash = await hashPassword(newToken());
  const result = await transaction(ctx, tx, async (t) => {
    const user = await staffAccountFor(t, {
      email,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      passwordHash: placeholderHash,
    });
    const existing = !user.created;
    const added = await addMembership(t, { userId: user.id, facilityId: facility.id, role });
    if (!added) throw new AppError('CONFLICT', productMessages.inviteAlreadyMember);
    const setPassword = existing ? null : await issueSetPasswordLink(t, config.publicUrl, user.id, INVITE_LINK_TTL_HOURS * 3_600_000);
    const mail = setPassword
      ? withSecrets(
          {
            subject: productMessages.inviteNewSubject(facility.name),
            text: productMessages.inviteNewText(user.firstName, facility.name, setPassword.link, INVITE_LINK_TTL_HOURS, roleWord[role]),
          },
          setPassword.token,
        )
      : {
          subject: productMessages.inviteExistingSubject(facility.name),
          text: productMessages.inviteExistingText(user.firstName, facility.name, `${config.publicUrl}${paths.login}`, roleWord[role]),
        };
    await queueOutbox(t, [{ to: user.email, channel: 'EMAIL', priority: 'URGENT', ...mail }]);
    await ctx.audit('facility_user.invite', { target: user.id, detail: `${role} ${existing ? 'existing account' : 'new account'}` }, t);
    return { member: memberOf((await memberRow(t, facility.id, user.id))!), new_account: !existing };
  });
  return { ...result, message: productMessages.inviteSent(result.member.email) };
}

/**
 * Ends the member's access to the facility. Access is decided from the memberships on every
 * request (platform/access.ts, their cached callers forgotten on commit), so the member's open
 * sessions get 403 for this facility from their next call; their sessions stay valid for any
 * other facility they belong to.
 */
export async function removeFacilityUser(ctx: Ctx, { userId }: { userId: string }, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  if (userId === userOf(ctx).id) throw new AppError('BAD_REQUEST', productMessages.removeSelf);
  return transaction(ctx, tx, async (t) => {
    const target = await memberRow(t, facility.id, userId);
    if (!target) throw new AppError('NOT_FOUND', productMessages.memberNotFound);
    if (target.role === 'OWNER') throw new AppError('FORBIDDEN', productMessages.removeOwner);
    if (facility.role !== 'OWNER' && target.role !== 'MANAGER') throw new AppError('FORBIDDEN', productMessages.removeOnlyManagers);
    await removeMembership(t, facility.id, userId);
    await ctx.audit('facility_user.remove', { target: userId, detail: target.role }, t);
    return { message: productMessages.memberRemoved(`${target.first_name} ${target.last_name}`) };
  });
}
