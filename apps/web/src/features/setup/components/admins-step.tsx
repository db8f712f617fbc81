import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { setupAdminBody, type SetupAdminBody, type SetupAnswer } from '@careroster/shared/api/setup/setup';
import { productMessages } from '@careroster/shared/messages';
import { fieldErrorsOf, serverFieldErrors } from '../../../components/field-errors';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { useSaveSetupAdmins } from '../api/setup';
import { StepActions } from './step-actions';

type Row = SetupAdminBody & { id: number };
type Field = keyof SetupAdminBody;

/**
 * The administrators step: the first administrators of each facility, one row each; the whole
 * list is saved at once (an empty list skips the step). Each row is checked with the shared
 * schema before sending; the server's own rules (not the owner, once per facility) come back as
 * messages about the list, shown above its buttons.
 */
export function AdminsStep({ setup, onBack, onDone }: { setup: SetupAnswer; onBack: () => void; onDone: () => void }) {
  const firstFacility = setup.facilities[0]?.key ?? '';
  const [rows, setRows] = useState<Row[]>(() => setup.admins.map((a, id) => ({ ...a, id })));
  const [nextId, setNextId] = useState(setup.admins.length);
  const [errors, setErrors] = useState<Record<number, Partial<Record<Field, string>>>>({});
  const [other, setOther] = useState<string[]>([]);
  const save = useSaveSetupAdmins();
  const facilityOptions = setup.facilities.map((f) => ({ value: f.key, label: f.name }));

  const change = (id: number, field: Field, value: string) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
  const addRow = () => {
    setRows((all) => [...all, { id: nextId, facility_key: firstFacility, first_name: '', last_name: '', email: '' }]);
    setNextId((n) => n + 1);
  };

  const [run, saving] = useSingleFlight(async () => {
    const found: Record<number, Partial<Record<Field, string>>> = {};
    for (const row of rows) {
      const checked = setupAdminBody.safeParse(row);
      if (!checked.success) found[row.id] = fieldErrorsOf(checked.error);
    }
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(
        rows.map((r) => ({ facility_key: r.facility_key, first_name: r.first_name, last_name: r.last_name, email: r.email })),
      );
      onDone();
    } catch (e) {
      setOther(serverFieldErrors(e, {}).other);
    }
  });

  return (
    <form onSubmit={submitWith(run)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {productMessages.setupAdminsHint}
        </Text>
        {rows.length === 0 && <Text>{productMessages.setupNoAdmins}</Text>}
        {rows.map((row, index) => (
          <Fieldset key={row.id} legend={productMessages.setupAdminLegend(index + 1)} p="sm">
            <SimpleGrid cols={{ base: 1, sm: facilityOptions.length > 1 ? 4 : 3 }} spacing="sm">
              {facilityOptions.length > 1 && (
                <Select
                  label="Facility"
                  required
                  allowDeselect={false}
                  data={facilityOptions}
                  value={row.facility_key || null}
                  onChange={(v) => change(row.id, 'facility_key', v ?? '')}
                  error={errors[row.id]?.facility_key}
                />
              )}
              <TextInput
                label="First name"
                required
                maxLength={100}
                value={row.first_name}
                onChange={(e) => change(row.id, 'first_name', e.currentTarget.value)}
                error={errors[row.id]?.first_name}
              />
              <TextInput
                label="Last name"
                required
                maxLength={100}
                value={row.last_name}
                onChange={(e) => change(row.id, 'last_name', e.currentTarget.value)}
                error={errors[row.id]?.last_name}
              />
              <TextInput
                label="Email"
                type="email"
                required
                maxLength={254}
                value={row.email}
                onChange={(e) => change(row.id, 'email', e.currentTarget.value)}
                error={errors[row.id]?.email}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
                aria-label={productMessages.setupRemoveAdmin(index + 1)}
              >
                Remove
              </Button>
            </Group>
          </Fieldset>
        ))}
        <Group>
          <Button variant="light" onClick={addRow}>
            {productMessages.setupAddAdmin}
          </Button>
        </Group>
        <StepActions refusal={other} onBack={onBack} busy={saving}>
          {productMessages.setupSaveAndContinue}
        </StepActions>
      </Stack>
    </form>
  );
}
