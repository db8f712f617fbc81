import { useState } from 'react';
import { Radio, Stack } from '@mantine/core';
import { mealRuleBody } from '@careroster/shared/api/pbj/meal-rule';
import { messages, productMessages } from '@careroster/shared/messages';
import type { PbjMealRule } from '@careroster/shared/pbj/meal-breaks';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { useUpdateMealRule } from '../api/pbj';

const options: { value: PbjMealRule; label: string; description: string }[] = [
  { value: 'CMS_DEDUCTION', label: productMessages.pbjMealRuleDeduct, description: productMessages.pbjMealRuleDeductHint },
  { value: 'RECORDED_ONLY', label: productMessages.pbjMealRuleRecorded, description: productMessages.pbjMealRuleRecordedHint },
];

/**
 * How the facility's PBJ hours treat meal breaks (decision 052), shown so the choice is never
 * implicit; a choice is saved at once.
 */
export function MealRuleForm({ current }: { current: PbjMealRule }) {
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateMealRule();
  const choose = (value: string) => {
    const parsed = mealRuleBody.safeParse({ meal_rule: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    save.mutate(parsed.data.meal_rule, {
      onSuccess: (answer) => showToast('success', answer.message),
      onError: (e) => setError(e instanceof ApiError ? e.messages[0] : messages.somethingWentWrong),
    });
  };
  return (
    <Radio.Group
      mt="md"
      label={productMessages.pbjMealRule}
      value={save.isPending ? save.variables : current}
      onChange={choose}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} description={o.description} disabled={save.isPending} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
