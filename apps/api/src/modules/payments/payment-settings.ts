import type { OneOffOptions } from '@careroster/shared/api/payments/one-off-payments';
import { AppError } from '@careroster/shared/errors';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { fromCents, toCents } from '@careroster/shared/format/money';
import type { PaymentSettings } from '@careroster/shared/validation/one-off-payments';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { facilityRow, saveAreaSettings } from '../facility';
import { bookingRows } from '../shifts';

/** Above this a one-off payment waits for a second admin (decision 077); a column of the facility (decision 048). */
export async function approvalThresholdCents(db: DbOrTx, facilityId: string): Promise<number> {
  const row = await facilityRow(db, facilityId);
  if (!row) throw new AppError('NOT_FOUND');
  return row.oneOffApprovalThresholdCents;
}

export async function getPaymentSettings(ctx: Ctx, tx?: DbOrTx) {
  return { one_off_approval_threshold: fromCents(await approvalThresholdCents(tx ?? ctx.deps.db, facilityOf(ctx).id)) };
}

/** PUT facilities/payments/settings: saved with its audit row; the detail names the field, not the amount. */
export async function updatePaymentSettings(ctx: Ctx, input: PaymentSettings, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const row = await saveAreaSettings(t, facilityId, { oneOffApprovalThresholdCents: toCents(input.one_off_approval_threshold) });
    if (!row) throw new AppError('NOT_FOUND');
    await ctx.audit('money.payment_settings_changed', { detail: 'one_off_approval_threshold' }, t);
    return { one_off_approval_threshold: fromCents(row.oneOffApprovalThresholdCents) };
  });
}

/** How far back and ahead the dialog offers a nurse's bookings for a shift incentive. */
const BOOKINGS_BACK_DAYS = 60;
const BOOKINGS_AHEAD_DAYS = 14;
const RUNS_OFFERED = 26;

/** How a booked shift is named in the dialog and the list: its day and the shift's title. */
export const bookingLabel = (date: string, title: string) => `${date} · ${title}`;

/** What the new-payment dialog offers: the nurse's bookings around today, the runs a correction may name, the threshold. */
export async function oneOffOptions(ctx: Ctx, query: { employee_id?: string | undefined }, tx?: DbOrTx): Promise<OneOffOptions> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const today = zonedDate(ctx.deps.clock.now(), facility.timezone);
  const bookings = bookingRows(db);
  const booked = query.employee_id
    ? await db
        .select({ id: bookings.id, date: bookings.startDate, title: bookings.shiftTitle })
        .from(bookings)
        .where(
          and(
            eq(bookings.facilityId, facility.id),
            eq(bookings.employeeId, query.employee_id),
            gte(bookings.startDate, addDays(today, -BOOKINGS_BACK_DAYS)),
            lte(bookings.startDate, addDays(today, BOOKINGS_AHEAD_DAYS)),
          ),
        )
        .orderBy(asc(bookings.startDate), asc(bookings.id))
    : [];
  const runs = await ctx.deps.ports.payroll.closedRuns(db, facility.id, { limit: RUNS_OFFERED });
  return {
    bookings: booked.map((b) => ({ id: b.id, label: bookingLabel(b.date, b.title) })),
    runs,
    approval_threshold: fromCents(await approvalThresholdCents(db, facility.id)),
  };
}
