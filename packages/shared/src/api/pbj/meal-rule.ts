import { z } from 'zod';
import { productMessages } from '../../messages';
import { pbjMealRules } from '../../pbj/meal-breaks';
import { defineContract } from '../contract';

export const mealRuleBody = z.object({
  meal_rule: z.enum(pbjMealRules, { error: productMessages.pbjMealRuleInvalid }),
});
export type MealRuleInput = z.input<typeof mealRuleBody>;

/** PATCH facilities/pbj/meal-rule (money:move): how the facility's PBJ hours treat meal breaks (decision 052). */
export const updateMealRuleContract = defineContract({
  method: 'PATCH',
  path: '/facilities/pbj/meal-rule',
  body: mealRuleBody,
  answer: z.object({ meal_rule: z.enum(pbjMealRules), message: z.string() }),
});
