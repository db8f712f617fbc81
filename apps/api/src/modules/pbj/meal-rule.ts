import type { MealRuleInput } from '@careroster/shared/api/pbj/meal-rule';
import { productMessages } from '@careroster/shared/messages';
import type { PbjMealRule } from '@careroster/shared/pbj/meal-breaks';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { saveAreaSettings } from '../facility';

/** How the facility's PBJ hours treat meal breaks (decision 052); the contract checks the choice. */
export async function updateMealRule(ctx: Ctx, input: MealRuleInput, tx?: DbOrTx): Promise<{ meal_rule: PbjMealRule; message: string }> {
  const facilityId = facilityOf(ctx).id;
  const work = async (db: DbOrTx) => {
    await saveAreaSettings(db, facilityId, { pbjMealRule: input.meal_rule });
    await ctx.audit('pbj.meal_rule_changed', { target: facilityId, detail: input.meal_rule }, db);
  };
  await (tx ? work(tx) : ctx.deps.db.transaction(work));
  return { meal_rule: input.meal_rule, message: productMessages.pbjMealRuleSaved };
}
