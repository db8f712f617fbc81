import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { workContractBody, type WorkContract } from '@careroster/shared/api/rostering/work-contracts';
import { productMessages } from '@careroster/shared/messages';
import {
  defaultWorkRules,
  flagRuleKeys,
  limitRuleKeys,
  limitRuleRanges,
  PATTERN_ANY,
  PATTERN_OFF,
  WORK_CONTRACT_NAME_MAX,
  WORK_PATTERN_STEPS_MAX,
  WORK_PATTERNS_MAX,
  WORK_RULE_WEIGHT_MAX,
  weekendKinds,
  type LimitRuleKey,
  type WorkRules,
} from '@careroster/shared/rostering/work-rules';
import { ScrollRegion } from '../../../components/scroll-region';
import { useSaveWorkContract } from '../api/rostering';
import { Errors, SaveDialog, savedThenClose } from './common';
import { fieldErrorsOf } from '../../../components/field-errors';

export type TimingOption = { id: string; code: string; name: string };

const numberOf = (v: string | number) => (typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v));
const ruleName = (key: string) => productMessages.rbRuleNames[key] ?? key;
const isLimit = (key: string): key is LimitRuleKey => (limitRuleKeys as readonly string[]).includes(key);

/** The zod issues of the body, by dotted path: each shows beside its field. */
type FieldErrors = Record<string, string>;

/**
 * A contract's dialog (issue 29): its name, each rule on one row (on, value within
 * `limitRuleRanges`, weight, hard), the weekend and the unwanted patterns. The body is the shared
 * schema's, checked here before it is sent; the server checks it again.
 */
export function ContractDialog({
  contract,
  timings,
  onClose,
}: {
  contract: WorkContract | null;
  timings: TimingOption[];
  onClose: () => void;
}) {
  const [name, setName] = useState(contract?.name ?? '');
  const [rules, setRules] = useState<WorkRules>(() => structuredClone(contract?.rules ?? defaultWorkRules()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveWorkContract();

  const setPattern = (i: number, patch: Partial<WorkRules['unwanted_patterns'][number]>) =>
    setRules((r) => ({ ...r, unwanted_patterns: r.unwanted_patterns.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));

  const submit = () => {
    const parsed = workContractBody.safeParse({ name, rules });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (parsed.success) save.mutate({ id: contract?.id ?? null, body: parsed.data }, savedThenClose(onClose));
  };

  const stepOptions = [
    ...timings.map((t) => ({ value: t.id, label: `${t.code} · ${t.name}` })),
    { value: PATTERN_ANY, label: productMessages.rbPatternAny },
    { value: PATTERN_OFF, label: productMessages.rbPatternOff },
  ];
  const weightInput = (label: string, value: number, onChange: (v: number) => void, error?: string, disabled?: boolean) => (
    <NumberInput
      aria-label={label}
      size="xs"
      w={84}
      min={0}
      max={WORK_RULE_WEIGHT_MAX}
      allowDecimal={false}
      value={Number.isNaN(value) ? '' : value}
      onChange={(v) => onChange(numberOf(v))}
      error={error}
      disabled={disabled}
    />
  );

  return (
    <SaveDialog
      size="xl"
      title={contract ? productMessages.rbContractEdit : productMessages.rbContractAdd}
      onClose={onClose}
      onSave={submit}
      saving={save.isPending}
    >
      <Stack gap="sm">
        <TextInput
          label={productMessages.rbName}
          required
          maxLength={WORK_CONTRACT_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <ScrollRegion label={productMessages.rbContractsLabel}>
          <Table verticalSpacing={4} miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.rbRule}</Table.Th>
                <Table.Th>{productMessages.rbValue}</Table.Th>
                <Table.Th>{productMessages.rbWeight}</Table.Th>
                <Table.Th>{productMessages.rbHard}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...limitRuleKeys, ...flagRuleKeys].map((key) => {
                const rule = rules[key];
                const label = ruleName(key);
                const range = isLimit(key) ? limitRuleRanges[key] : null;
                const set = (patch: Partial<WorkRules[LimitRuleKey]>) => setRules((r) => ({ ...r, [key]: { ...r[key], ...patch } }));
                return (
                  <Table.Tr key={key} data-rule={key}>
                    <Table.Td>
                      <Switch size="xs" label={label} checked={rule.on} onChange={(e) => set({ on: e.currentTarget.checked })} />
                    </Table.Td>
                    <Table.Td>
                      {range && 'value' in rule && (
                        <NumberInput
                          aria-label={productMessages.rbRuleValue(label)}
                          size="xs"
                          w={84}
                          min={range.min}
                          max={range.max}
                          allowDecimal={false}
                          disabled={!rule.on}
                          value={Number.isNaN(rule.value) ? '' : rule.value}
                          onChange={(v) => set({ value: numberOf(v) })}
                          error={errors[`rules.${key}.value`]}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      {weightInput(
                        productMessages.rbRuleWeight(label),
                        rule.weight,
                        (weight) => set({ weight }),
                        errors[`rules.${key}.weight`],
                        !rule.on,
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={productMessages.rbRuleHard(label)}
                        disabled={!rule.on}
                        checked={rule.hard}
                        onChange={(e) => set({ hard: e.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Select
          label={productMessages.rbWeekend}
          allowDeselect={false}
          w={240}
          data={weekendKinds.map((k) => ({ value: k, label: productMessages.rbWeekendKinds[k] ?? k }))}
          value={rules.weekend}
          onChange={(v) => v && setRules((r) => ({ ...r, weekend: v }))}
        />
        <Group justify="space-between">
          <Title order={3} size="h5">
            {productMessages.rbPatterns}
          </Title>
          <Button
            size="compact-sm"
            variant="light"
            disabled={rules.unwanted_patterns.length >= WORK_PATTERNS_MAX}
            onClick={() =>
              setRules((r) => ({
                ...r,
                unwanted_patterns: [
                  ...r.unwanted_patterns,
                  { steps: [timings[0]?.id ?? PATTERN_ANY, PATTERN_OFF], weight: 5, hard: false },
                ],
              }))
            }
          >
            {productMessages.rbPatternAdd}
          </Button>
        </Group>
        {rules.unwanted_patterns.length === 0 && (
          <Text size="sm" c="dimmed">
            {productMessages.rbPatternsNone}
          </Text>
        )}
        {rules.unwanted_patterns.map((pattern, i) => {
          const n = i + 1;
          return (
            <Group key={i} gap="xs" align="flex-end" wrap="wrap" data-pattern={n}>
              {pattern.steps.map((step, s) => (
                <Select
                  key={s}
                  size="xs"
                  w={150}
                  aria-label={productMessages.rbPatternStep(n, s + 1)}
                  allowDeselect={false}
                  data={stepOptions}
                  value={step}
                  onChange={(v) => v && setPattern(i, { steps: pattern.steps.map((x, j) => (j === s ? v : x)) })}
                />
              ))}
              <ActionIcon
                variant="light"
                aria-label={productMessages.rbPatternStepAdd(n)}
                disabled={pattern.steps.length >= WORK_PATTERN_STEPS_MAX}
                onClick={() => setPattern(i, { steps: [...pattern.steps, PATTERN_ANY] })}
              >
                <span aria-hidden="true">+</span>
              </ActionIcon>
              <ActionIcon
                variant="light"
                aria-label={productMessages.rbPatternStepRemove(n)}
                disabled={pattern.steps.length <= 2}
                onClick={() => setPattern(i, { steps: pattern.steps.slice(0, -1) })}
              >
                <span aria-hidden="true">−</span>
              </ActionIcon>
              {weightInput(
                productMessages.rbPatternWeight(n),
                pattern.weight,
                (weight) => setPattern(i, { weight }),
                errors[`rules.unwanted_patterns.${i}.weight`],
              )}
              <Checkbox
                label={productMessages.rbHard}
                aria-label={productMessages.rbPatternHard(n)}
                checked={pattern.hard}
                onChange={(e) => setPattern(i, { hard: e.currentTarget.checked })}
              />
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => setRules((r) => ({ ...r, unwanted_patterns: r.unwanted_patterns.filter((_, j) => j !== i) }))}
              >
                {productMessages.rbPatternRemove(n)}
              </Button>
              {errors[`rules.unwanted_patterns.${i}.steps`] && (
                <Text c="red" size="sm" role="alert" w="100%">
                  {errors[`rules.unwanted_patterns.${i}.steps`]}
                </Text>
              )}
            </Group>
          );
        })}
        <Errors error={save.error} />
      </Stack>
    </SaveDialog>
  );
}
