import type { PaychexCategories, PaychexCategoriesAnswer } from '@careroster/shared/api/payroll/paychex-categories';
import { defaultPaychexCategories, payrollEarningKinds, type PayrollEarningKind } from '@careroster/shared/payroll/earnings';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paychexCategoryMappings } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';

/** The facility's Paychex earning category per kind of pay: its own where set, the default elsewhere. */
export async function paychexCategories(db: DbOrTx, facilityId: string): Promise<PaychexCategoriesAnswer> {
  const rows = await db
    .select({ kind: paychexCategoryMappings.earningKind, category: paychexCategoryMappings.category })
    .from(paychexCategoryMappings)
    .where(and(eq(paychexCategoryMappings.facilityId, facilityId), inArray(paychexCategoryMappings.earningKind, [...payrollEarningKinds])));
  const categories = { ...defaultPaychexCategories };
  for (const row of rows) categories[row.kind as PayrollEarningKind] = row.category;
  return { categories, defaults: defaultPaychexCategories };
}

export const getPaychexCategories = (ctx: Ctx, tx?: DbOrTx) => paychexCategories(tx ?? ctx.deps.db, facilityOf(ctx).id);

/** PUT facilities/payroll/paychex-categories: every kind's category, saved in one transaction with its audit row. */
export async function updatePaychexCategories(
  ctx: Ctx,
  input: { categories: PaychexCategories },
  tx?: DbOrTx,
): Promise<PaychexCategoriesAnswer> {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const now = ctx.deps.clock.now();
    for (const kind of payrollEarningKinds) {
      const values = { category: input.categories[kind], updatedBy: ctx.user?.id ?? null, updatedAt: now };
      await t
        .insert(paychexCategoryMappings)
        .values({ facilityId, earningKind: kind, ...values })
        .onConflictDoUpdate({ target: [paychexCategoryMappings.facilityId, paychexCategoryMappings.earningKind], set: values });
    }
    await ctx.audit('payroll.paychex_categories_changed', {}, t);
    return paychexCategories(t, facilityId);
  });
}
