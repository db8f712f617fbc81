import '@mantine/dates/styles.css';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { differentialTypes } from '@careroster/shared/lookups';
import { lettersOnly } from '@careroster/shared/input/filters';
import { sanitizeOpeningsInput, sanitizeRateInput } from '@careroster/shared/input/position-fields';
import { messages } from '@careroster/shared/messages';
import { openingsError } from '@careroster/shared/validation/position';
import { PhoneInput } from '../../../components/phone-input';
import { WeekdayPicker } from '../../../components/weekday-picker';
import {
  filledOf,
  isRowConflicting,
  setSpecialShift,
  setWorkerToggle,
  showsDifferential,
  type PositionRow,
  type RowErrors,
  type WorkerToggle,
} from '../hooks/position-row';
import { AgencyPicker, type Agency } from './agency-picker';
import { AgencySummary } from './agency-summary';

export interface PositionRowFieldsProps {
  row: PositionRow;
  index: number;
  errors: RowErrors;
  jobTitles: readonly { id: string; name: string }[];
  agencies: readonly Agency[];
  onChange: (row: PositionRow) => void;
  /** Absent in the single-position variant. */
  onDelete?: () => void;
  /** Offered for a saved row on the shift page. */
  onAssign?: () => void;
  /** The shift header, shown again in the agency picker. */
  shiftHeader?: ReactNode;
}

const toggles: { key: WorkerToggle; label: string }[] = [
  { key: 'internal', label: 'Internal Nurse' },
  { key: 'external', label: 'External Nurse' },
  { key: 'agency', label: 'Staffing Agency' },
];

/** One position of the editor, with the toggle and input rules of spec 001 sections 4 and 5. */
export function PositionRowFields({
  row,
  index,
  errors,
  jobTitles,
  agencies,
  onChange,
  onDelete,
  onAssign,
  shiftHeader,
}: PositionRowFieldsProps) {
  const [pickingAgencies, setPickingAgencies] = useState(false);
  const set = (patch: Partial<PositionRow>) => onChange({ ...row, ...patch });
  const title = jobTitles.find((t) => t.id === row.job_title_id)?.name;
  const legend = `Position ${index + 1}${title ? `: ${title}` : ''}`;
  const conflict = isRowConflicting(row);
  const agencyNames = agencies.filter((a) => row.agencies.includes(a.id)).map((a) => a.name);

  return (
    <Fieldset
      legend={legend}
      style={conflict ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
      data-conflict={conflict || undefined}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {row.id ? (
            <TextInput label="Job title" value={title ?? ''} readOnly variant="filled" />
          ) : (
            <Select
              label="Job title"
              placeholder="Choose a job title"
              searchable
              data={jobTitles.map((t) => ({ value: t.id, label: t.name }))}
              value={row.job_title_id || null}
              onChange={(id) => set({ job_title_id: id ?? '' })}
              nothingFoundMessage={messages.noOptionsAvailable}
              error={errors.job_title_id}
              required
            />
          )}
          <TextInput
            label="Openings"
            inputMode="numeric"
            value={row.total_positions}
            onChange={(event) => set({ total_positions: sanitizeOpeningsInput(event.currentTarget.value) })}
            error={conflict ? true : errors.total_positions}
            description={row.id ? `${filledOf(row)} accepted or assigned` : undefined}
            required
          />
        </SimpleGrid>
        {conflict && (
          <Text c="red" size="sm" role="alert">
            {openingsError({ ...row, total_positions: Number(row.total_positions) })}
          </Text>
        )}

        <Group gap="lg" wrap="wrap">
          {toggles.map((toggle) => (
            <Switch
              key={toggle.key}
              label={toggle.label}
              checked={row[toggle.key]}
              onChange={(event) => onChange(setWorkerToggle(row, toggle.key, event.currentTarget.checked))}
            />
          ))}
          <Switch
            label="Special Shift"
            checked={row.special_shift}
            disabled={!row.internal}
            onChange={(event) => onChange(setSpecialShift(row, event.currentTarget.checked))}
          />
        </Group>
        {errors.applicable_for && (
          <Text c="red" size="sm" role="alert">
            {errors.applicable_for}
          </Text>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {showsDifferential(row) && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                label="Differential type"
                data={differentialTypes.map((d) => ({ value: d.value, label: d.label }))}
                value={row.differential_type}
                onChange={(event) => set({ differential_type: event.currentTarget.value === 'BP' ? 'BP' : 'FR' })}
              />
              <TextInput
                label={row.differential_type === 'BP' ? 'Differential (%)' : 'Differential ($/hr)'}
                inputMode="decimal"
                value={row.differential_value}
                onChange={(event) => set({ differential_value: sanitizeRateInput(event.currentTarget.value) })}
                error={errors.differential_value}
                style={{ flex: 1 }}
              />
            </Group>
          )}
          {row.external && (
            <TextInput
              label="External rate ($/hr)"
              inputMode="decimal"
              value={row.rate}
              onChange={(event) => set({ rate: sanitizeRateInput(event.currentTarget.value) })}
              error={errors.rate}
            />
          )}
          {row.agency && (
            <Stack gap={4}>
              <TextInput
                label="Agency rate ($/hr)"
                inputMode="decimal"
                value={row.agency_rate}
                onChange={(event) => set({ agency_rate: sanitizeRateInput(event.currentTarget.value) })}
                error={errors.agency_rate}
              />
              <AgencySummary
                names={agencyNames}
                onOpen={() => setPickingAgencies(true)}
                label={`Select agencies for position ${index + 1}: ${messages.agenciesSelected(agencyNames.length)}`}
              />
            </Stack>
          )}
        </SimpleGrid>

        <Checkbox
          label="Auto approve applicants"
          checked={row.auto_approve}
          onChange={(event) => set({ auto_approve: event.currentTarget.checked })}
        />

        <WeekdayPicker label="Recurring days" value={row.recurring_values} onChange={(days) => set({ recurring_values: days })} />
        {row.recurring_values.length > 0 && (
          <DatePickerInput
            label="Recurring end date"
            value={row.recurring_end_date}
            onChange={(date) => set({ recurring_end_date: date })}
            clearable
            valueFormat="DD/MM/YYYY"
          />
        )}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Contact name"
            value={row.contact_name}
            onChange={(event) => set({ contact_name: lettersOnly(event.currentTarget.value) })}
            autoComplete="name"
          />
          <TextInput
            label="Contact email"
            type="email"
            value={row.contact_email}
            onChange={(event) => set({ contact_email: event.currentTarget.value })}
            error={errors.contact_email}
            autoComplete="email"
          />
          <PhoneInput
            label="Contact phone"
            value={row.contact_phone}
            onChange={(phone) => set({ contact_phone: phone })}
            error={errors.contact_phone}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          value={row.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          rows={2}
          maxLength={1000}
        />

        {(onDelete || onAssign) && (
          <Group justify="flex-end" gap="xs">
            {onAssign && (
              <Button variant="light" onClick={onAssign}>
                Assign nurses
              </Button>
            )}
            {onDelete && (
              <Button variant="subtle" color="red" onClick={onDelete} aria-label={`Delete position ${index + 1}`}>
                Delete
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {pickingAgencies && (
        <AgencyPicker
          opened
          onClose={() => setPickingAgencies(false)}
          agencies={agencies}
          selected={row.agencies}
          header={shiftHeader}
          onSave={(ids) => {
            set({ agencies: ids });
            setPickingAgencies(false);
          }}
        />
      )}
    </Fieldset>
  );
}
