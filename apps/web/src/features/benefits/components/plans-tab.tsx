import { Button, Checkbox, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { planFields, planYearFields, type PlanFields, type PlanYear } from '@careroster/shared/api/benefits/plans';
import {
  coverageTierLabels,
  coverageTiers,
  planKindLabels,
  planKinds,
  type CoverageTier,
  type PlanKind,
} from '@careroster/shared/benefits/values';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';
import { useCreatePlan, useCreatePlanYear, usePlanYears } from '../api/benefits';

/** The shared schema's first issue of each field, by dotted path, to show beside it; the server checks again. */
function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** What a saved form does: says so and closes. */
const savedThen = (message: string, onDone: () => void) => ({
  onSuccess: () => {
    showToast('success', message);
    onDone();
  },
});

/** A new plan year: its coverage dates and its open-enrolment window. */
function PlanYearForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePlanYear();
  const [v, setV] = useState({ name: '', start_date: '', end_date: '', enrolment_opens: '', enrolment_closes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof typeof v, label: string, type?: 'date') => (
    <TextInput
      type={type}
      label={label}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
      error={errors[key]}
      required
    />
  );
  const submit = () => {
    const parsed = planYearFields.safeParse(v);
    setErrors(fieldErrors(parsed.error));
    if (parsed.success) create.mutate(v, savedThen(productMessages.benefitsPlanYearSaved, onDone));
  };
  return (
    <Stack>
      {field('name', 'Name')}
      {field('start_date', 'Coverage starts', 'date')}
      {field('end_date', 'Coverage ends', 'date')}
      {field('enrolment_opens', 'Open enrolment opens', 'date')}
      {field('enrolment_closes', 'Open enrolment closes', 'date')}
      {create.error && (
        <Text c="red" size="sm" role="alert">
          {create.error.message}
        </Text>
      )}
      <Button loading={create.isPending} onClick={submit}>
        Save plan year
      </Button>
    </Stack>
  );
}

type TierCosts = Partial<Record<CoverageTier, { employee: number; employer: number }>>;

/** A new plan of a year: kind, name, who may enrol, the wait, and each offered tier's costs per pay period. */
function PlanForm({ planYearId, onDone }: { planYearId: string; onDone: () => void }) {
  const create = useCreatePlan();
  const [kind, setKind] = useState<PlanKind>('MEDICAL');
  const [name, setName] = useState('');
  const [waiting, setWaiting] = useState<number | string>(0);
  const [walkIns, setWalkIns] = useState(false);
  const [aca, setAca] = useState(false);
  const [tiers, setTiers] = useState<TierCosts>({ EMPLOYEE: { employee: 0, employer: 0 } });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const offered = kind === 'RETIREMENT' ? (['EMPLOYEE'] as const) : coverageTiers;
  const chosen = offered.filter((tier) => tiers[tier]);
  const body: PlanFields = {
    kind,
    name,
    worker_types: walkIns ? ['IN', 'WN'] : ['IN'],
    // An emptied field is no number: the schema's message, not a silent 0.
    waiting_days: waiting === '' ? Number.NaN : Number(waiting),
    aca_full_time_only: aca,
    tiers: chosen.map((tier) => ({ tier, employee_cost: tiers[tier]!.employee, employer_cost: tiers[tier]!.employer })),
  };
  const submit = () => {
    const parsed = planFields.safeParse(body);
    setErrors(fieldErrors(parsed.error));
    if (parsed.success) create.mutate({ planYearId, body }, savedThen(productMessages.benefitsPlanSaved, onDone));
  };
  const cost = (tier: CoverageTier, who: 'employee' | 'employer') => (
    <NumberInput
      label={`${coverageTierLabels[tier]}: ${who} cost`}
      decimalScale={2}
      min={0}
      value={Number.isNaN(tiers[tier]![who]) ? '' : tiers[tier]![who]}
      onChange={(v) => setTiers({ ...tiers, [tier]: { ...tiers[tier]!, [who]: v === '' ? Number.NaN : Number(v) } })}
      error={errors[`tiers.${chosen.indexOf(tier)}.${who}_cost`]}
      w={200}
    />
  );
  return (
    <Stack>
      <Select
        label="Kind"
        value={kind}
        onChange={(v) => v && setKind(v)}
        data={planKinds.map((k) => ({ value: k, label: planKindLabels[k] }))}
        allowDeselect={false}
      />
      <TextInput label="Plan name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required />
      <NumberInput
        label="Waiting period (days from hire)"
        value={waiting}
        onChange={setWaiting}
        min={0}
        max={90}
        allowDecimal={false}
        error={errors.waiting_days}
      />
      <Checkbox label="Walk-in nurses may enrol too" checked={walkIns} onChange={(e) => setWalkIns(e.currentTarget.checked)} />
      <Checkbox label="ACA full-time employees only" checked={aca} onChange={(e) => setAca(e.currentTarget.checked)} />
      {offered.map((tier) => (
        <Group key={tier} align="end" wrap="wrap">
          <Checkbox
            label={coverageTierLabels[tier]}
            checked={Boolean(tiers[tier])}
            onChange={(e) => setTiers({ ...tiers, [tier]: e.currentTarget.checked ? { employee: 0, employer: 0 } : undefined })}
            w={180}
          />
          {tiers[tier] && (
            <>
              {cost(tier, 'employee')}
              {cost(tier, 'employer')}
            </>
          )}
        </Group>
      ))}
      {errors.tiers && (
        <Text c="red" size="sm" role="alert">
          {errors.tiers}
        </Text>
      )}
      {create.error && (
        <Text c="red" size="sm" role="alert">
          {create.error.message}
        </Text>
      )}
      <Button loading={create.isPending} onClick={submit}>
        Save plan
      </Button>
    </Stack>
  );
}

function YearCard({ year, canManage }: { year: PlanYear; canManage: boolean }) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {year.name}: {formatDate(year.start_date)} to {formatDate(year.end_date)}
        </Title>
        {canManage && (
          <Button variant="default" onClick={() => setAdding(true)}>
            Add plan
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Open enrolment {formatDate(year.enrolment_opens)} to {formatDate(year.enrolment_closes)}
        {year.enrolment_open ? ' (open now)' : ''}
      </Text>
      {year.plans.length === 0 ? (
        <Text c="dimmed">{productMessages.benefitsNoPlans}</Text>
      ) : (
        <Table striped aria-label={`Plans of ${year.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Payroll code</Table.Th>
              <Table.Th>Waiting days</Table.Th>
              <Table.Th>Tiers (employee / employer a pay period)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {year.plans.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  {planKindLabels[p.kind]}: {p.name}
                </Table.Td>
                <Table.Td>{p.payroll_code}</Table.Td>
                <Table.Td>{p.waiting_days}</Table.Td>
                <Table.Td>
                  {p.tiers
                    .map((t) => `${coverageTierLabels[t.tier]} ${formatMoney(t.employee_cost)} / ${formatMoney(t.employer_cost)}`)
                    .join('; ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <GenericModal opened={adding} onClose={() => setAdding(false)} title={`Add a plan to ${year.name}`}>
        <PlanForm planYearId={year.id} onDone={() => setAdding(false)} />
      </GenericModal>
    </Stack>
  );
}

/** The Benefits page's Plans tab: plan years with their plans; admins set them up (`benefits:manage`). */
export function PlansTab() {
  const years = usePlanYears();
  const canManage = can(
    useAppStore((state) => state.auth.role),
    'benefits:manage',
  );
  const [adding, setAdding] = useState(false);
  if (years.isPending) return <PageLoader label="Loading plans" />;
  const list = years.data?.results ?? [];
  const add = canManage ? <Button onClick={() => setAdding(true)}>New plan year</Button> : undefined;
  return (
    <Stack gap="lg">
      {list.length === 0 ? (
        <EmptyState title={productMessages.benefitsNoPlanYears} description={productMessages.benefitsNoPlanYearsHint} action={add} />
      ) : (
        <Group justify="flex-end">{add}</Group>
      )}
      {list.map((y) => (
        <YearCard key={y.id} year={y} canManage={canManage} />
      ))}
      <GenericModal opened={adding} onClose={() => setAdding(false)} title="New plan year">
        <PlanYearForm onDone={() => setAdding(false)} />
      </GenericModal>
    </Stack>
  );
}
