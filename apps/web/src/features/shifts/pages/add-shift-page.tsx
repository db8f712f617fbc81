import { useState } from 'react';
import { Container, Stack, Stepper, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { paths, shiftDetailsPath } from '@careroster/shared/paths';
import { useCreateShift } from '../api/save-shift';
import { PositionsEditor } from '../components/positions-editor';
import { ShiftForm, shiftTypeFor, type ShiftFormDefaults } from '../components/shift-form';
import { readScheduleShiftState } from '../hooks/schedule-shift-state';
import { useFacilityTimezone, useFacilityToday } from '../hooks/use-facility-today';

/** /shift/add-shift: the shift form, then straight into adding its positions. */
export function AddShiftPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const today = useFacilityToday();
  const timezone = useFacilityTimezone();
  const prefill = readScheduleShiftState(location.state);
  const create = useCreateShift();
  const [created, setCreated] = useState<Shift | null>(null);

  const defaults: ShiftFormDefaults = {
    title: prefill?.name ?? '',
    start_date: prefill?.start_date ?? today,
    end_date: prefill?.end_date ?? today,
    start_time: prefill?.start_time ?? '',
    end_time: prefill?.end_time ?? '',
    timezone: timezone ?? 'EST',
    is_active: true,
    meal_time: '30',
    contact_name: '',
    contact_email: '',
    contact_phone: '',
    shiftType: prefill ? shiftTypeFor(prefill.start_time, prefill.end_time) : 'custom',
    is_recurring: false,
    recurring: null,
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Add shift
        </Title>
        <Stepper active={created ? 1 : 0} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Shift">
            <ShiftForm
              defaults={defaults}
              chosenDate={prefill?.date ?? today}
              lockSchedule={prefill?.disable ?? false}
              submitLabel="Save and add positions"
              submitting={create.isPending}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: (answer) => setCreated(answer.results[0] ?? null),
                })
              }
            />
          </Stepper.Step>
          <Stepper.Step label="Positions">
            {created && (
              <PositionsEditor
                shift={created}
                variant="page"
                onSaved={() => void navigate(prefill?.dashboardRoute ? paths.dashboard : shiftDetailsPath(created.id))}
              />
            )}
          </Stepper.Step>
        </Stepper>
      </Stack>
    </Container>
  );
}
