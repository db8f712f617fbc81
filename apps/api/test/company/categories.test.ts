import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  updateCategoryContract,
  type CreateCategoryBody,
} from '@careroster/shared/api/company/categories';
import { createReimbursementContract } from '@careroster/shared/api/payments/reimbursements';
import type { CategoryList } from '@careroster/shared/company/categories';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../src/db/schema';
import { dataOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);
let nurse: string;

beforeAll(async () => {
  nurse = (await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, s.sunrise)).limit(1))[0]!.id;
}, 120_000);

let keys = 0;
const key = () => ({ 'idempotency-key': `company-${++keys}` });
const list = async (listName: CategoryList, headers = s.admin) =>
  dataOf(await t.call(listCategoriesContract, { params: { list: listName }, headers })).results;
const create = (listName: CategoryList, body: CreateCategoryBody, headers = s.admin) =>
  t.call(createCategoryContract, { params: { list: listName }, body, headers: { ...headers, ...key() } });
const remove = (listName: CategoryList, categoryId: string, headers = s.admin) =>
  t.call(deleteCategoryContract, { params: { list: listName, categoryId }, headers });

describe('expense categories', () => {
  it("start as the reimbursements' four, with the demo's own, archived ones last", async () => {
    const expenses = await list('expense-categories');
    expect(expenses.map((c) => [c.code, c.name, c.active])).toEqual([
      ['MILEAGE', 'Mileage', true],
      ['OTHER', 'Other', true],
      ['PARKING', 'Parking', true],
      ['SUPPLIES', 'Supplies', true],
      ['TRAINING', 'Training fees', true],
      ['UNIFORM', 'Uniform allowance', false],
    ]);
    // Any member reads them: the Maple manager sees Maple's list.
    expect((await list('expense-categories', s.manager)).map((c) => c.code)).toContain('MILEAGE');
  });

  it('are created with an upper-case code, unique by name and code, and audited', async () => {
    const made = dataOf(await create('expense-categories', { name: ' Meals ', code: 'meals' }));
    expect(made).toMatchObject({ name: 'Meals', code: 'MEALS', active: true, job_title_ids: [] });
    expect(refused(await create('expense-categories', { name: 'MEALS', code: 'FOOD' }), 409)).toEqual([
      productMessages.companyCategoryNameTaken,
    ]);
    expect(refused(await create('expense-categories', { name: 'Food', code: 'MEALS' }), 409)).toEqual([
      productMessages.companyCategoryCodeTaken,
    ]);
    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.category_create'), eq(auditLog.target, made.id)));
    expect(row?.facilityId).toBe(s.sunrise);
    // A new category is what a reimbursement may name at once.
    const claim = await t.call(createReimbursementContract, {
      body: {
        employee_id: nurse,
        category: 'MEALS',
        description: 'Lunch at the training day',
        amount: 14,
        incurred_on: zonedDate(new Date(), 'America/New_York'),
      },
      headers: { ...s.admin, ...key() },
    });
    expect(dataOf(claim)).toMatchObject({ category: 'MEALS', category_name: 'Meals' });
  });

  it.each([
    [{ name: '', code: 'X' }, productMessages.companyCategoryNameRequired],
    [{ name: 'x'.repeat(61), code: 'X' }, productMessages.companyCategoryNameRequired],
    [{ name: 'Tolls', code: 'TOLLS AND FEES' }, productMessages.companyCategoryCodeInvalid],
    [{ name: 'Tolls', code: 'T'.repeat(21) }, productMessages.companyCategoryCodeInvalid],
    [{ name: 'Tolls', code: 'TOLLS', job_title_ids: [JOB_TITLE_IDS.RN] }, productMessages.companyCategoryJobTitleUnknown],
  ])('refuses %j with 422', async (body, message) => {
    expect(refused(await create('expense-categories', body), 422)).toContain(message);
  });

  it('deletes an unused one, and archives one a reimbursement names (no longer offered)', async () => {
    // The demo's pending claim is for parking.
    const parking = 'PARKING';
    const expenses = await list('expense-categories');
    const unused = dataOf(await create('expense-categories', { name: 'Tolls', code: 'TOLLS' }));
    expect(dataOf(await remove('expense-categories', unused.id))).toEqual({
      archived: false,
      message: productMessages.companyCategoryDeleted,
    });
    const parkingRow = expenses.find((c) => c.code === parking)!;
    expect(dataOf(await remove('expense-categories', parkingRow.id))).toEqual({
      archived: true,
      message: productMessages.companyCategoryArchived,
    });
    const after = await list('expense-categories');
    expect(after.find((c) => c.code === parking)).toMatchObject({ active: false, name: 'Parking' });
    expect(after.some((c) => c.code === 'TOLLS')).toBe(false);
    const refusedClaim = await t.call(createReimbursementContract, {
      body: {
        employee_id: nurse,
        category: parking,
        description: 'Garage',
        amount: 4,
        incurred_on: zonedDate(new Date(), 'America/New_York'),
      },
      headers: { ...s.admin, ...key() },
    });
    expect(refused(refusedClaim, 422)).toEqual([productMessages.companyCategoryInactive]);
    // Restored, it is offered again.
    const restored = await t.call(updateCategoryContract, {
      params: { list: 'expense-categories', categoryId: parkingRow.id },
      body: { active: true },
      headers: s.admin,
    });
    expect(dataOf(restored).active).toBe(true);
  });
});

describe('labor categories', () => {
  it('cost job titles: a title moves to the category that takes it', async () => {
    const labor = await list('labor-categories');
    const licensed = labor.find((c) => c.code === 'NURS-LIC')!;
    expect(licensed.job_title_ids).toContain(JOB_TITLE_IDS.RN);
    const made = dataOf(
      await create('labor-categories', { name: 'Registered nursing', code: 'nurs-rn', job_title_ids: [JOB_TITLE_IDS.RN] }),
    );
    expect(made).toMatchObject({ code: 'NURS-RN', job_title_ids: [JOB_TITLE_IDS.RN] });
    expect((await list('labor-categories')).find((c) => c.id === licensed.id)!.job_title_ids).not.toContain(JOB_TITLE_IDS.RN);
    expect(
      refused(
        await create('labor-categories', { name: 'Ghosts', code: 'GHOST', job_title_ids: ['00000000-0000-4000-8000-000000000000'] }),
        422,
      ),
    ).toEqual([productMessages.companyCategoryJobTitleUnknown]);
    // One with titles is archived, keeping them; without titles it is deleted.
    expect(dataOf(await remove('labor-categories', made.id)).archived).toBe(true);
    const cleared = await t.call(updateCategoryContract, {
      params: { list: 'labor-categories', categoryId: made.id },
      body: { job_title_ids: [] },
      headers: s.admin,
    });
    expect(dataOf(cleared)).toMatchObject({ active: false, job_title_ids: [] });
    expect(dataOf(await remove('labor-categories', made.id)).archived).toBe(false);
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another facility's category and 403 to a manager's write", async () => {
    const mapleCategory = (await list('labor-categories', s.ownerAtMaple))[0]!;
    expect(
      (
        await t.call(updateCategoryContract, {
          params: { list: 'labor-categories', categoryId: mapleCategory.id },
          body: { name: 'Mine' },
          headers: s.admin,
        })
      ).statusCode,
    ).toBe(404);
    expect((await remove('labor-categories', mapleCategory.id)).statusCode).toBe(404);
    // The id under the other list is not found either.
    expect((await remove('expense-categories', mapleCategory.id, s.ownerAtMaple)).statusCode).toBe(404);
    expect((await create('labor-categories', { name: 'Agency', code: 'AGENCY' }, s.manager)).statusCode).toBe(403);
    expect((await remove('labor-categories', mapleCategory.id, s.manager)).statusCode).toBe(403);
    // Sunrise's lists do not show Maple's new rows.
    dataOf(await create('labor-categories', { name: 'Maple only', code: 'MAPLE' }, s.ownerAtMaple));
    expect((await list('labor-categories')).some((c) => c.code === 'MAPLE')).toBe(false);
  });
});
