import { randomUUID } from 'node:crypto';
import type {
  SetupAdmin,
  SetupAdminBody,
  SetupAnswer,
  SetupFacility,
  SetupFacilityDraft,
  SetupStep,
} from '@careroster/shared/api/setup/setup';
import { SETUP_MAX_FACILITIES } from '@careroster/shared/api/setup/setup';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { companySetups, corporations } from '../../db/schema';
import { createContext, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { addMembership } from '../auth';
import { inviteStaff } from '../facility-users';
import { createCorporation, createFacility } from './create';

/**
 * The setup wizard's steps (issue 31, decision 080). Every call works on the caller's own setup
 * (found by the signed-in user, never by an id from the request), under a row lock, and writes an
 * audit row; the drafts are the contract's shapes, validated by the route before they get here.
 */

type SetupRow = typeof companySetups.$inferSelect;

/** Where the wizard resumes: the company until it exists, the facilities until the administrators were saved, then Finish. */
function resumeAt(row: SetupRow): SetupStep {
  if (row.completedAt || row.savedStep === 'ADMINS') return 'FINISH';
  if (!row.corporationId) return 'COMPANY';
  return row.facilities.length > 0 && row.savedStep === 'FACILITIES' ? 'ADMINS' : 'FACILITIES';
}

const answerOf = (row: SetupRow): SetupAnswer => ({
  company_name: row.companyName,
  corporation_id: row.corporationId,
  facilities: row.facilities,
  admins: row.admins,
  step: resumeAt(row),
  completed: row.completedAt !== null,
});

async function setupOf(db: DbOrTx, userId: string, lock: boolean): Promise<SetupRow> {
  const query = db.select().from(companySetups).where(eq(companySetups.ownerUserId, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', productMessages.setupNotFound);
  return row;
}

/** The caller's open setup, locked for the rest of the transaction; a finished one takes no more drafts. */
async function openSetup(tx: Tx, ctx: Ctx): Promise<SetupRow> {
  const row = await setupOf(tx, userOf(ctx).id, true);
  if (row.completedAt) throw new AppError('CONFLICT', productMessages.setupCompleted);
  return row;
}

async function save(tx: Tx, ctx: Ctx, row: SetupRow, set: Partial<SetupRow>): Promise<SetupAnswer> {
  const [saved] = await tx
    .update(companySetups)
    .set({ ...set, updatedAt: ctx.deps.clock.now() })
    .where(eq(companySetups.id, row.id))
    .returning();
  return answerOf(saved!);
}

export async function getSetup(ctx: Ctx, _input: unknown = {}, tx?: DbOrTx): Promise<SetupAnswer> {
  return answerOf(await setupOf(tx ?? ctx.deps.db, userOf(ctx).id, false));
}

/** Creates the corporation with its owner's link on the first save, renames it afterwards. */
export async function saveCorporation(ctx: Ctx, input: { name: string }, tx?: DbOrTx): Promise<SetupAnswer> {
  const user = userOf(ctx);
  return transaction(ctx, tx, async (t) => {
    const row = await openSetup(t, ctx);
    let corporationId = row.corporationId;
    if (corporationId) {
      await t.update(corporations).set({ name: input.name }).where(eq(corporations.id, corporationId));
    } else {
      corporationId = await createCorporation(t, { name: input.name, ownerUserId: user.id });
    }
    await ctx.audit('setup.corporation_saved', { target: corporationId }, t);
    return save(t, ctx, row, { companyName: input.name, corporationId, savedStep: row.savedStep ?? 'COMPANY' });
  });
}

function draftOf(row: SetupRow, key: string): SetupFacility {
  const draft = row.facilities.find((f) => f.key === key);
  if (!draft) throw new AppError('NOT_FOUND', productMessages.setupFacilityNotFound);
  if (draft.facility_id) throw new AppError('CONFLICT', productMessages.setupCompleted);
  return draft;
}

export async function addSetupFacility(ctx: Ctx, input: SetupFacilityDraft, tx?: DbOrTx): Promise<SetupAnswer> {
  return transaction(ctx, tx, async (t) => {
    const row = await openSetup(t, ctx);
    if (!row.corporationId) throw new AppError('CONFLICT', productMessages.setupCorporationFirst);
    if (row.facilities.length >= SETUP_MAX_FACILITIES)
      throw new AppError('VALIDATION_FAILED', productMessages.setupTooManyFacilities(SETUP_MAX_FACILITIES));
    const key = randomUUID();
    await ctx.audit('setup.facility_drafted', { target: key }, t);
    return save(t, ctx, row, { facilities: [...row.facilities, { ...input, key, facility_id: null }], savedStep: 'FACILITIES' });
  });
}

export async function updateSetupFacility(ctx: Ctx, input: SetupFacilityDraft & { key: string }, tx?: DbOrTx): Promise<SetupAnswer> {
  const { key, ...draft } = input;
  return transaction(ctx, tx, async (t) => {
    const row = await openSetup(t, ctx);
    draftOf(row, key);
    await ctx.audit('setup.facility_drafted', { target: key }, t);
    return save(t, ctx, row, { facilities: row.facilities.map((f) => (f.key === key ? { ...draft, key, facility_id: null } : f)) });
  });
}

/** Drops a facility's draft and the administrators named for it. */
export async function removeSetupFacility(ctx: Ctx, { key }: { key: string }, tx?: DbOrTx): Promise<SetupAnswer> {
  return transaction(ctx, tx, async (t) => {
    const row = await openSetup(t, ctx);
    draftOf(row, key);
    await ctx.audit('setup.facility_removed', { target: key }, t);
    return save(t, ctx, row, {
      facilities: row.facilities.filter((f) => f.key !== key),
      admins: row.admins.filter((a) => a.facility_key !== key),
    });
  });
}

/** The whole list of first administrators: each for one of the setup's facilities, once per facility, never the owner. */
export async function saveSetupAdmins(ctx: Ctx, input: { admins: SetupAdminBody[] }, tx?: DbOrTx): Promise<SetupAnswer> {
  const owner = userOf(ctx).email.toLowerCase();
  return transaction(ctx, tx, async (t) => {
    const row = await openSetup(t, ctx);
    const keys = new Set(row.facilities.map((f) => f.key));
    const seen = new Set<string>();
    const problems = new Set<string>();
    for (const admin of input.admins) {
      const id = `${admin.facility_key} ${admin.email}`;
      if (!keys.has(admin.facility_key)) problems.add(productMessages.setupAdminFacilityUnknown);
      if (admin.email === owner) problems.add(productMessages.setupAdminIsOwner);
      if (seen.has(id)) problems.add(productMessages.setupAdminDuplicate);
      seen.add(id);
    }
    if (problems.size > 0) throw new AppError('VALIDATION_FAILED', [...problems]);
    const admins: SetupAdmin[] = input.admins.map((a) => ({ ...a, invited: false }));
    await ctx.audit('setup.admins_saved', { detail: String(admins.length) }, t);
    return save(t, ctx, row, { admins, savedStep: 'ADMINS' });
  });
}

/**
 * Finish: creates each facility not created yet (its row, legal entity and EIN, the owner's
 * OWNER membership) and invites the administrators as ADMINs (facility-users' invitation: a
 * set-password link by mail, or a note to an existing account), all in one transaction, so a
 * failure leaves the setup as it was. The bank account and the legal documents come afterwards
 * from the settings, and the dashboard's checklist lists them.
 */
export async function finishSetup(ctx: Ctx, _input: unknown = {}, tx?: DbOrTx) {
  const user = userOf(ctx);
  return transaction(ctx, tx, async (t) => {
    const row = await openSetup(t, ctx);
    if (!row.corporationId) throw new AppError('CONFLICT', productMessages.setupCorporationFirst);
    if (row.facilities.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.setupFacilityNeeded);
    const now = ctx.deps.clock.now();
    const facilities: SetupFacility[] = [];
    for (const draft of row.facilities) {
      if (draft.facility_id) {
        facilities.push(draft);
        continue;
      }
      const facilityId = await createFacility(t, { corporationId: row.corporationId, facility: draft, at: now, by: user.id });
      await addMembership(t, { userId: user.id, facilityId, role: 'OWNER' });
      await ctx.audit('setup.facility_created', { target: facilityId }, t);
      facilities.push({ ...draft, facility_id: facilityId });
    }
    const admins: SetupAdmin[] = [];
    for (const admin of row.admins) {
      const facility = facilities.find((f) => f.key === admin.facility_key)!;
      if (!admin.invited) {
        // facility-users' invitation works in one facility: the new one, where the owner now is OWNER.
        const inFacility = createContext({
          requestId: ctx.requestId,
          log: ctx.log,
          deps: ctx.deps,
          user: ctx.user,
          sessionId: ctx.sessionId,
          ip: ctx.ip,
          facility: { id: facility.facility_id!, name: facility.name, role: 'OWNER', timezone: facility.timezone },
        });
        await inviteStaff(inFacility, admin, 'ADMIN', t);
      }
      admins.push({ ...admin, invited: true });
    }
    await ctx.audit('setup.finished', { target: row.corporationId, detail: `${facilities.length} facilities` }, t);
    const setup = await save(t, ctx, row, { facilities, admins, savedStep: 'FINISH', completedAt: now });
    return {
      setup,
      facilities: facilities.map((f) => ({ id: f.facility_id!, name: f.name })),
      message: productMessages.setupFinished(facilities.length),
    };
  });
}
