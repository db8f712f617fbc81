import { Select, Stack, Table, Text } from '@mantine/core';
import type { Structure } from '@careroster/shared/api/structure/structure';
import { shiftTypePresets, type ShiftType } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { ScrollRegion } from '../../../components/scroll-region';
import { useSetSupervisor } from '../api/structure';

// Custom shifts take the supervisor of their unit's closest preset only when master timing says so; here the three presets.
const types = shiftTypePresets.filter((p) => p.value !== 'custom');

/** The supervisor of each unit on each shift type: a user of the facility, who receives missed-punch links. */
export function SupervisorsTab({ structure, canManage }: { structure: Structure; canManage: boolean }) {
  const set = useSetSupervisor();
  const staff = structure.staff.map((s) => ({ value: s.id, label: s.name }));
  const current = (unitId: string, type: ShiftType) =>
    structure.supervisors.find((s) => s.unit_id === unitId && s.shift_type === type)?.user_id ?? null;
  const ordered = structure.units
    .filter((u) => u.parent_id === null)
    .flatMap((u) => [u, ...structure.units.filter((s) => s.parent_id === u.id)]);
  return (
    <Stack gap="sm">
      <Text size="sm">{productMessages.structureSupervisorsIntro}</Text>
      {ordered.length === 0 ? (
        <Text c="dimmed">{productMessages.structureNoUnits}</Text>
      ) : (
        <ScrollRegion label={productMessages.structureTabSupervisors}>
          <Table miw={640} aria-label={productMessages.structureTabSupervisors}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.structureLabelUnit}</Table.Th>
                {types.map((t) => (
                  <Table.Th key={t.value}>{t.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ordered.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Text size="sm" pl={u.parent_id ? 'md' : 0}>
                      {u.name}
                    </Text>
                  </Table.Td>
                  {types.map((t) => (
                    <Table.Td key={t.value}>
                      <Select
                        aria-label={productMessages.structureSupervisorFor(u.name, t.label)}
                        data={staff}
                        value={current(u.id, t.value)}
                        placeholder={productMessages.structureSupervisorNone}
                        clearable
                        disabled={!canManage}
                        size="xs"
                        comboboxProps={{ withinPortal: true }}
                        onChange={(userId) =>
                          set.mutate(
                            { unit_id: u.id, shift_type: t.value, user_id: userId },
                            { onSuccess: () => showToast('success', productMessages.structureSaved) },
                          )
                        }
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
