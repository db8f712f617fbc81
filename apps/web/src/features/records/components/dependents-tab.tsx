import { Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DependentRecord, SaveDependentBody } from '@careroster/shared/api/records/dependents';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { maskSsnInput } from '@careroster/shared/format/ssn';
import { dependentRelations, labelOf } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { dependentSchema, notAfterToday } from '@careroster/shared/validation/records-tax';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useDeleteDependent, useDependents, useSaveDependent } from '../api/tax-forms';

type Form = { first_name: string; last_name: string; relation: string | null; date_of_birth: string; ssn: string };
type Errors = Partial<Record<keyof Form, string>>;

/** The body of a save: an SSN left empty while editing keeps the stored one (decision 065). */
export function dependentBodyOf(form: Form, editing: boolean): SaveDependentBody {
  const ssn = form.ssn.trim();
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    relation: (form.relation ?? '') as SaveDependentBody['relation'],
    date_of_birth: form.date_of_birth,
    ...(ssn ? { ssn } : editing ? {} : { ssn: null }),
  };
}

function DependentDialog({
  dependent,
  onClose,
  onSubmit,
}: {
  dependent: DependentRecord | null;
  onClose: () => void;
  onSubmit: (body: SaveDependentBody) => Promise<unknown>;
}) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const [form, setForm] = useState<Form>({
    first_name: dependent?.first_name ?? '',
    last_name: dependent?.last_name ?? '',
    relation: dependent?.relation ?? null,
    date_of_birth: dependent?.date_of_birth ?? '',
    ssn: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));

  const submit = async () => {
    const body = dependentBodyOf(form, dependent !== null);
    const parsed = dependentSchema.safeParse(body);
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
    if (form.date_of_birth && !notAfterToday(form.date_of_birth, today)) found.date_of_birth ??= productMessages.dependentBirthDateFuture;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(body);
      onClose();
    } catch {
      // Shown by the API client; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <GenericModal
      opened
      onClose={onClose}
      title={dependent ? productMessages.dependentEdit : productMessages.dependentAdd}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Save"
      confirmLoading={saving}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={productMessages.dependentFirstName}
            required
            value={form.first_name}
            onChange={(e) => set({ first_name: e.currentTarget.value })}
            error={errors.first_name}
            data-autofocus
          />
          <TextInput
            label={productMessages.dependentLastName}
            required
            value={form.last_name}
            onChange={(e) => set({ last_name: e.currentTarget.value })}
            error={errors.last_name}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={productMessages.dependentRelation}
            required
            data={dependentRelations.map((r) => ({ value: r.value, label: r.label }))}
            value={form.relation}
            onChange={(value) => set({ relation: value })}
            error={errors.relation}
          />
          <TextInput
            label={productMessages.dependentDateOfBirth}
            type="date"
            required
            max={today}
            value={form.date_of_birth}
            onChange={(e) => set({ date_of_birth: e.currentTarget.value })}
            error={errors.date_of_birth}
          />
        </SimpleGrid>
        <TextInput
          label={productMessages.dependentSsn}
          placeholder="XXX-XX-XXXX"
          inputMode="numeric"
          autoComplete="off"
          description={dependent?.ssn ? `${dependent.ssn}. ${productMessages.dependentSsnKept}` : undefined}
          value={form.ssn}
          onChange={(e) => set({ ssn: maskSsnInput(e.currentTarget.value) })}
          error={errors.ssn}
        />
      </Stack>
    </GenericModal>
  );
}

/** The employee's dependents: name, relation, date of birth, SSN masked (issue 27, decision 065). */
export function DependentsTab({ employeeId }: { employeeId: string }) {
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'staff:write',
  );
  const dependents = useDependents(employeeId);
  const save = useSaveDependent(employeeId);
  const remove = useDeleteDependent(employeeId);
  // null: closed; 'new': adding; a dependent: editing it.
  const [editing, setEditing] = useState<DependentRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<DependentRecord | null>(null);

  return (
    <Stack gap="sm">
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')}>{productMessages.dependentAdd}</Button>
        </Group>
      )}
      {dependents.isPending && <PageLoader label="Loading dependents" />}
      {dependents.data?.count === 0 && <Text c="dimmed">{productMessages.dependentNone}</Text>}
      {dependents.data && dependents.data.count > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Dependents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>{productMessages.dependentRelation}</Table.Th>
                <Table.Th>{productMessages.dependentDateOfBirth}</Table.Th>
                <Table.Th>{productMessages.dependentSsn}</Table.Th>
                {canWrite && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dependents.data.results.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {d.first_name} {d.last_name}
                  </Table.Td>
                  <Table.Td>{labelOf(dependentRelations, d.relation)}</Table.Td>
                  <Table.Td>{formatDate(d.date_of_birth)}</Table.Td>
                  <Table.Td>{d.ssn ?? '—'}</Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setEditing(d)}
                          aria-label={`Edit ${d.first_name} ${d.last_name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(d)}
                          aria-label={`${productMessages.dependentRemove} ${d.first_name} ${d.last_name}`}
                        >
                          {productMessages.dependentRemove}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <DependentDialog
          dependent={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSubmit={(body) => save.mutateAsync({ body, ...(editing === 'new' ? {} : { dependentId: editing.id }) })}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={productMessages.dependentRemove}
        loading={remove.isPending}
        confirmLabel={productMessages.dependentRemove}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              showToast('success', answer.message);
              setRemoving(null);
            },
          })
        }
      >
        {removing && <Text>{productMessages.dependentRemoveConfirm(`${removing.first_name} ${removing.last_name}`)}</Text>}
      </ConfirmDialog>
    </Stack>
  );
}
