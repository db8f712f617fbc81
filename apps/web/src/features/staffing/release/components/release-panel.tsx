import { Loader, Stack, Text } from '@mantine/core';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { productMessages } from '@careroster/shared/messages';
import { filledCount } from '@careroster/shared/validation/position';
import { useJobTitles } from '../../../shifts';
import { usePositions } from '../../../shifts';
import { PositionRelease } from './position-release';

/** The shift's Release tab (issue 15): each position's release plan, its tier and its offers, live. */
export function ReleasePanel({ shift }: { shift: Shift }) {
  const positions = usePositions(shift.id);
  const jobTitles = useJobTitles().data ?? [];
  if (positions.isPending) return <Loader aria-label="Loading positions" />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {productMessages.releaseHint}
      </Text>
      {(positions.data ?? []).map((p) => (
        <PositionRelease
          key={p.id}
          shiftId={shift.id}
          positionId={p.id}
          zone={shift.timezone}
          title={`${jobTitles.find((t) => t.id === p.job_title_id)?.name ?? ''}: ${productMessages.filledOfNeeded(filledCount(p), p.total_positions)}`}
        />
      ))}
    </Stack>
  );
}
