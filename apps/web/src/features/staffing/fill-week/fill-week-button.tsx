import { useState } from 'react';
import { Button } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { ROSTER_WEEKS_MAX } from '@careroster/shared/staffing/values';
import { intervalOf, type WeekRange } from '../../../components/week-range';
import { FillWeekDialog } from './fill-week-dialog';

/** The week schedule's "Fill week": proposes the weeks shown (at most ROSTER_WEEKS_MAX) for review. */
export function FillWeekButton({ range }: { range: WeekRange }) {
  const [opened, setOpened] = useState(false);
  const weeks = Math.min(intervalOf(range) + 1, ROSTER_WEEKS_MAX);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {productMessages.fillWeek}
      </Button>
      {opened && <FillWeekDialog range={range} weeks={weeks} opened onClose={() => setOpened(false)} />}
    </>
  );
}
