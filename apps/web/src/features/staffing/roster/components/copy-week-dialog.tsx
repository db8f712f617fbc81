import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { COPY_WEEKS_MAX } from '@careroster/shared/staffing/values';
import { GenericModal } from '../../../../components/generic-modal';
import { useSingleFlight } from '../../../../components/use-single-flight';
import { formatWeekRange, weekRangeOf } from '../../../../components/week-range';
import { useCopyWeek } from '../api/roster-actions';

export interface CopyWeekDialogProps {
  /** The Sunday of the week copied. */
  weekStart: string;
  onClose: () => void;
}

/** Copies one week's shifts and positions to some of the following weeks, in one call. */
export function CopyWeekDialog({ weekStart, onClose }: CopyWeekDialogProps) {
  const [targets, setTargets] = useState<string[]>([]);
  const copy = useCopyWeek();
  const later = Array.from({ length: COPY_WEEKS_MAX }, (_, i) => addDays(weekStart, 7 * (i + 1)));
  const [confirm, confirming] = useSingleFlight(() =>
    copy.mutateAsync({ week_start: weekStart, to_week_starts: targets }).then(onClose, () => undefined),
  );
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.copyWeekTitle}
      chip={formatWeekRange(weekRangeOf(weekStart))}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void confirm()}
      confirmLabel={productMessages.copyWeekAction}
      confirmDisabled={targets.length === 0}
      confirmLoading={confirming}
    >
      <Stack gap="sm">
        <Text size="sm">{productMessages.copyWeekHint(COPY_WEEKS_MAX)}</Text>
        <Checkbox.Group label={productMessages.copyWeekTargetsLabel} value={targets} onChange={setTargets}>
          <Stack gap={6} mt="xs">
            {later.map((week) => (
              <Checkbox key={week} value={week} label={formatWeekRange(weekRangeOf(week))} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </GenericModal>
  );
}
