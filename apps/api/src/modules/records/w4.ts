import { randomUUID } from 'node:crypto';
import type { W4Values, W4Version } from '@careroster/shared/api/records/w4';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { fromCents, toCents } from '@careroster/shared/format/money';
import type { W4FilingStatus } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { notAfterToday, type W4Form } from '@careroster/shared/validation/records-tax';
import { and, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeW4s } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { transaction } from '../../platform/effects';
import { staffNames } from '../auth';
import { employeeOf } from '../employees';

/**
 * IRS Form W-4 (2020 and later) versions of an employee (decision 065). A version is never
 * changed: a new form is a new version, and the one in force is the one signed last, as an
 * employer applies the newest certificate it received (IRS Publication 15, "Form W-4").
 */

/** What is sealed in `form_sealed`: the form with its amounts in cents (the cents codec's side). */
type SealedW4 = {
  filing_status: W4FilingStatus;
  multiple_jobs: boolean;
  dependents_cents: number;
  other_income_cents: number;
  deductions_cents: number;
  extra_withholding_cents: number;
  exempt: boolean;
  signed_date: string;
};

type W4Row = typeof employeeW4s.$inferSelect;

const sealedOf = (form: W4Form): SealedW4 => ({
  filing_status: form.filing_status,
  multiple_jobs: form.multiple_jobs,
  dependents_cents: toCents(form.dependents_amount),
  other_income_cents: toCents(form.other_income),
  deductions_cents: toCents(form.deductions),
  extra_withholding_cents: toCents(form.extra_withholding),
  exempt: form.exempt,
  signed_date: form.signed_date,
});

function openW4(ctx: Ctx, row: Pick<W4Row, 'id' | 'version' | 'formSealed'>): W4Values {
  const form = JSON.parse(ctx.deps.secrets.open(row.formSealed, sealContext.w4(row.id))) as SealedW4;
  return {
    id: row.id,
    version: row.version,
    filing_status: form.filing_status,
    multiple_jobs: form.multiple_jobs,
    dependents_amount: fromCents(form.dependents_cents),
    other_income: fromCents(form.other_income_cents),
    deductions: fromCents(form.deductions_cents),
    extra_withholding: fromCents(form.extra_withholding_cents),
    exempt: form.exempt,
    signed_date: form.signed_date,
  };
}

const inForceFirst = [desc(employeeW4s.signedDate), desc(employeeW4s.version)] as const;

/** The versions, newest first, with only what is safe without a reveal (decision 065). */
export async function listW4(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx): Promise<{ count: number; results: W4Version[] }> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await employeeOf(db, facilityId, input.employeeId);
  const author = staffNames(db);
  const rows = await db
    .select({
      id: employeeW4s.id,
      version: employeeW4s.version,
      signedDate: employeeW4s.signedDate,
      enteredAt: employeeW4s.enteredAt,
      firstName: author.firstName,
      lastName: author.lastName,
    })
    .from(employeeW4s)
    .leftJoin(author, eq(author.id, employeeW4s.enteredBy))
    .where(and(eq(employeeW4s.facilityId, facilityId), eq(employeeW4s.employeeId, input.employeeId)))
    .orderBy(desc(employeeW4s.version));
  const inForce = [...rows].sort((a, b) => b.signedDate.localeCompare(a.signedDate) || b.version - a.version)[0]?.id;
  return {
    count: rows.length,
    results: rows.map((r) => ({
      id: r.id,
      version: r.version,
      signed_date: r.signedDate,
      in_force: r.id === inForce,
      entered_by: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      entered_at: r.enteredAt.toISOString(),
    })),
  };
}

/** A new version, sealed; the audit row names the version, never a value. */
export async function saveW4(ctx: Ctx, input: { employeeId: string } & W4Form, tx?: DbOrTx): Promise<W4Version> {
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  if (!notAfterToday(input.signed_date, todayIn(facility.timezone, now))) {
    throw new AppError('VALIDATION_FAILED', productMessages.w4SignedDateFuture);
  }
  const id = randomUUID();
  const version = await transaction(ctx, tx, async (t) => {
    await employeeOf(t, facility.id, input.employeeId);
    // Two saves at once must not take the same version number.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`w4:${input.employeeId}`}))`);
    const [last] = await t
      .select({ version: max(employeeW4s.version) })
      .from(employeeW4s)
      .where(and(eq(employeeW4s.facilityId, facility.id), eq(employeeW4s.employeeId, input.employeeId)));
    const next = (last?.version ?? 0) + 1;
    await t.insert(employeeW4s).values({
      id,
      facilityId: facility.id,
      employeeId: input.employeeId,
      version: next,
      signedDate: input.signed_date,
      formSealed: ctx.deps.secrets.seal(JSON.stringify(sealedOf(input)), sealContext.w4(id)),
      enteredBy: ctx.user?.id ?? null,
      enteredAt: now,
    });
    await ctx.audit('records.w4_saved', { target: input.employeeId, detail: `version ${next}` }, t);
    return next;
  });
  const saved = (await listW4(ctx, { employeeId: input.employeeId }, tx)).results.find((v) => v.version === version);
  if (!saved) throw new AppError('INTERNAL');
  return saved;
}

/** The values of one version, on an admin's explicit reveal; audited with the version's id. */
export async function revealW4(ctx: Ctx, input: { employeeId: string; w4Id: string }, tx?: DbOrTx): Promise<W4Values> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    const [row] = await t
      .select({ id: employeeW4s.id, version: employeeW4s.version, formSealed: employeeW4s.formSealed })
      .from(employeeW4s)
      .where(and(eq(employeeW4s.facilityId, facilityId), eq(employeeW4s.employeeId, input.employeeId), eq(employeeW4s.id, input.w4Id)));
    if (!row) throw new AppError('NOT_FOUND');
    await ctx.audit('records.w4_revealed', { target: input.employeeId, detail: `version ${row.version}` }, t);
    return openW4(ctx, row);
  });
}

/**
 * The W-4 in force on `asOf` for each of the facility's employees given (those with none are
 * absent): what the payroll provider's file needs. Opening them is audited once per call.
 */
export async function w4sInForce(ctx: Ctx, employeeIds: readonly string[], asOf: string, tx?: DbOrTx): Promise<Map<string, W4Values>> {
  if (employeeIds.length === 0) return new Map();
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const rows = await db
    .selectDistinctOn([employeeW4s.employeeId], {
      id: employeeW4s.id,
      employeeId: employeeW4s.employeeId,
      version: employeeW4s.version,
      formSealed: employeeW4s.formSealed,
    })
    .from(employeeW4s)
    .where(
      and(eq(employeeW4s.facilityId, facilityId), inArray(employeeW4s.employeeId, [...employeeIds]), lte(employeeW4s.signedDate, asOf)),
    )
    .orderBy(employeeW4s.employeeId, ...inForceFirst);
  if (rows.length > 0) await ctx.audit('records.w4_exported', { target: facilityId, detail: `${rows.length} W-4` }, tx);
  return new Map(rows.map((r) => [r.employeeId, openW4(ctx, r)]));
}
