import { useState } from 'react';
import { Badge, Button, Fieldset, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Position } from '@careroster/shared/api/shifts/position';
import type { Suggestion } from '@careroster/shared/api/staffing/suggestions';
import { formatMoney } from '@careroster/shared/format/money';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX } from '@careroster/shared/staffing/values';
import { filledCount } from '@careroster/shared/validation/position';
import { ApiError } from '../../../api/client';
import { useSingleFlight } from '../../../components/use-single-flight';
import { useAssignEmployees } from '../api/available-employees';
import { useJobTitles } from '../api/lookups';
import { usePositions } from '../api/positions';
import { useSuggestions } from '../api/suggestions';
import { BookingRefusal } from './booking-refusal';
import { OvertimeReasonField, overtimeBlockOf } from './overtime-notice';

const openOf = (p: Position) => Math.max(0, p.total_positions - filledCount(p));

/** The shift's Suggestions tab (issue 15): each position with openings, and the nurses who may fill it, best first. */
export function SuggestionsPanel({ shiftId }: { shiftId: string }) {
  const positions = usePositions(shiftId);
  const jobTitles = useJobTitles().data ?? [];
  if (positions.isPending) return <Loader aria-label="Loading positions" />;
  const open = (positions.data ?? []).filter((p) => openOf(p) > 0);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {productMessages.suggestionsHint}
      </Text>
      {open.length === 0 && <Text size="sm">{productMessages.suggestionsAllFilled}</Text>}
      {open.map((position) => (
        <PositionSuggestions
          key={position.id}
          shiftId={shiftId}
          position={position}
          title={jobTitles.find((t) => t.id === position.job_title_id)?.name ?? ''}
        />
      ))}
    </Stack>
  );
}

function PositionSuggestions({ shiftId, position, title }: { shiftId: string; position: Position; title: string }) {
  const [limit, setLimit] = useState(SUGGESTIONS_DEFAULT);
  const list = useSuggestions(shiftId, position.id, limit);
  const legend = `${title}: ${productMessages.filledOfNeeded(filledCount(position), position.total_positions)}`;
  return (
    <Fieldset legend={legend} aria-label={`Suggestions for ${title}`}>
      {list.isPending ? (
        <Loader size="sm" aria-label="Loading suggestions" />
      ) : !list.data || list.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {productMessages.suggestionsNone}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {productMessages.suggestionsEligible(list.data.eligible_count)}
          </Text>
          {list.data.results.map((s) => (
            <SuggestionRow key={s.employee_id} shiftId={shiftId} positionId={position.id} suggestion={s} />
          ))}
          {list.data.eligible_count > list.data.results.length && limit < SUGGESTIONS_MAX && (
            <Button variant="subtle" size="xs" onClick={() => setLimit(SUGGESTIONS_MAX)} style={{ alignSelf: 'start' }}>
              {productMessages.suggestionsMore}
            </Button>
          )}
        </Stack>
      )}
    </Fieldset>
  );
}

/** One nurse, why she is suggested, and one click to book her (the nurse picker's call and rules). */
function SuggestionRow({ shiftId, positionId, suggestion: s }: { shiftId: string; positionId: string; suggestion: Suggestion }) {
  const name = `${s.first_name} ${s.last_name}`;
  const assign = useAssignEmployees();
  const [refusal, setRefusal] = useState<string[]>([]);
  const [overtime, setOvertime] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const [book, booking] = useSingleFlight(() => {
    setRefusal([]);
    const override = overtime ? { override_reason: reason.trim() } : {};
    return assign.mutateAsync({ shiftId, nurses: [{ id: s.employee_id }], position: positionId, ...override }).then(
      () => setOvertime(null),
      (error: unknown) => {
        const blocked = overtimeBlockOf(error);
        if (blocked) return setOvertime(blocked);
        setRefusal(error instanceof ApiError ? error.messages : [messages.somethingWentWrong]);
      },
    );
  });
  return (
    <Paper withBorder p="xs" radius="md" data-testid="suggestion" aria-label={name}>
      <Stack gap={6}>
        <Group wrap="nowrap" gap="sm" align="start">
          <Text size="sm" fw={700} c="dimmed" w={24}>
            {s.rank}
          </Text>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Badge variant="light" size="sm">
                {labelOf(workerTypes, s.type)}
              </Badge>
              <Text size="sm">{formatMoney(s.cost)}</Text>
            </Group>
            <Text size="xs" c="dimmed" data-testid="suggestion-reasons">
              {s.reasons.join(', ')}
            </Text>
          </Stack>
          <Button
            size="xs"
            onClick={() => void book()}
            loading={booking}
            disabled={overtime !== null && reason.trim() === ''}
            aria-label={productMessages.suggestionAssignTo(name)}
          >
            {overtime ? productMessages.overtimeBookAnyway : productMessages.suggestionAssign}
          </Button>
        </Group>
        <BookingRefusal lines={refusal} />
        {overtime && <OvertimeReasonField lines={overtime} reason={reason} onReason={setReason} />}
      </Stack>
    </Paper>
  );
}
