import { useState } from 'react';
import { Container, Stack, Stepper, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { PositionInput } from '@careroster/shared/api/shifts/position';
import type { ShiftDraft } from '@careroster/shared/api/shifts/shift';
import { productMessages } from '@careroster/shared/messages';
import { paths, shiftDetailsPath } from '@careroster/shared/paths';
import { newShiftTiming } from '@careroster/shared/validation/shift-form';
import { showToast } from '../../../api/toasts';
import { useCreateShift } from '../api/save-shift';
import { NewShiftPositions } from '../components/positions-editor';
import { ShiftForm, shiftTypeFor, type ShiftFormDefaults } from '../components/shift-form';
import { ShiftHeader } from '../components/shift-header';
import { readScheduleShiftState } from '../hooks/schedule-shift-state';
import { useSingleFlight } from '../../../components/use-single-flight';
import { useFacilityTimezone, useFacilityToday } from '../hooks/use-facility-today';

/**
 * /shift/add-shift: the shift form, then its positions. Nothing is saved until the positions are
 * confirmed, and then the shift and its positions go in one call (a shift never reaches the
 * schedule without openings because the wizard was left half-way).
 */
export function AddShiftPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const today = useFacilityToday();
  const timezone = useFacilityTimezone();
  const prefill = readScheduleShiftState(location.state);
  const create = useCreateShift();
  const [draft, setDraft] = useState<ShiftDraft | null>(null);
  const [step, setStep] = useState(0);
  const heading = draft && { ...draft, status: newShiftTiming(draft, new Date()) ?? 'UPCOMING' };

  const defaults: ShiftFormDefaults = draft
    ? { ...draft, meal_time: String(draft.meal_time) }
    : {
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

  // A refusal is toasted by the client; the wizard stays on its step with what was typed.
  const [save, saving] = useSingleFlight((shift: ShiftDraft, positions: PositionInput[]) =>
    create.mutateAsync({ ...shift, positions }).then(
      (answer) => {
        showToast('success', productMessages.shiftCreated(answer.count));
        const first = answer.results[0];
        void navigate(prefill?.dashboardRoute || !first ? paths.dashboard : shiftDetailsPath(first.id));
      },
      () => undefined,
    ),
  );

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Add shift
        </Title>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Shift">
            <ShiftForm
              defaults={defaults}
              chosenDate={prefill?.date ?? today}
              lockSchedule={prefill?.disable ?? false}
              submitLabel="Next: add positions"
              onSubmit={(shift) => {
                setDraft(shift);
                setStep(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Positions">
            {draft && heading && (
              <Stack gap="md">
                <ShiftHeader shift={heading} />
                <NewShiftPositions
                  heading={heading}
                  onSave={(positions) => save(draft, positions)}
                  saving={saving}
                  onBack={() => setStep(0)}
                />
              </Stack>
            )}
          </Stepper.Step>
        </Stepper>
      </Stack>
    </Container>
  );
}
