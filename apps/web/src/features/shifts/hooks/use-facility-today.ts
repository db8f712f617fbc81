import { isTimezoneCode, type TimezoneCode } from '@careroster/shared/lookups';
import { todayIn } from '@careroster/shared/format/date-time';
import { useAppStore } from '../../../store/app-store';

/** The facility's zone code, when its address has been loaded and names a known one. */
export const useFacilityTimezone = (): TimezoneCode | null => {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  return zone && isTimezoneCode(zone) ? zone : null;
};

/** Today in the facility's zone: a facility's "today" is not the browser's. */
export const useFacilityToday = (): string => todayIn(useFacilityTimezone() ?? undefined, new Date());
