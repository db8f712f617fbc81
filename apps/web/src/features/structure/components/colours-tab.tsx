import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Structure } from '@careroster/shared/api/structure/structure';
import { shiftTypePresets } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { useSetShiftTypeColour, useUpdateDepartment, useUpdateUnit } from '../api/structure';
import { ColourSelect } from './colour-select';

/** Every colour of the facility in one place: shift types, units, departments. Each change saves at once. */
export function ColoursTab({ structure, canManage }: { structure: Structure; canManage: boolean }) {
  const setType = useSetShiftTypeColour();
  const updateUnit = useUpdateUnit();
  const updateDepartment = useUpdateDepartment();
  const saved = { onSuccess: () => showToast('success', productMessages.structureSaved) };
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-label={productMessages.structureShiftTypeColours}>
        <Title order={3} size="h5">
          {productMessages.structureShiftTypeColours}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {structure.shift_type_colours.map((c) => (
            <ColourSelect
              key={c.shift_type}
              label={shiftTypePresets.find((p) => p.value === c.shift_type)?.label ?? c.shift_type}
              value={c.colour}
              clearable={false}
              disabled={!canManage}
              onChange={(colour) => colour && setType.mutate({ shiftType: c.shift_type, colour }, saved)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs" component="section" aria-label={productMessages.structureTabUnits}>
        <Title order={3} size="h5">
          {productMessages.structureTabUnits}
        </Title>
        {structure.units.length === 0 && <Text c="dimmed">{productMessages.structureNoUnits}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {structure.units.map((u) => (
            <ColourSelect
              key={u.id}
              label={u.name}
              value={u.colour}
              disabled={!canManage}
              onChange={(colour) => updateUnit.mutate({ unitId: u.id, colour }, saved)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs" component="section" aria-label={productMessages.structureTabDepartments}>
        <Title order={3} size="h5">
          {productMessages.structureTabDepartments}
        </Title>
        {structure.departments.length === 0 && <Text c="dimmed">{productMessages.structureNoDepartments}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {structure.departments.map((d) => (
            <ColourSelect
              key={d.id}
              label={d.name}
              value={d.colour}
              disabled={!canManage}
              onChange={(colour) => updateDepartment.mutate({ departmentId: d.id, colour }, saved)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Group />
    </Stack>
  );
}
