import { NativeSelect, Text } from '@mantine/core';
import { useAppStore } from '../../store/app-store';
import { useSwitchFacility } from '../../store/use-switch-facility';

/** For users who work at several facilities: the choice becomes the facility-id header. */
export function FacilitySwitcher() {
  const facilities = useAppStore((state) => state.facility.facilities);
  const facilityId = useAppStore((state) => state.facility.facilityId);
  const switchFacility = useSwitchFacility();

  if (facilities.length <= 1) {
    const name = facilities[0]?.name;
    return name ? (
      <Text fw={500} truncate="end" maw={{ base: 140, sm: 320 }}>
        {name}
      </Text>
    ) : null;
  }

  return (
    <NativeSelect
      aria-label="Facility"
      value={facilityId ?? ''}
      onChange={(event) => switchFacility(event.currentTarget.value)}
      data={facilities.map((f) => ({ value: f.id, label: f.name }))}
      maw={{ base: 160, sm: 320 }}
    />
  );
}
