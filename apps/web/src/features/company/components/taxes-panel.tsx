import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { TaxAccount, TaxSetup } from '@careroster/shared/api/company/taxes';
import { usStateOptions } from '@careroster/shared/company/regions';
import { taxAccountBody, taxAccountKinds, type TaxAccountKind } from '@careroster/shared/company/taxes';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { GenericModal } from '../../../components/generic-modal';
import { useSingleFlight } from '../../../components/use-single-flight';
import { useAppStore } from '../../../store/app-store';
import { revealTaxAccount, useCreateTaxAccount, useDeleteTaxAccount, useSetEin, useSetSuiRate, useTaxSetup } from '../api/taxes';

const failureOf = (error: unknown) =>
  error instanceof ApiError ? (error.messages[0] ?? messages.somethingWentWrong) : messages.somethingWentWrong;
const kindOptions = taxAccountKinds.map((k) => ({ value: k, label: productMessages.taxAccountKindLabels[k] }));

function EinForm({ ein }: { ein: string | null }) {
  const [value, setValue] = useState(ein ?? '');
  const save = useSetEin();
  return (
    <Group align="flex-end" gap="sm">
      <TextInput label="Federal EIN" placeholder="NN-NNNNNNN" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <Button
        onClick={() => save.mutate(value, { onSuccess: () => showToast('success', productMessages.taxSaved) })}
        loading={save.isPending}
      >
        Save EIN
      </Button>
      {save.isError && (
        <Alert color="red" role="alert" py={4}>
          {failureOf(save.error)}
        </Alert>
      )}
    </Group>
  );
}

type AccountDraft = {
  kind: TaxAccountKind;
  state: string;
  locality: string;
  account_number: string;
  effective_from: string;
  effective_to: string;
};

function AccountDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<AccountDraft>({
    kind: 'STATE_WITHHOLDING',
    state: '',
    locality: '',
    account_number: '',
    effective_from: '',
    effective_to: '',
  });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTaxAccount();
  const set = (change: Partial<AccountDraft>) => setDraft((d) => ({ ...d, ...change }));
  const [submit, saving] = useSingleFlight(async () => {
    const parsed = taxAccountBody.safeParse({
      ...draft,
      locality: draft.kind === 'LOCAL' ? draft.locality : null,
      effective_to: draft.effective_to || null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
    try {
      await create.mutateAsync(parsed.data);
      showToast('success', productMessages.taxSaved);
      onClose();
    } catch (e) {
      setError(failureOf(e));
    }
  });
  return (
    <GenericModal
      opened
      onClose={onClose}
      title="Add tax account"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Save"
      confirmLoading={saving}
    >
      <Stack gap="sm">
        <Select label="Account" allowDeselect={false} data={kindOptions} value={draft.kind} onChange={(v) => v && set({ kind: v })} />
        <Select label="State" searchable data={usStateOptions} value={draft.state || null} onChange={(v) => set({ state: v ?? '' })} />
        {draft.kind === 'LOCAL' && (
          <TextInput label="Locality" value={draft.locality} onChange={(e) => set({ locality: e.currentTarget.value })} />
        )}
        <TextInput
          label="Account number"
          autoComplete="off"
          value={draft.account_number}
          onChange={(e) => set({ account_number: e.currentTarget.value })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Effective from"
            type="date"
            value={draft.effective_from}
            onChange={(e) => set({ effective_from: e.currentTarget.value })}
          />
          <TextInput
            label="Effective to"
            type="date"
            value={draft.effective_to}
            onChange={(e) => set({ effective_to: e.currentTarget.value })}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}

function SuiRateForm() {
  const [state, setState] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>('');
  const [rate, setRate] = useState<number | string>('');
  const save = useSetSuiRate();
  return (
    <Group align="flex-end" gap="sm">
      <Select label="State" searchable data={usStateOptions} value={state} onChange={setState} w={200} />
      <NumberInput label="Year" allowDecimal={false} value={year} onChange={setYear} w={100} />
      <NumberInput label="SUI rate (%)" decimalScale={3} value={rate} onChange={setRate} w={130} />
      <Button
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { state: state ?? '', year: Number(year), rate: Number(rate) },
            { onSuccess: () => showToast('success', productMessages.taxSaved) },
          )
        }
      >
        Save rate
      </Button>
      {save.isError && (
        <Alert color="red" role="alert" py={4}>
          {failureOf(save.error)}
        </Alert>
      )}
    </Group>
  );
}

function Accounts({ setup }: { setup: TaxSetup }) {
  const role = useAppStore((s) => s.auth.role);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TaxAccount | null>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const remove = useDeleteTaxAccount();
  const reveal = (id: string) =>
    revealTaxAccount(id).then(
      (answer) => setRevealed((r) => ({ ...r, [id]: answer.account_number })),
      (e: unknown) => showToast('error', failureOf(e)),
    );
  const columns: DataColumn<TaxAccount>[] = [
    { key: 'kind', header: 'Account', cell: (a) => productMessages.taxAccountKindLabels[a.kind] },
    { key: 'where', header: 'State', cell: (a) => (a.locality ? `${a.state} · ${a.locality}` : a.state) },
    { key: 'number', header: 'Number', cell: (a) => revealed[a.id] ?? a.account_number },
    { key: 'dates', header: 'Effective', cell: (a) => `${a.effective_from} – ${a.effective_to ?? ''}` },
    {
      key: 'actions',
      header: '',
      align: 'right',
      cell: (a) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {can(role, 'legal:numbers') && !revealed[a.id] && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => void reveal(a.id)}
              aria-label={`Reveal ${a.state} ${a.account_number}`}
            >
              Reveal
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => setDeleting(a)}
            aria-label={`Delete ${a.state} ${a.account_number}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => setAdding(true)}>
          Add tax account
        </Button>
      </Group>
      {setup.accounts.length === 0 ? (
        <Text c="dimmed">{productMessages.taxAccountsEmpty}</Text>
      ) : (
        <DataTable label="Tax accounts" columns={columns} rows={setup.accounts} rowKey={(a) => a.id} minWidth={560} />
      )}
      {adding && <AccountDialog onClose={() => setAdding(false)} />}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete the ${deleting.state} account ${deleting.account_number}?` : ''}
        text={productMessages.companyTaxesHint}
        remove={remove}
        deletedMessage={(answer) => answer.message}
      />
    </Stack>
  );
}

/** The Taxes tab of the Company section: the EIN, the state and local accounts, the SUI rates (admins and owners). */
export function TaxesPanel() {
  const setup = useTaxSetup();
  if (!setup.data) return <Text size="sm">Loading…</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {productMessages.companyTaxesHint}
      </Text>
      <EinForm key={setup.data.ein ?? ''} ein={setup.data.ein} />
      <Accounts setup={setup.data} />
      <Title order={3} size="h5">
        SUI rates
      </Title>
      {setup.data.sui_rates.length > 0 && (
        <DataTable
          label="SUI rates"
          columns={[
            { key: 'state', header: 'State', cell: (r) => r.state },
            { key: 'year', header: 'Year', cell: (r) => r.year },
            { key: 'rate', header: 'Rate', cell: (r) => `${r.rate}%` },
          ]}
          rows={setup.data.sui_rates}
          rowKey={(r) => `${r.state}-${r.year}`}
          minWidth={300}
        />
      )}
      <SuiRateForm />
    </Stack>
  );
}
