import type { PayPayrollBody } from '@careroster/shared/api/payroll/pay-run';
import type { PayrollRunSummary } from '@careroster/shared/api/payroll/payroll-run';
import { AppError } from '@careroster/shared/errors';
import { formatMoney, fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payrollRunLines, payrollRuns } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { peopleDirectory } from '../employees';
import { balancesOf, ledgerAccountIds, lockAccount, payFromVault } from '../ledger';
import { raiseNotifications } from '../notifications';
import { transaction } from '../../platform/effects';
import { isOwed, periodOfRun, runOf, summaryOf } from './runs';

export type PayAnswer = { run: PayrollRunSummary; paid: number; amount: number; message: string };

/**
 * POST facilities/payroll/runs/{runId}/pay: one PAYOUT from the vault per chosen external nurse,
 * all in one transaction, so a vault too low (checked for the whole batch first, and again by
 * `payFromVault` under its lock) pays nobody. A line paid before is refused (409), never paid twice.
 */
export async function payRun(ctx: Ctx, input: { runId: string } & PayPayrollBody, tx?: DbOrTx): Promise<PayAnswer> {
  const facilityId = facilityOf(ctx).id;
  const userId = ctx.user?.id ?? null;
  const ids = [...new Set(input.employee_ids)];
  const now = ctx.deps.clock.now();
  return transaction(ctx, tx, async (t, after) => {
    const run = await runOf(t, facilityId, input.runId, true);
    if (run.status === 'DRAFT') throw new AppError('CONFLICT', productMessages.payrollRunNotApproved);
    if (run.status === 'PAID') throw new AppError('CONFLICT', productMessages.payrollRunPaid);
    const people = peopleDirectory(t);
    const chosen = await t
      .select({ line: payrollRunLines, first: people.firstName, last: people.lastName })
      .from(payrollRunLines)
      .innerJoin(people, eq(people.id, payrollRunLines.employeeId))
      .where(and(eq(payrollRunLines.runId, run.id), inArray(payrollRunLines.employeeId, ids)));
    if (chosen.length !== ids.length || chosen.some((c) => c.line.workerType !== 'EN')) {
      throw new AppError('VALIDATION_FAILED', productMessages.payrollNotExternal);
    }
    const paidBefore = chosen.filter((c) => c.line.transactionId !== null);
    if (paidBefore.length > 0)
      throw new AppError('CONFLICT', productMessages.payrollAlreadyPaid(paidBefore.map((c) => `${c.first} ${c.last}`).join(', ')));
    const owed = chosen.filter((c) => isOwed(c.line));
    const cents = owed.reduce((sum, c) => sum + c.line.grossCents, 0);

    // The whole batch against the vault first: the refusal names the batch's total, not one payout's.
    await ledgerAccountIds(t, facilityId);
    await lockAccount(t, facilityId, 'VAULT');
    const { VAULT: available } = await balancesOf(t, facilityId);
    if (available < cents)
      throw new AppError('CONFLICT', productMessages.vaultTooLow(formatMoney(fromCents(available)), formatMoney(fromCents(cents))));

    const memo = productMessages.payrollMemo(periodOfRun(run));
    for (const { line } of owed) {
      const transactionId = await payFromVault(t, facilityId, {
        cents: line.grossCents,
        to: 'NURSE_PAYABLES',
        kind: 'PAYOUT',
        employeeId: line.employeeId,
        payrollRunId: run.id,
        memo,
        createdBy: userId,
      });
      await t.update(payrollRunLines).set({ transactionId }).where(eq(payrollRunLines.id, line.id));
    }
    const left = (
      await t
        .select()
        .from(payrollRunLines)
        .where(and(eq(payrollRunLines.runId, run.id), eq(payrollRunLines.workerType, 'EN')))
    ).filter(isOwed);
    const [updated] =
      left.length === 0
        ? await t.update(payrollRuns).set({ status: 'PAID', paidAt: now, paidBy: userId }).where(eq(payrollRuns.id, run.id)).returning()
        : [run];
    const amount = formatMoney(fromCents(cents));
    await ctx.audit('payroll.run_paid', { target: run.id, detail: `${owed.length} payouts, ${amount}` }, t);
    if (owed.length > 0)
      await raiseNotifications(
        t,
        [
          {
            facilityId,
            type: 'PAYMENT',
            typeId: run.id,
            title: productMessages.payrollPaidTitle,
            body: productMessages.payrollPaidBody(periodOfRun(run), amount, owed.length),
          },
        ],
        { exceptUserId: userId },
      );
    after.publish({ type: 'payroll.changed', run_id: run.id });
    after.publish({ type: 'money.changed' });
    return {
      run: await summaryOf(t, updated!),
      paid: owed.length,
      amount: fromCents(cents),
      message: productMessages.payrollPaidMessage(amount, owed.length),
    };
  });
}
