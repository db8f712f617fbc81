import { SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';

/** Between the week schedule and the roster: two views of the same shifts. */
export function ScheduleTabs({ current }: { current: 'shifts' | 'roster' }) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label="Schedule layout"
      value={current}
      onChange={(value) => void navigate(value === 'roster' ? paths.roster : paths.shifts)}
      data={[
        { value: 'shifts', label: productMessages.weekScheduleTab },
        { value: 'roster', label: productMessages.rosterTab },
      ]}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
