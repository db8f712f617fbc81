import {
  createTaxAccountContract,
  deleteTaxAccountContract,
  getTaxSetupContract,
  revealTaxAccountContract,
  setEinContract,
  setSuiRateContract,
} from '@careroster/shared/api/company/taxes';
import type { TaxAccountBody } from '@careroster/shared/company/taxes';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employerTaxAccounts } from '../../src/db/schema';
import { dataOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

let keys = 0;
const illinois: TaxAccountBody = { kind: 'STATE_WITHHOLDING', state: 'IL', account_number: '1234-5678', effective_from: '2026-01-01' };
const create = (body: TaxAccountBody, headers = s.ownerAtMaple) =>
  t.call(createTaxAccountContract, { body, headers: { ...headers, 'idempotency-key': `tax-${++keys}` } });

describe('employer taxes (decision 078)', () => {
  it('keeps the EIN as NN-NNNNNNN, nine digits read as that', async () => {
    expect(dataOf(await t.call(setEinContract, { body: { ein: '361234567' }, headers: s.ownerAtMaple })).ein).toBe('36-1234567');
    for (const ein of ['36-123456', '3612345678', '36 1234567', 'AB-1234567']) {
      expect(refused(await t.call(setEinContract, { body: { ein }, headers: s.ownerAtMaple }), 422)).toEqual([
        productMessages.taxEinInvalid,
      ]);
    }
  });

  it('seals an account number at rest, answers it masked, and reveals it to an owner with an audit row', async () => {
    const made = dataOf(await create(illinois));
    expect(made).toMatchObject({ kind: 'STATE_WITHHOLDING', state: 'IL', account_number: '****5678', locality: null, effective_to: null });
    const [row] = await t.deps.db.select().from(employerTaxAccounts).where(eq(employerTaxAccounts.id, made.id));
    expect(row!.accountSealed).toMatch(/^v1\./);
    expect(row!.accountSealed).not.toContain('1234');
    const revealed = dataOf(await t.call(revealTaxAccountContract, { params: { accountId: made.id }, headers: s.ownerAtMaple }));
    expect(revealed.account_number).toBe('1234-5678');
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.tax_account_revealed'), eq(auditLog.target, made.id)));
    expect(audits.map((a) => a.detail)).toEqual(['STATE_WITHHOLDING IL']);
    expect((await t.call(getTaxSetupContract, { headers: s.ownerAtMaple })).body).not.toContain('1234-5678');
  });

  it.each([
    [{ ...illinois, account_number: '12' }, productMessages.taxAccountInvalid],
    [{ ...illinois, account_number: '12$45' }, productMessages.taxAccountInvalid],
    [{ ...illinois, state: 'Illinois' }, productMessages.profileStateInvalid],
    [{ ...illinois, kind: 'LOCAL' as const }, productMessages.taxLocalityRequired],
    [{ ...illinois, locality: 'Springfield' }, productMessages.taxLocalityRequired],
    [{ ...illinois, effective_to: '2025-12-31' }, productMessages.taxEffectiveDates],
  ])('refuses %j with 422', async (body, message) => {
    expect(refused(await create(body), 422)).toContain(message);
  });

  it('takes a local tax with its locality, and a SUI rate per state and year, replaced when set again', async () => {
    const local = dataOf(await create({ ...illinois, kind: 'LOCAL', state: 'OH', locality: 'Columbus', account_number: 'COL-99812' }));
    expect(local).toMatchObject({ locality: 'Columbus', account_number: '****9812' });
    const rate = (r: number, year = 2026) => t.call(setSuiRateContract, { body: { state: 'IL', year, rate: r }, headers: s.ownerAtMaple });
    dataOf(await rate(3.175));
    const setup = dataOf(await rate(3.525));
    expect(setup.sui_rates).toEqual([{ state: 'IL', year: 2026, rate: 3.525 }]);
    expect(refused(await rate(20.5), 422)).toEqual([productMessages.taxSuiRateInvalid(20)]);
    expect(refused(await rate(2.7001), 422)).toEqual([productMessages.taxSuiRateInvalid(20)]);
    expect(refused(await rate(2.7, 1999), 422)).toEqual([productMessages.taxYearInvalid]);
  });

  it("answers 404 for another facility's account, and 403 to a manager", async () => {
    const maple = dataOf(await create({ ...illinois, account_number: 'MAPLE-0001' }));
    expect((await t.call(revealTaxAccountContract, { params: { accountId: maple.id }, headers: s.admin })).statusCode).toBe(404);
    expect((await t.call(deleteTaxAccountContract, { params: { accountId: maple.id }, headers: s.admin })).statusCode).toBe(404);
    expect(dataOf(await t.call(getTaxSetupContract, { headers: s.admin })).accounts).toEqual([]);
    expect((await t.call(getTaxSetupContract, { headers: s.manager })).statusCode).toBe(403);
    expect((await t.call(revealTaxAccountContract, { params: { accountId: maple.id }, headers: s.manager })).statusCode).toBe(403);
    expect((await create(illinois, s.manager)).statusCode).toBe(403);
    expect(dataOf(await t.call(deleteTaxAccountContract, { params: { accountId: maple.id }, headers: s.ownerAtMaple })).message).toBe(
      productMessages.taxAccountDeleted,
    );
  });
});
