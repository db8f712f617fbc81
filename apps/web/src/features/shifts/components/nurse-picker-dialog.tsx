import { useState } from 'react';
import { Avatar, Badge, Checkbox, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AvailableEmployee } from '@careroster/shared/api/shifts/staffing';
import { NURSE_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { formatHourlyRate } from '@careroster/shared/format/money';
import { truncateLabel } from '@careroster/shared/format/truncate';
import { messages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAssignEmployees, useAvailableEmployees } from '../api/available-employees';
import { TooManyNursesModal } from './too-many-nurses-modal';

export interface NursePickerDialogProps {
  opened: boolean;
  onClose: () => void;
  shiftId: string;
  positionId: string;
  /** Open openings of the position: the most nurses that can be chosen. */
  limit: number;
  /** 'Create additional Openings' in the too-many-nurses modal. */
  onCreateOpenings: () => void;
}

// Spec 001 section 3: IN Internal, EN External, anything else Agency.
const typeTag = (type: AvailableEmployee['type']) => (type === 'IN' ? 'Internal' : type === 'EN' ? 'External' : 'Agency');

/** Spec 001 section 2, "Available-nurse picker dialog". Mounted only while open. */
export function NursePickerDialog({ opened, onClose, shiftId, positionId, limit, onCreateOpenings }: NursePickerDialogProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [overLimit, setOverLimit] = useState(false);
  const list = useAvailableEmployees({ shiftId, positionId, search: debounced, page }, opened);
  const assign = useAssignEmployees(shiftId);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / NURSE_PAGE_SIZE));

  const toggle = (id: string) => {
    if (chosen.includes(id)) return setChosen(chosen.filter((c) => c !== id));
    if (chosen.length >= limit) {
      showToast('error', messages.cannotSelectMoreNurses(limit));
      return setOverLimit(true);
    }
    setChosen([...chosen, id]);
  };

  const confirm = () =>
    assign.mutate({ nurses: chosen.map((id) => ({ id })), position: positionId }, { onSuccess: onClose });

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={messages.selectMaxNurses(limit)}
      size="lg"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={confirm}
      confirmDisabled={chosen.length === 0}
      confirmLoading={assign.isPending}
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
                    <Checkbox
                      checked={chosen.includes(nurse.id)}
                      onChange={() => toggle(nurse.id)}
                      aria-label={`Select ${name}`}
                    />
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
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Nurse pages" />
        )}
      </Stack>
      <TooManyNursesModal
        opened={overLimit}
        onClose={() => setOverLimit(false)}
        limit={limit}
        onAddLimited={() => setOverLimit(false)}
        onCreateOpenings={() => {
          setOverLimit(false);
          onCreateOpenings();
        }}
      />
    </GenericModal>
  );
}
