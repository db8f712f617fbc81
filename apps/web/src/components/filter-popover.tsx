import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Indicator,
  Popover,
  Radio,
  ScrollArea,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { RADIUS_DEBOUNCE_MS, RADIUS_MAX_MILES, RADIUS_MIN_MILES } from '@careroster/shared/constants';
import { truncateLabel } from '@careroster/shared/format/truncate';
import { messages } from '@careroster/shared/messages';

export interface FilterItem {
  value: string;
  label: string;
}

/** Spec 001 section 3, "Filter definition". */
export type FilterDefinition =
  | {
      paramName: string;
      label: string;
      type: 'single';
      items: readonly FilterItem[];
      value: string | null;
      initialValue: string | null;
      setter: (value: string | null) => void;
    }
  | {
      paramName: string;
      label: string;
      type: 'multi';
      items: readonly FilterItem[];
      value: string[];
      initialValue: string[];
      setter: (value: string[]) => void;
    }
  | {
      paramName: string;
      label: string;
      type: 'radius';
      value: number | null;
      initialValue: number | null;
      setter: (value: number | null) => void;
    };

/** Spec 001 section 3, "Chip": one shown value of a filter. */
export interface FilterChip {
  value: string;
  label: string;
  index: number;
}

export function chipsOf(filters: readonly FilterDefinition[]): FilterChip[] {
  return filters.flatMap((filter, index): FilterChip[] => {
    switch (filter.type) {
      case 'single': {
        const item = filter.items.find((i) => i.value === filter.value);
        return filter.value === filter.initialValue || !item ? [] : [{ value: item.value, label: item.label, index }];
      }
      case 'multi':
        return filter.value.map((value) => ({
          value,
          label: filter.items.find((i) => i.value === value)?.label ?? value,
          index,
        }));
      case 'radius':
        return filter.value === filter.initialValue || filter.value === null
          ? []
          : [{ value: String(filter.value), label: `${filter.value} miles`, index }];
    }
  });
}

/** Back to the filter's initial value. */
function resetFilter(filter: FilterDefinition) {
  switch (filter.type) {
    case 'single':
      return filter.setter(filter.initialValue);
    case 'multi':
      return filter.setter(filter.initialValue);
    case 'radius':
      return filter.setter(filter.initialValue);
  }
}

/** Spec 001 section 4: removing a chip clears that value; Clear All resets every filter. */
function removeChip(filters: readonly FilterDefinition[], chip: FilterChip) {
  const filter = filters[chip.index];
  if (filter?.type === 'multi') filter.setter(filter.value.filter((v) => v !== chip.value));
  else if (filter) resetFilter(filter);
}

const clearAll = (filters: readonly FilterDefinition[]) => filters.forEach(resetFilter);

function RadiusFilter({ filter }: { filter: Extract<FilterDefinition, { type: 'radius' }> }) {
  const [shown, setShown] = useState(filter.value ?? RADIUS_MIN_MILES);
  // Spec 001 section 9: the radius reaches the list 300 ms after the slider stops.
  const commit = useDebouncedCallback((miles: number) => filter.setter(miles), RADIUS_DEBOUNCE_MS);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {filter.label}: {shown} miles
      </Text>
      <Slider
        min={RADIUS_MIN_MILES}
        max={RADIUS_MAX_MILES}
        value={shown}
        onChange={(miles) => {
          setShown(miles);
          commit(miles);
        }}
        thumbLabel={`${filter.label} in miles`}
        label={(miles) => `${miles} miles`}
      />
    </Stack>
  );
}

function ItemsFilter({ filter, search }: { filter: Extract<FilterDefinition, { type: 'single' | 'multi' }>; search: string }) {
  const needle = search.trim().toLowerCase();
  const items = filter.items.filter((item) => item.label.toLowerCase().includes(needle));
  if (items.length === 0) return null;
  if (filter.type === 'single') {
    return (
      <Radio.Group label={filter.label} value={filter.value ?? ''} onChange={(value) => filter.setter(value)}>
        <Stack gap={6} mt={6}>
          {items.map((item) => (
            <Radio key={item.value} value={item.value} label={truncateLabel(item.label)} title={item.label} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group label={filter.label} value={filter.value} onChange={filter.setter}>
      <Stack gap={6} mt={6}>
        {items.map((item) => (
          <Checkbox key={item.value} value={item.value} label={truncateLabel(item.label)} title={item.label} />
        ))}
      </Stack>
      <Button variant="subtle" size="compact-xs" mt={4} onClick={() => resetFilter(filter)} aria-label={`Reset ${filter.label}`}>
        Reset
      </Button>
    </Checkbox.Group>
  );
}

export interface FilterPopoverProps {
  filters: readonly FilterDefinition[];
}

/**
 * Spec 001 section 2, filter popover: 'Add Filter' opens it; its header says whether a filter
 * is applied; chips show every applied value and remove it; 'Clear All' resets every filter to
 * its initial value; a search box narrows the choices.
 */
export function FilterPopover({ filters }: FilterPopoverProps) {
  const [search, setSearch] = useState('');
  const chips = useMemo(() => chipsOf(filters), [filters]);
  const needle = search.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(needle);
  const anyMatch = filters.some((f) => (f.type === 'radius' ? matches(f.label) : f.items.some((item) => matches(item.label))));

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Popover position="bottom-start" width={300} trapFocus shadow="md">
          {/* The target is the button itself, so its popup attributes sit on a button, not on the badge. */}
          <Indicator disabled={chips.length === 0} label={chips.length} size={16}>
            <Popover.Target>
              <Button variant="default">{messages.addFilter}</Button>
            </Popover.Target>
          </Indicator>
          <Popover.Dropdown>
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {chips.length > 0 ? messages.filterApplied : messages.noFiltersApplied}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => clearAll(filters)}>
                  {messages.clearAll}
                </Button>
              </Group>
              <TextInput label="Search filters" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
              <ScrollArea.Autosize mah={320}>
                <Stack gap="md">
                  {filters.map((filter) =>
                    filter.type === 'radius' ? (
                      matches(filter.label) && <RadiusFilter key={filter.paramName} filter={filter} />
                    ) : (
                      <ItemsFilter key={filter.paramName} filter={filter} search={search} />
                    ),
                  )}
                  {!anyMatch && (
                    <Text size="sm" c="dimmed">
                      {messages.noResultsFound}
                    </Text>
                  )}
                </Stack>
              </ScrollArea.Autosize>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        {chips.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.noFiltersApplied}
          </Text>
        )}
        {chips.map((chip) => (
          <Badge
            key={`${chip.index}-${chip.value}`}
            variant="light"
            size="lg"
            rightSection={<CloseButton size="xs" aria-label={`Remove filter ${chip.label}`} onClick={() => removeChip(filters, chip)} />}
          >
            {truncateLabel(chip.label)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
