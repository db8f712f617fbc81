import { exportTransactionsContract } from '@careroster/shared/api/payments/export-transactions';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import { listTransactionsContract } from '@careroster/shared/api/payments/list-transactions';
import { paymentsSummaryContract } from '@careroster/shared/api/payments/payments-summary';
import { unescapeSpreadsheetCell } from '@careroster/shared/format/spreadsheet-cell';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, ledgerTransactions, nurses } from '../../src/db/schema';
import { settleDueFundings } from '../../src/modules/payments/settle-job';
import { dataOf, type QueryOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { newKey, rowsOf } from './helpers';

// No delay: a funding is due at once, and the tests run the settle job's sweep themselves.
const t = useTestApp({ config: { vaultSettleDelaySeconds: 0 } });
const s = useDemoSessions(t);

const summary = async (headers = s.admin) => dataOf(await t.call(paymentsSummaryContract, { headers }));
// Some amounts here are malformed on purpose (text, too many decimals), for the server to refuse.
const fund = (amount: unknown, headers = s.admin, key: string | null = newKey()) =>
  t.call(fundVaultContract, {
    body: { amount },
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
  });
const transactions = async (query: QueryOf<typeof listTransactionsContract> = {}) =>
  dataOf(await t.call(listTransactionsContract, { query, headers: s.admin }));
const fundingCount = async () => (await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'FUNDING'))).length;
const job = () => ({ jobId: 'test', log: t.app.log });

describe('funding the vault (spec 000)', () => {
  it("shows the two accounts a funding needs: Sunrise's verified account, masked, and its vault", async () => {
    const head = await summary();
    expect(head).toMatchObject({ vault: 7223.4, in_transit: 1000, fees_paid: 0.09, funding_fee: 0.03 });
    expect(head.funding_account).toMatchObject({ status: 'VERIFIED', account_number: '****6789' });
    expect(head.vault_account.label).toBe('Sunrise Care Center vault');
  });

  it("refuses Maple, whose account is not verified, with the spec's text, and writes nothing", async () => {
    const before = await fundingCount();
    expect((await summary(s.ownerAtMaple)).funding_account).toMatchObject({ status: 'AWAITING_VERIFICATION' });
    expect(refused(await fund(100, s.ownerAtMaple), 422)).toEqual([messages.vaultNeedsAccounts]);
    expect(await fundingCount()).toBe(before);
  });

  it.each([0, -5, 1.234, 'abc', null, '', undefined])("refuses the amount %s with 'Enter valid amount'", async (amount) => {
    expect(refused(await fund(amount), 422)).toEqual([messages.enterValidAmount]);
  });

  it('refuses more than a million dollars at once', async () => {
    expect(refused(await fund(1_000_000.01), 422)).toEqual([productMessages.vaultFundingTooLarge('$1,000,000.00')]);
  });

  it('is not for a manager, and not without an Idempotency-Key', async () => {
    expect(refused(await fund(10, s.manager), 403)).toEqual([productMessages.notAllowed]);
    expect(refused(await t.call(paymentsSummaryContract, { headers: s.manager }), 403)).toEqual([productMessages.notAllowed]);
    expect(refused(await t.call(listTransactionsContract, { headers: s.manager }), 403)).toEqual([productMessages.notAllowed]);
    expect(refused(await fund(10, s.admin, null), 400)).toEqual([productMessages.idempotencyKeyRequired]);
  });

  let fundingId: string;

  it('takes the amount and the 3-cent fee from the bank; the amount waits in transit; a retry replays, another body is refused', async () => {
    const before = await summary();
    const key = newKey();
    const first = await fund(125.5, s.admin, key);
    const answer = dataOf(first);
    fundingId = answer.id;
    expect(answer).toMatchObject({ amount: 125.5, fee: 0.03, status: 'PENDING' });
    const again = await fund(125.5, s.admin, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf(again).id).toBe(fundingId);
    expect(refused(await fund(99, s.admin, key), 409)).toEqual([productMessages.idempotencyKeyReused]);

    const after = await summary();
    expect(after.in_transit).toBeCloseTo(before.in_transit + 125.5, 2);
    expect(after.fees_paid).toBeCloseTo(before.fees_paid + 0.03, 2);
    expect(after.vault).toBe(before.vault);
    const [row] = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, fundingId));
    expect(row).toMatchObject({
      kind: 'FUNDING',
      memo: productMessages.vaultFundingMemo,
      providerRef: expect.stringMatching(/^sandbox_transfer_/),
    });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'money.vault_funding_requested'), eq(auditLog.target, fundingId)));
    expect(audits).toHaveLength(1);
  });

  it('settles through the job once, however often it runs, and tells the facility with a PAYMENT notification', async () => {
    const before = await summary();
    expect((await settleDueFundings(t.deps, job())).has(s.sunrise)).toBe(true);
    expect((await settleDueFundings(t.deps, job())).size).toBe(0);
    const after = await summary();
    expect(after.vault).toBeCloseTo(before.vault + 125.5, 2);
    expect(after.in_transit).toBeCloseTo(before.in_transit - 125.5, 2);
    const settlements = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.settlesId, fundingId));
    expect(settlements).toMatchObject([{ kind: 'FUNDING_SETTLED' }]);
    const notices = await rowsOf<{ title: string; body: string }>(
      t,
      sql`select title, body from notifications where type = 'PAYMENT' and type_id = ${fundingId}`,
    );
    // Sunrise's owner and admin, once each.
    expect(notices).toHaveLength(2);
    expect(notices[0]).toEqual({ title: productMessages.vaultFundedTitle, body: productMessages.vaultFundedBody('$125.50') });
    // The demo's own pending funding was never asked of the provider: it stays as seeded.
    expect(after.in_transit).toBe(1000);
  });
});

describe('the transactions list', () => {
  it('runs the vault balance in ledger order, over every row, up to the balance of the summary', async () => {
    const { count, results } = await transactions({ page_size: 40 });
    expect(count).toBe(results.length);
    const inVault = new Set(['FUNDING_SETTLED', 'PAYOUT', 'AGENCY_PAYMENT', 'REIMBURSEMENT', 'ONE_OFF_PAYMENT']);
    let running = 0;
    for (const row of [...results].reverse()) {
      if (inVault.has(row.kind)) running = Math.round((running + row.amount) * 100) / 100;
      expect(row.balance, row.memo).toBe(running);
    }
    expect(results[0]!.balance).toBe((await summary()).vault);
  });

  it('says which fundings are pending and which settled, and names the reimbursed nurse', async () => {
    const { results } = await transactions({ page_size: 40 });
    const fundings = results.filter((r) => r.kind === 'FUNDING');
    expect(fundings.find((r) => r.amount === 1000)).toMatchObject({ status: 'PENDING', fee: 0.03 });
    expect(fundings.find((r) => r.amount === 125.5)).toMatchObject({ status: 'SETTLED' });
    expect(results.find((r) => r.kind === 'REIMBURSEMENT')).toMatchObject({
      status: 'PAID',
      amount: -26.6,
      nurse_name: expect.any(String),
    });
  });

  it('filters by type, nurse and facility-local dates, and pages', async () => {
    const all = await transactions({ page_size: 40 });
    const paid = await transactions({ kind: 'REIMBURSEMENT' });
    expect(paid.results.every((r) => r.kind === 'REIMBURSEMENT')).toBe(true);
    const nurse = paid.results[0]!.employee_id!;
    expect((await transactions({ employee_id: nurse })).results.map((r) => r.id)).toEqual([paid.results[0]!.id]);
    const today = all.results[0]!.at.slice(0, 10);
    const todays = await transactions({ from: today, to: today, page_size: 40 });
    expect(todays.results.some((r) => r.amount === 125.5)).toBe(true);
    expect(todays.count).toBeLessThan(all.count);
    const page2 = await transactions({ page_size: 5, page: 2 });
    expect(page2.count).toBe(all.count);
    expect(page2.results.map((r) => r.id)).toEqual(all.results.slice(5, 10).map((r) => r.id));
    expect((await transactions({ page_size: 5, page: 99 })).count).toBe(all.count);
  });

  it('refuses a page size the spec does not offer and dates in the wrong order', async () => {
    expect(refused(await t.call(listTransactionsContract, { query: { page_size: 7 }, headers: s.admin }), 422)).toEqual([
      productMessages.pageSizeChoices,
    ]);
    const wrongOrder = await t.call(listTransactionsContract, { query: { from: '2026-03-02', to: '2026-03-01' }, headers: s.admin });
    expect(refused(wrongOrder, 422)).toEqual([productMessages.paymentsDateOrder]);
    expect(refused(await t.call(listTransactionsContract, { query: { from: '2026-02-30' }, headers: s.admin }), 422)).toEqual([
      productMessages.invalidDate,
    ]);
  });

  it('exports the same rows as a CSV whose cells a spreadsheet cannot run', async () => {
    // A nurse whose name a spreadsheet would read as a formula.
    const [paid] = (await transactions({ kind: 'REIMBURSEMENT' })).results;
    const [employee] = await t.deps.db.select({ nurseId: employees.nurseId }).from(employees).where(eq(employees.id, paid!.employee_id!));
    await t.deps.db.update(nurses).set({ firstName: '=HYPERLINK("http://x")' }).where(eq(nurses.id, employee!.nurseId));
    const res = await t.call(exportTransactionsContract, { headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Nurse,Status,Money in,Money out,Fee,Vault balance');
    expect(lines).toHaveLength((await transactions({ page_size: 40 })).count + 1);
    const row = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")`);
    expect(row).toContain(',26.60,');
    expect(unescapeSpreadsheetCell("'=x")).toBe('=x');
    // No cell starts a formula: money out is its own positive column.
    expect(lines.every((l) => !/(^|,)[=+\-@]/.test(l))).toBe(true);
    const filtered = await t.call(exportTransactionsContract, { query: { kind: 'FUNDING' }, headers: s.admin });
    expect(
      filtered.body
        .trim()
        .split('\r\n')
        .slice(1)
        .every((l) => l.includes(',Vault funding,')),
    ).toBe(true);
  });
});
