import { useState } from 'react';
import { Avatar, Badge, Checkbox, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AvailableEmployee } from '@careroster/shared/api/shifts/staffing';
import { NURSE_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { formatHourlyRate } from '@careroster/shared/format/money';
import { truncateLabel } from '@careroster/shared/format/truncate';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAssignEmployees, useAvailableEmployees } from '../api/available-employees';
import { useSingleFlight } from '../../../components/use-single-flight';
import { BookingRefusal } from './booking-refusal';
import { OvertimeReasonField, overtimeBlockOf } from './overtime-notice';

export interface NursePickerDialogProps {
  opened: boolean;
  onClose: () => void;
  shiftId: string;
  positionId: string;
  /** Open openings of the position: the most nurses that can be chosen. */
  limit: number;
}

// Spec 001 section 3: IN Internal, EN External, anything else Agency.
const typeTag = (type: AvailableEmployee['type']) => (type === 'IN' ? 'Internal' : type === 'EN' ? 'External' : 'Agency');

/** Spec 001 section 2, "Available-nurse picker dialog". Mounted only while open. */
export function NursePickerDialog({ opened, onClose, shiftId, positionId, limit }: NursePickerDialogProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string[]>([]);
  // Overtime the facility blocks: its lines, and the reason that books anyway (issue 12).
  const [overtime, setOvertime] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const list = useAvailableEmployees({ shiftId, positionId, search: debounced, page }, opened);
  const assign = useAssignEmployees();
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / NURSE_PAGE_SIZE));

  const toggle = (id: string) => {
    if (chosen.includes(id)) return setChosen(chosen.filter((c) => c !== id));
    if (chosen.length >= limit) return showToast('error', messages.cannotSelectMoreNurses(limit));
    setChosen([...chosen, id]);
  };
  const choose = (id: string) => {
    setOvertime(null);
    toggle(id);
  };

  // Spec 001 section 8 has no toast for a failed assignment; the refusal names its rule
  // (decision 003) and is shown in the dialog, beside the nurses it is about.
  const [confirm, confirming] = useSingleFlight(() => {
    setRefusal([]);
    const override = overtime ? { override_reason: reason.trim() } : {};
    return assign
      .mutateAsync({ shiftId, nurses: chosen.map((id) => ({ id })), position: positionId, ...override })
      .then(onClose, (error: unknown) => {
        const blocked = overtimeBlockOf(error);
        if (blocked) return setOvertime(blocked);
        setRefusal(error instanceof ApiError ? error.messages : [messages.somethingWentWrong]);
      });
  });

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={messages.selectMaxNurses(limit)}
      size="lg"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void confirm()}
      confirmDisabled={chosen.length === 0 || (overtime !== null && reason.trim() === '')}
      confirmLabel={overtime ? productMessages.overtimeBookAnyway : undefined}
      confirmLoading={confirming}
    >
      <Stack gap="sm">
        <TextInput
          label="Search nurses"
          placeholder="Search by name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          rightSection={list.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length} of {limit} selected
        </Text>
        <BookingRefusal lines={refusal} />
        {overtime && <OvertimeReasonField lines={overtime} reason={reason} onReason={setReason} />}
        {list.isPending ? (
          <Loader aria-label="Loading nurses" />
        ) : (list.data?.results.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noDataFound}
          </Text>
        ) : (
          <Stack gap="xs">
            {list.data?.results.map((nurse) => {
              const name = `${nurse.first_name} ${nurse.last_name}`;
              return (
                <Paper key={nurse.id} withBorder p="xs" radius="md">
                  <Group wrap="nowrap" gap="sm">
                    <Checkbox checked={chosen.includes(nurse.id)} onChange={() => choose(nurse.id)} aria-label={`Select ${name}`} />
                    <Avatar src={nurse.profile_photo} alt="" radius="xl" size="sm">
                      {nurse.first_name.charAt(0)}
                    </Avatar>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={600} title={name}>
                        {truncateLabel(name)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {nurse.job_title}
                      </Text>
                    </Stack>
                    <Badge variant="light" size="sm">
                      {typeTag(nurse.type)}
                    </Badge>
                    {nurse.hourly_rate !== null && (
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatHourlyRate(nurse.hourly_rate)}
                      </Text>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Nurse pages" />}
      </Stack>
    </GenericModal>
  );
}
