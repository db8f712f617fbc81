import { isTimezoneCode } from '@careroster/shared/lookups';
import { todayIn } from '@careroster/shared/format/date-time';
import { useSearchParams } from 'react-router';
import { startOfWeek, weekRangeOf, type WeekRange } from '../../../components/week-range';
import { useAppStore } from '../../../store/app-store';

/**
 * The week a page shows: its `week` search param (a Sunday), else this week in the facility's zone.
 * `weekStart` is null for this week, so the server picks its own today; links keep the param.
 */
export function useWeekParam(): { week: WeekRange; weekStart: string | null; setWeek: (start: string | null) => void; isCurrent: boolean } {
  const [params, setParams] = useSearchParams();
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone && isTimezoneCode(zone) ? zone : undefined, new Date());
  const asked = params.get('week');
  const weekStart = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? startOfWeek(asked) : null;
  const current = startOfWeek(today);
  const setWeek = (start: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (start === null || start === current) next.delete('week');
        else next.set('week', start);
        return next;
      },
      { replace: true },
    );
  return {
    week: weekRangeOf(weekStart ?? today),
    weekStart: weekStart === current ? null : weekStart,
    setWeek,
    isCurrent: weekStart === null || weekStart === current,
  };
}
