import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { agencySchema } from '@careroster/shared/api/shifts/staffing';
import { agencyPreferences, labelOf } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { truncateLabel } from '@careroster/shared/format/truncate';
import { deriveAgencyPreference } from '@careroster/shared/validation/position';
import { GenericModal } from '../../../components/generic-modal';

export type Agency = z.infer<typeof agencySchema>;

export interface AgencyPickerProps {
  opened: boolean;
  onClose: () => void;
  agencies: readonly Agency[];
  selected: readonly string[];
  onSave: (ids: string[]) => void;
  /** The shift header, when the picker is used for a posted shift. */
  header?: ReactNode;
}

/** Spec 001 section 2, "Agency picker". Mounted only while open, so each opening starts fresh. */
export function AgencyPicker({ opened, onClose, agencies, selected, onSave, header }: AgencyPickerProps) {
  const [chosen, setChosen] = useState<string[]>(() => [...selected]);
  const [search, setSearch] = useState('');
  const allIds = useMemo(() => agencies.map((a) => a.id), [agencies]);
  const favoriteIds = useMemo(() => agencies.filter((a) => a.is_favorite).map((a) => a.id), [agencies]);
  const needle = search.trim().toLowerCase();
  const shown = agencies.filter((a) => a.name.toLowerCase().includes(needle));
  const allChosen = allIds.length > 0 && allIds.every((id) => chosen.includes(id));
  const preference = deriveAgencyPreference(chosen, allIds, favoriteIds);

  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title="Select Agencies"
      size="lg"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => onSave(chosen)}
      confirmLabel="Save"
      confirmDisabled={chosen.length === 0}
    >
      <Stack gap="sm">
        {header}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} aria-live="polite">
            {messages.agenciesSelected(chosen.length)}
          </Text>
          <Badge variant="light">Preference: {labelOf(agencyPreferences, preference)}</Badge>
        </Group>
        <Group gap="sm" wrap="wrap">
          {favoriteIds.length > 0 ? (
            <Button variant="light" size="xs" onClick={() => setChosen([...favoriteIds])}>
              {messages.selectFavourite}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {messages.noFavouriteAgency}
            </Text>
          )}
          <Checkbox
            label={messages.selectAll}
            checked={allChosen}
            indeterminate={!allChosen && chosen.length > 0}
            onChange={() => setChosen(allChosen ? [] : [...allIds])}
          />
        </Group>
        <TextInput
          label={messages.searchAgency}
          placeholder={messages.searchAgency}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noResultsFound}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {shown.map((agency) => (
              <Paper key={agency.id} withBorder p="xs" radius="md">
                <Checkbox
                  checked={chosen.includes(agency.id)}
                  onChange={() => toggle(agency.id)}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <span title={agency.name}>{truncateLabel(agency.name)}</span>
                      {agency.is_favorite && (
                        <Badge size="xs" color="yellow" variant="light">
                          Favourite
                        </Badge>
                      )}
                    </Group>
                  }
                  aria-label={agency.name}
                />
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </GenericModal>
  );
}
