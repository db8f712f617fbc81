import { NativeSelect, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../store/app-store';

/** For users who work at several facilities: the choice becomes the facility-id header. */
export function FacilitySwitcher() {
  const facilities = useAppStore((state) => state.facility.facilities);
  const facilityId = useAppStore((state) => state.facility.facilityId);
  const switchFacility = useAppStore((state) => state.switchFacility);
  const queryClient = useQueryClient();

  if (facilities.length <= 1) {
    const name = facilities[0]?.name;
    return name ? (
      <Text fw={500} truncate="end" maw={{ base: 140, sm: 320 }}>
        {name}
      </Text>
    ) : null;
  }

  const onChange = (id: string) => {
    const membership = facilities.find((f) => f.id === id);
    if (!membership || membership.id === facilityId) return;
    switchFacility(membership);
    // Everything on screen belonged to the previous facility.
    void queryClient.invalidateQueries();
  };

  return (
    <NativeSelect
      aria-label="Facility"
      value={facilityId ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={facilities.map((f) => ({ value: f.id, label: f.name }))}
      maw={{ base: 160, sm: 320 }}
    />
  );
}
