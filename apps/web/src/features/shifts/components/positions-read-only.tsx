import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Position } from '@careroster/shared/api/shifts/position';
import { formatHourlyRate } from '@careroster/shared/format/money';
import { applicableFor, labelOf } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { filledCount } from '@careroster/shared/validation/position';
import { useJobTitles } from '../api/lookups';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

const rate = (value: number | null) => (value === null ? messages.missingValue : formatHourlyRate(value));

/** A completed shift's positions: read, never edited (the server refuses changes to them). */
export function PositionsReadOnly({ positions }: { positions: Position[] }) {
  const jobTitles = useJobTitles().data ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {productMessages.completedPositionsReadOnly}
      </Text>
      {positions.length === 0 && (
        <Text c="dimmed" size="sm">
          {messages.noDataFound}
        </Text>
      )}
      {positions.map((position, index) => {
        const title = jobTitles.find((t) => t.id === position.job_title_id)?.name;
        return (
          <Fieldset key={position.id} legend={`Position ${index + 1}${title ? `: ${title}` : ''}`}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Fact label="Openings" value={productMessages.filledOfNeeded(filledCount(position), position.total_positions)} />
              <Fact label="Open to" value={position.applicable_for.map((type) => labelOf(applicableFor, type)).join(', ')} />
              <Fact label="External rate" value={rate(position.rate)} />
              <Fact label="Agency rate" value={rate(position.agency_rate)} />
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
