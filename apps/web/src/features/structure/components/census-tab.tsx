import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Structure, StructureUnit, UnitCensusDay } from '@careroster/shared/api/structure/structure';
import { UNIT_CENSUS_MAX } from '@careroster/shared/constants';
import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { ScrollRegion } from '../../../components/scroll-region';
import { useAppStore } from '../../../store/app-store';
import { useSaveUnitCensus, useUnitCensus } from '../api/structure';
import { ColourDot } from './colour-select';

/** Census per unit of the first level and day (census-v2): the day's counts, their total, saved together. */
export function CensusTab({ structure, canManage }: { structure: Structure; canManage: boolean }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const [date, setDate] = useState(() => todayIn(zone, new Date()));
  const census = useUnitCensus(date, date);
  const units = structure.units.filter((u) => u.parent_id === null);
  const day = census.data?.days[0];
  return (
    <Stack gap="sm">
      <Text size="sm">{productMessages.structureCensusIntro}</Text>
      <TextInput
        label={productMessages.structureCensusDate}
        type="date"
        value={date}
        onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        maw={220}
      />
      {units.length === 0 ? (
        <Text c="dimmed">{productMessages.structureNoUnits}</Text>
      ) : (
        day && <CensusDayForm key={`${date}:${census.dataUpdatedAt}`} date={date} day={day} units={units} canManage={canManage} />
      )}
    </Stack>
  );
}

/** One day's counts, starting from what is saved (remounted when the day or its data change). */
function CensusDayForm({ date, day, units, canManage }: { date: string; day: UnitCensusDay; units: StructureUnit[]; canManage: boolean }) {
  const save = useSaveUnitCensus();
  const [counts, setCounts] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(day.units.map((u) => [u.unit_id, u.patient_count])),
  );
  const countOf = (unitId: string): number | null => counts[unitId] ?? null;
  const total = units.reduce((n, u) => n + (countOf(u.id) ?? 0), 0);
  const anySet = units.some((u) => countOf(u.id) !== null);
  const submit = () =>
    save.mutate(
      { date, units: units.map((u) => ({ unit_id: u.id, patient_count: countOf(u.id) })) },
      { onSuccess: () => showToast('success', productMessages.structureCensusSaved) },
    );
  return (
    <>
      <ScrollRegion label={productMessages.structureTabCensus}>
        <Table miw={320} aria-label={productMessages.structureTabCensus}>
          <Table.Tbody>
            {units.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ColourDot colour={u.colour} />
                    <Text size="sm">{u.name}</Text>
                  </Group>
                </Table.Td>
                <Table.Td w={140}>
                  <NumberInput
                    aria-label={productMessages.structureCensusFor(u.name)}
                    min={0}
                    max={UNIT_CENSUS_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    size="xs"
                    disabled={!canManage}
                    value={countOf(u.id) ?? ''}
                    onChange={(v) => setCounts((c) => ({ ...c, [u.id]: typeof v === 'number' ? v : null }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {productMessages.structureCensusTotal}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} data-testid="census-total">
                  {anySet ? total : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {canManage && (
        <Group>
          <Button size="xs" onClick={submit} loading={save.isPending}>
            {productMessages.structureCensusSave}
          </Button>
        </Group>
      )}
    </>
  );
}
