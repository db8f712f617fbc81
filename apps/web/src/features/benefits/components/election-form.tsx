import { Alert, Button, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ElectionBody, EmployeeBenefits, OfferedYear } from '@careroster/shared/api/benefits/enrolment';
import {
  coverageTierLabels,
  lifeEventLabels,
  planKindLabels,
  planKinds,
  type CoverageTier,
  type PlanKind,
} from '@careroster/shared/benefits/values';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';

const WAIVE = 'waive';

/** `onElect` rejects when the server refuses: the refusal shows as `error`, and nothing is said saved. */
type Props = { data: EmployeeBenefits; onElect: (body: ElectionBody) => Promise<unknown>; pending: boolean; error: Error | null };

/** One plan kind of an open year: a plan (or waive), a tier and the dependents covered. */
function KindChoice({ year, kind, data, onElect, pending }: Omit<Props, 'error'> & { year: OfferedYear; kind: PlanKind }) {
  const plans = year.plans.filter((p) => p.kind === kind);
  const [planId, setPlanId] = useState<string | null>(null);
  const [tier, setTier] = useState<string | null>(null);
  const [dependents, setDependents] = useState<string[]>([]);
  const plan = plans.find((p) => p.id === planId);
  const label = planKindLabels[kind];
  const submit = () =>
    onElect({
      plan_year_id: year.plan_year.id,
      kind,
      plan_id: planId === WAIVE ? null : planId,
      tier: planId === WAIVE ? null : (tier as CoverageTier | null),
      dependent_ids: planId === WAIVE || tier === 'EMPLOYEE' ? [] : dependents,
    }).then(
      () => showToast('success', productMessages.benefitsElectionSaved),
      () => undefined,
    );
  return (
    <Group align="end" wrap="wrap" gap="sm">
      <Select
        label={`${label} plan`}
        placeholder="Choose"
        value={planId}
        onChange={(v) => {
          setPlanId(v);
          setTier(null);
        }}
        data={[
          ...plans.map((p) => ({ value: p.id, label: p.eligible ? p.name : `${p.name} (not eligible)`, disabled: !p.eligible })),
          { value: WAIVE, label: productMessages.benefitsWaive },
        ]}
        w={220}
      />
      {plan && (
        <Select
          label={`${label} tier`}
          placeholder="Choose"
          value={tier}
          onChange={setTier}
          data={plan.tiers.map((t) => ({
            value: t.tier,
            label: `${coverageTierLabels[t.tier]}: ${formatMoney(t.employee_cost)} a pay period`,
          }))}
          w={260}
        />
      )}
      {plan && tier && tier !== 'EMPLOYEE' && (
        <MultiSelect
          label={`${label} dependents`}
          value={dependents}
          onChange={setDependents}
          data={data.dependents.map((d) => ({ value: d.id, label: d.name }))}
          w={260}
        />
      )}
      <Button onClick={() => void submit()} loading={pending} disabled={!planId || (planId !== WAIVE && !tier)}>
        {planId === WAIVE ? productMessages.benefitsWaive : productMessages.benefitsEnrol} ({label})
      </Button>
      {plan?.coverage_start && (
        <Text size="sm" c="dimmed">
          Coverage from {formatDate(plan.coverage_start)}
        </Text>
      )}
    </Group>
  );
}

/** The enrolment form of each plan year open to her today (decision 075): staff's and her own. */
export function ElectionForm({ data, onElect, pending, error }: Props) {
  const open = data.years.filter((y) => y.window);
  if (open.length === 0) return <Text c="dimmed">{productMessages.benefitsNoOpenYear}</Text>;
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {open.map((year) => (
        <Stack key={year.plan_year.id} gap="xs">
          <Title order={3} size="h5">
            {year.plan_year.name}: {lifeEventLabels[year.window!.source as keyof typeof lifeEventLabels] ?? 'Open enrolment'} until{' '}
            {formatDate(year.window!.closes)}
          </Title>
          {planKinds
            .filter((kind) => year.plans.some((p) => p.kind === kind))
            .map((kind) => (
              <KindChoice key={kind} year={year} kind={kind} data={data} onElect={onElect} pending={pending} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}
