import type { z } from 'zod';
import type { listOneOffPaymentsQuery, OneOffPayment } from '@careroster/shared/api/payments/one-off-payments';
import { AppError } from '@careroster/shared/errors';
import { formatMoney, fromCents, toCents } from '@careroster/shared/format/money';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { needsSecondApproval } from '@careroster/shared/money/one-off-payments';
import { oneOffDateError, type CreateOneOffPayment, type RejectOneOffPayment } from '@careroster/shared/validation/one-off-payments';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneOffPayments } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { staffNames } from '../auth';
import { employeeDirectory, peopleDirectory } from '../employees';
import { payFromVault } from '../ledger';
import { raiseNotifications } from '../notifications';
import { bookingRows } from '../shifts';
import { approvalThresholdCents, bookingLabel } from './payment-settings';

type Row = typeof oneOffPayments.$inferSelect;

/** The payments under `where` with the nurse, the booking's label and who entered and decided them. */
function selectViews(db: DbOrTx, facilityId: string, where?: SQL) {
  const people = peopleDirectory(db);
  const bookings = bookingRows(db);
  const creator = staffNames(db, 'creator');
  const decider = staffNames(db, 'decider');
  return db
    .select({
      row: oneOffPayments,
      nurse: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
      workerType: people.workerType,
      bookingDate: bookings.startDate,
      bookingTitle: bookings.shiftTitle,
      creator: sql<string | null>`${creator.firstName} || ' ' || ${creator.lastName}`,
      decider: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
    })
    .from(oneOffPayments)
    .innerJoin(people, eq(people.id, oneOffPayments.employeeId))
    .leftJoin(bookings, eq(bookings.id, oneOffPayments.bookingId))
    .leftJoin(creator, eq(creator.id, oneOffPayments.createdBy))
    .leftJoin(decider, eq(decider.id, oneOffPayments.decidedBy))
    .where(and(eq(oneOffPayments.facilityId, facilityId), where));
}
type Selected = Awaited<ReturnType<typeof selectViews>>[number];

const personOf = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const periodOf = (start: string | null, end: string | null) => (start && end ? { start, end } : null);

function view(
  { row, nurse, workerType, bookingDate, bookingTitle, creator, decider }: Selected,
  corrects: { start: string; end: string } | null,
): OneOffPayment {
  return {
    id: row.id,
    employee_id: row.employeeId,
    nurse_name: nurse,
    worker_type: workerType,
    kind: row.kind,
    amount: fromCents(row.amountCents),
    reason: row.reason,
    dated: row.dated,
    booking_id: row.bookingId,
    booking_label: bookingDate && bookingTitle !== null ? bookingLabel(bookingDate, bookingTitle) : null,
    payroll_run_id: row.payrollRunId,
    corrects_period: corrects,
    status: row.status,
    created_by: personOf(row.createdBy, creator),
    created_at: row.createdAt.toISOString(),
    decided_by: personOf(row.decidedBy, decider),
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    transaction_id: row.transactionId,
    paid_at: row.paidAt?.toISOString() ?? null,
    payroll_period: periodOf(row.payrollPeriodStart, row.payrollPeriodEnd),
  };
}

/** The views of `rows`, with the period of each correction's run (payroll answers it through its port). */
async function viewsOf(ctx: Ctx, db: DbOrTx, facilityId: string, rows: Selected[]): Promise<OneOffPayment[]> {
  const runIds = [...new Set(rows.flatMap((r) => (r.row.payrollRunId ? [r.row.payrollRunId] : [])))];
  const runs = new Map<string, { start: string; end: string }>();
  for (const runId of runIds)
    for (const run of await ctx.deps.ports.payroll.closedRuns(db, facilityId, { limit: 1, runId }))
      runs.set(run.id, { start: run.start, end: run.end });
  return rows.map((r) => view(r, r.row.payrollRunId ? (runs.get(r.row.payrollRunId) ?? null) : null));
}

async function viewOf(ctx: Ctx, db: DbOrTx, facilityId: string, id: string): Promise<OneOffPayment> {
  const found = await selectViews(db, facilityId, eq(oneOffPayments.id, id));
  if (found.length === 0) throw new AppError('NOT_FOUND');
  return (await viewsOf(ctx, db, facilityId, found))[0]!;
}

/** The nurse must work here, and not through an agency: the agency pays its nurses and invoices the facility. */
async function payableEmployee(db: DbOrTx, facilityId: string, employeeId: string) {
  const people = employeeDirectory(db);
  const [employee] = await db
    .select({ id: people.id, workerType: people.workerType })
    .from(people)
    .where(and(eq(people.id, employeeId), eq(people.facilityId, facilityId)));
  if (!employee) throw new AppError('NOT_FOUND', productMessages.reimbursementEmployeeNotFound);
  if (employee.workerType === 'AN') throw new AppError('VALIDATION_FAILED', productMessages.oneOffAgencyNurse);
  return employee;
}

/** What the payment names must be the facility's and, for a booking, the nurse's own. */
async function checkReferences(ctx: Ctx, db: DbOrTx, facilityId: string, input: CreateOneOffPayment) {
  if (input.booking_id) {
    const bookings = bookingRows(db);
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, input.booking_id), eq(bookings.facilityId, facilityId), eq(bookings.employeeId, input.employee_id)));
    if (!booking) throw new AppError('VALIDATION_FAILED', productMessages.oneOffBookingNotFound);
  }
  if (input.payroll_run_id) {
    const runs = await ctx.deps.ports.payroll.closedRuns(db, facilityId, { limit: 1, runId: input.payroll_run_id });
    if (runs.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.oneOffRunNotClosed);
  }
}

/**
 * A one-off payment (decision 077): approved at once up to the facility's threshold, above it
 * PENDING_APPROVAL until a second admin decides, who is told so.
 */
export async function createOneOffPayment(ctx: Ctx, input: CreateOneOffPayment, tx?: DbOrTx): Promise<OneOffPayment> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const dateError = oneOffDateError(input.dated, zonedDate(ctx.deps.clock.now(), facility.timezone));
  if (dateError) throw new AppError('VALIDATION_FAILED', dateError);
  await payableEmployee(db, facility.id, input.employee_id);
  await checkReferences(ctx, db, facility.id, input);
  const cents = toCents(input.amount);
  const id = await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'money.changed' });
    const pending = needsSecondApproval(cents, await approvalThresholdCents(t, facility.id));
    const [row] = await t
      .insert(oneOffPayments)
      .values({
        facilityId: facility.id,
        employeeId: input.employee_id,
        kind: input.kind,
        amountCents: cents,
        reason: input.reason,
        dated: input.dated,
        bookingId: input.booking_id ?? null,
        payrollRunId: input.payroll_run_id ?? null,
        status: pending ? 'PENDING_APPROVAL' : 'APPROVED',
        createdBy: user.id,
      })
      .returning({ id: oneOffPayments.id });
    await ctx.audit('money.one_off_created', { target: row!.id, detail: `${input.kind} ${pending ? 'PENDING_APPROVAL' : 'APPROVED'}` }, t);
    if (pending) {
      const [created] = await selectViews(t, facility.id, eq(oneOffPayments.id, row!.id));
      await notify(t, facility.id, created!, 'pending', user.id);
    }
    return row!.id;
  });
  return viewOf(ctx, db, facility.id, id);
}

/** Tells the facility's other members that a payment waits for approval, or was decided. */
async function notify(t: DbOrTx, facilityId: string, s: Selected, what: 'pending' | 'approved' | 'rejected', by: string) {
  const kind = productMessages.oneOffKindLabels[s.row.kind];
  const amount = formatMoney(fromCents(s.row.amountCents));
  // PAYROLL opens /payments (spec 000's click targets), where the one-off payments are.
  const notice =
    what === 'pending'
      ? { title: productMessages.oneOffNeedsApprovalTitle, body: productMessages.oneOffNeedsApprovalBody(kind, amount, s.nurse) }
      : {
          title: productMessages.oneOffDecidedTitle(what === 'approved'),
          body: productMessages.oneOffDecidedBody(kind, amount, s.nurse, what === 'approved'),
        };
  await raiseNotifications(t, [{ facilityId, type: 'PAYROLL', typeId: s.row.id, ...notice }], { exceptUserId: by });
}

export function getOneOffPayment(ctx: Ctx, id: string, tx?: DbOrTx): Promise<OneOffPayment> {
  return viewOf(ctx, tx ?? ctx.deps.db, facilityOf(ctx).id, id);
}

/** Awaiting approval first, then approved (what is left to do), then newest first. */
export async function listOneOffPayments(ctx: Ctx, query: z.output<typeof listOneOffPaymentsQuery>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const where = and(
    query.status ? eq(oneOffPayments.status, query.status) : undefined,
    query.kind ? eq(oneOffPayments.kind, query.kind) : undefined,
    query.employee_id ? eq(oneOffPayments.employeeId, query.employee_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectViews(db, facilityId, where)
      .orderBy(
        sql`case ${oneOffPayments.status} when 'PENDING_APPROVAL' then 0 when 'APPROVED' then 1 else 2 end`,
        desc(oneOffPayments.createdAt),
        desc(oneOffPayments.id),
      )
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(oneOffPayments)
      .where(and(eq(oneOffPayments.facilityId, facilityId), where)),
  ]);
  return { count: total?.n ?? 0, results: await viewsOf(ctx, db, facilityId, rows) };
}

/** Locks one of the facility's payments for the rest of the transaction; another facility's is a 404. */
async function lockPayment(t: DbOrTx, facilityId: string, id: string): Promise<Row> {
  const [row] = await t
    .select()
    .from(oneOffPayments)
    .where(and(eq(oneOffPayments.id, id), eq(oneOffPayments.facilityId, facilityId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const statusLabel = (row: Row) => productMessages.oneOffStatusLabels[row.status];

/**
 * Four eyes (decision 077): a payment above the threshold is approved by an admin (money:move)
 * who did not enter it. The owner counts as a second admin; a facility with one admin raises its
 * threshold or asks its owner.
 */
export async function approveOneOffPayment(ctx: Ctx, id: string, tx?: DbOrTx): Promise<OneOffPayment> {
  return decide(ctx, id, null, tx);
}

/** An unpaid payment will not be paid; the reason is kept for whoever entered it. Its creator may withdraw it so. */
export async function rejectOneOffPayment(ctx: Ctx, id: string, input: RejectOneOffPayment, tx?: DbOrTx): Promise<OneOffPayment> {
  return decide(ctx, id, input.reason, tx);
}

async function decide(ctx: Ctx, id: string, rejection: string | null, tx?: DbOrTx): Promise<OneOffPayment> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const user = userOf(ctx);
  await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'money.changed' });
    const row = await lockPayment(t, facilityId, id);
    if (rejection === null) {
      if (row.status !== 'PENDING_APPROVAL') throw new AppError('CONFLICT', productMessages.oneOffNotPending);
      if (row.createdBy === user.id) throw new AppError('FORBIDDEN', productMessages.oneOffOwnApproval);
    } else if (row.status !== 'PENDING_APPROVAL' && row.status !== 'APPROVED') {
      throw new AppError('CONFLICT', productMessages.oneOffNotOpen(statusLabel(row)));
    }
    const status = rejection === null ? 'APPROVED' : 'REJECTED';
    await t
      .update(oneOffPayments)
      .set({ status, decidedBy: user.id, decidedAt: ctx.deps.clock.now(), rejectionReason: rejection })
      .where(eq(oneOffPayments.id, row.id));
    await ctx.audit(rejection === null ? 'money.one_off_approved' : 'money.one_off_rejected', { target: row.id }, t);
    const [decided] = await selectViews(t, facilityId, eq(oneOffPayments.id, row.id));
    await notify(t, facilityId, decided!, rejection === null ? 'approved' : 'rejected', user.id);
  });
  return viewOf(ctx, db, facilityId, id);
}

/**
 * Pays an APPROVED payment from the vault, exactly as a reimbursement: the row lock makes a second
 * pay wait and then find it PAID (409); payFromVault's vault lock keeps many pays at once from
 * overdrawing the vault (409 with what it holds); the ledger's unique one_off_payment_id is the
 * net under both. The pay period whose exports carry it is chosen now (decision 077).
 */
export async function payOneOffPayment(ctx: Ctx, id: string, tx?: DbOrTx): Promise<OneOffPayment> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'money.changed' });
    const row = await lockPayment(t, facility.id, id);
    if (row.status !== 'APPROVED') throw new AppError('CONFLICT', productMessages.oneOffNotApproved(statusLabel(row)));
    const transactionId = await payFromVault(t, facility.id, {
      cents: row.amountCents,
      to: 'NURSE_PAYABLES',
      kind: 'ONE_OFF_PAYMENT',
      memo: productMessages.oneOffMemo(productMessages.oneOffKindLabels[row.kind], row.reason),
      oneOffPaymentId: row.id,
      employeeId: row.employeeId,
      createdBy: user.id,
    });
    const now = ctx.deps.clock.now();
    const period = await ctx.deps.ports.payroll.periodForPayment(t, facility.id, zonedDate(now, facility.timezone));
    await t
      .update(oneOffPayments)
      .set({ status: 'PAID', transactionId, paidAt: now, paidBy: user.id, payrollPeriodStart: period.start, payrollPeriodEnd: period.end })
      .where(eq(oneOffPayments.id, row.id));
    await ctx.audit('money.one_off_paid', { target: row.id, detail: `transaction ${transactionId}` }, t);
  });
  return viewOf(ctx, db, facility.id, id);
}
