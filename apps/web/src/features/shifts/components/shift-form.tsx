import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ShiftDraft } from '@careroster/shared/api/shifts/shift';
import { DATE_FORMAT } from '@careroster/shared/constants';
import { digitsOnly, lettersOnly } from '@careroster/shared/input/filters';
import { parseTimeEntry, shiftEndDate } from '@careroster/shared/input/time-entry';
import { recurringTypes, shiftTypePresets, timezones, type ShiftType } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import {
  newShiftTiming,
  shiftDateBounds,
  shiftFormSchema,
  type ShiftForm as ShiftFormValues,
  type ShiftFormInput,
} from '@careroster/shared/validation/shift-form';
import { PhoneInput } from '../../../components/phone-input';
import { TimeInput24h } from '../../../components/time-input-24h';
import { WeekdayPicker } from '../../../components/weekday-picker';

const timeFields = [
  { name: 'start_time', label: 'Start time (24h)' },
  { name: 'end_time', label: 'End time (24h)' },
] as const;

export type ShiftFormDefaults = Omit<ShiftFormInput, 'meal_time'> & { meal_time: string } & Pick<
    ShiftDraft,
    'recurring_values' | 'recurring_end_date'
  >;

export interface ShiftFormProps {
  defaults: ShiftFormDefaults;
  /** The day the form was opened for; the start date may move 5 days either side of it. */
  chosenDate: string;
  /** Dates, times and type came from the dashboard and are not to be changed (its `disable`). */
  lockSchedule?: boolean;
  /**
   * A new shift: recurrence is offered, and the times are checked against now in the facility's
   * zone (ended is refused, started is warned; decision 003). Editing one occurrence is neither.
   */
  creating?: boolean;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (body: ShiftDraft) => void;
}

/** Keeps the end date on the start day, or the next day for an overnight shift (spec 001 section 2). */
const endDateFor = (startDate: string, start: string, end: string): string | null => {
  const s = parseTimeEntry(start);
  const e = parseTimeEntry(end);
  return s.ok && e.ok && startDate ? shiftEndDate(startDate, s.value, e.value) : null;
};

/** Spec 001 section 5, "Shift form", checked with the same schema the server uses. */
export function ShiftForm({
  defaults,
  chosenDate,
  lockSchedule = false,
  creating = true,
  submitLabel,
  submitting = false,
  onSubmit,
}: ShiftFormProps) {
  const form = useForm<ShiftFormInput, unknown, ShiftFormValues>({
    resolver: zodResolver(shiftFormSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;
  const [recurringDays, setRecurringDays] = useState<number[]>(defaults.recurring_values ?? []);
  const [recurringEnd, setRecurringEnd] = useState<string | null>(defaults.recurring_end_date ?? null);
  const [startDate, startTime, endDate, endTime, timezone, isRecurring, recurring] = useWatch({
    control,
    name: ['start_date', 'start_time', 'end_date', 'end_time', 'timezone', 'is_recurring', 'recurring'],
  });
  const bounds = shiftDateBounds(chosenDate, startDate || undefined);
  const timing = creating
    ? newShiftTiming({ start_date: startDate, start_time: startTime, end_date: endDate, end_time: endTime, timezone }, new Date())
    : null;

  const syncEndDate = (date: string, start: string, end: string) => {
    const next = endDateFor(date, start, end);
    if (next) setValue('end_date', next, { shouldValidate: formState.isSubmitted });
  };

  const choosePreset = (value: string) => {
    const preset = shiftTypePresets.find((p) => p.value === value);
    if (!preset) return;
    setValue('shiftType', preset.value);
    if (preset.start && preset.end) {
      setValue('start_time', preset.start, { shouldValidate: formState.isSubmitted });
      setValue('end_time', preset.end, { shouldValidate: formState.isSubmitted });
      syncEndDate(startDate, preset.start, preset.end);
    }
  };

  const submit = form.handleSubmit((values) => {
    // Checked again at submit: the form may have stayed open past the shift's end.
    if (creating && newShiftTiming(values, new Date()) === 'COMPLETED') return;
    onSubmit({
      ...values,
      recurring: values.is_recurring ? values.recurring : null,
      ...(values.is_recurring
        ? { recurring_values: values.recurring === 'CUSTOM' ? recurringDays : [], recurring_end_date: recurringEnd }
        : {}),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Shift form">
      <Stack gap="md">
        <TextInput label="Title" required {...register('title')} error={errors.title?.message} />

        <Controller
          control={control}
          name="shiftType"
          render={({ field }) => (
            <Radio.Group label="Shift type" value={field.value} onChange={choosePreset}>
              <Group gap="md" mt={6} wrap="wrap">
                {shiftTypePresets.map((p) => (
                  <Radio
                    key={p.value}
                    value={p.value}
                    disabled={lockSchedule}
                    label={p.start ? `${p.label} ${p.start}-${p.end}` : p.label}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="start_date"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label="Start date"
                required
                value={field.value || null}
                onChange={(date) => {
                  field.onChange(date ?? '');
                  if (date) syncEndDate(date, startTime, endTime);
                }}
                onBlur={field.onBlur}
                minDate={bounds.startMin}
                maxDate={bounds.startMax}
                valueFormat={DATE_FORMAT}
                disabled={lockSchedule}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="end_date"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label="End date"
                required
                value={field.value || null}
                onChange={(date) => field.onChange(date ?? '')}
                onBlur={field.onBlur}
                minDate={bounds.endMin}
                maxDate={bounds.endMax}
                valueFormat={DATE_FORMAT}
                disabled={lockSchedule}
                error={fieldState.error?.message}
              />
            )}
          />
          {timeFields.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TimeInput24h
                  label={label}
                  required
                  name={field.name}
                  value={field.value}
                  onChange={(time) => {
                    field.onChange(time);
                    setValue('shiftType', 'custom');
                    if (name === 'start_time') syncEndDate(startDate, time, endTime);
                    else syncEndDate(startDate, startTime, time);
                  }}
                  onBlur={field.onBlur}
                  disabled={lockSchedule}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <Select
                label="Timezone"
                data={timezones.map((t) => ({ value: t.value, label: t.label }))}
                value={field.value}
                onChange={(zone) => zone && field.onChange(zone)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="meal_time"
            render={({ field, fieldState }) => (
              <TextInput
                label="Meal time (minutes)"
                required
                inputMode="numeric"
                name={field.name}
                value={typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : ''}
                onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value).slice(0, 4))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="contact_name"
            render={({ field }) => (
              <TextInput
                label="Contact name"
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(lettersOnly(event.currentTarget.value))}
                onBlur={field.onBlur}
                autoComplete="name"
              />
            )}
          />
          <TextInput
            label="Contact email"
            type="email"
            required
            autoComplete="email"
            {...register('contact_email')}
            error={errors.contact_email?.message}
          />
          <Controller
            control={control}
            name="contact_phone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label="Contact phone"
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>

        <Group gap="lg" wrap="wrap">
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch label="Active" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
            )}
          />
          {creating && (
            <Controller
              control={control}
              name="is_recurring"
              render={({ field }) => (
                <Checkbox label="Recurring shift" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
              )}
            />
          )}
        </Group>

        {creating && isRecurring && (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={control}
                name="recurring"
                render={({ field, fieldState }) => (
                  <Select
                    label="Repeats"
                    required
                    placeholder="Select"
                    data={recurringTypes.map((r) => ({ value: r.value, label: r.label }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    error={fieldState.error?.message}
                    nothingFoundMessage={messages.noOptionsAvailable}
                  />
                )}
              />
              <DatePickerInput
                label="Repeat until"
                value={recurringEnd}
                onChange={setRecurringEnd}
                minDate={startDate || chosenDate}
                valueFormat={DATE_FORMAT}
                clearable
              />
            </SimpleGrid>
            {recurring === 'CUSTOM' && <WeekdayPicker label="Repeat on" value={recurringDays} onChange={setRecurringDays} />}
          </Stack>
        )}

        {timing === 'COMPLETED' && (
          <Alert color="red" variant="light" role="alert" title="Shift has ended">
            {isRecurring ? productMessages.recurringFirstEnded : productMessages.shiftAlreadyEnded}
          </Alert>
        )}
        {timing === 'ONGOING' && (
          <Alert color="yellow" variant="light" role="status" title="Shift in progress">
            {productMessages.shiftAlreadyStarted}
          </Alert>
        )}

        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The presets' ShiftType for a pair of times, or custom. */
export const shiftTypeFor = (start: string, end: string): ShiftType =>
  shiftTypePresets.find((p) => p.start === start && p.end === end)?.value ?? 'custom';
