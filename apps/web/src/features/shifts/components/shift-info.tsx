import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatPhoneDisplay } from '@careroster/shared/format/phone';
import { labelOf, recurringTypes, shiftTypePresets, zoneAbbreviation } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { useUpdateShift } from '../api/save-shift';
import { formatShiftTimes, staffingLabel } from '../format';
import { ShiftForm } from './shift-form';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || messages.missingValue}</Text>
    </Stack>
  );
}

/** The Shift Info tab: the shift's fields, editable with the same form as adding one. */
export function ShiftInfo({ shift }: { shift: Shift }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateShift(shift.id);
  if (editing) {
    return (
      <ShiftForm
        defaults={{
          ...shift,
          meal_time: String(shift.meal_time),
          contact_name: shift.contact_name ?? '',
          contact_email: shift.contact_email ?? '',
          contact_phone: shift.contact_phone ?? '',
        }}
        chosenDate={shift.start_date}
        creating={false}
        submitLabel="Save shift"
        submitting={update.isPending}
        onSubmit={(body) => update.mutate(body, { onSuccess: () => setEditing(false) })}
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label="Title" value={shift.title} />
        <Field label="Shift type" value={labelOf(shiftTypePresets, shift.shiftType)} />
        <Field label="Time" value={`${formatShiftTimes(shift)} ${zoneAbbreviation(shift.timezone)}`} />
        <Field label="Start date" value={formatDate(shift.start_date)} />
        <Field label="End date" value={formatDate(shift.end_date)} />
        <Field label="Meal time" value={`${shift.meal_time} minutes`} />
        <Field label="Contact name" value={shift.contact_name} />
        <Field label="Contact email" value={shift.contact_email} />
        <Field label="Contact phone" value={shift.contact_phone && formatPhoneDisplay(shift.contact_phone)} />
        <Field label="Active" value={shift.is_active ? 'Yes' : 'No'} />
        <Field label="Recurring" value={shift.recurring ? labelOf(recurringTypes, shift.recurring) : 'No'} />
        <Field label="Openings" value={staffingLabel(shift)} />
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => setEditing(true)} disabled={shift.status === 'COMPLETED'}>
          Edit shift
        </Button>
      </Group>
    </Stack>
  );
}
