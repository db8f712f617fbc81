import { NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CorporateDashboard } from '@careroster/shared/api/owner/corporate';
import type { DayFigures } from '@careroster/shared/api/shifts/figures';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { DataTable } from '../../../components/data-table';
import { figureColumns } from './figure-columns';

const ALL = 'all';

/** The range day by day, for the corporation or one facility (its own zone's days). */
export function DayTable({ data }: { data: CorporateDashboard }) {
  const [scope, setScope] = useState(ALL);
  const days = data.facilities.find((f) => f.id === scope)?.days ?? data.days;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={productMessages.corporateViewDaysOf}
        value={scope}
        onChange={(event) => setScope(event.currentTarget.value)}
        data={[
          { value: ALL, label: productMessages.corporateViewAllFacilities },
          ...data.facilities.map((f) => ({ value: f.id, label: f.name })),
        ]}
        maw={320}
      />
      <DataTable
        label={productMessages.corporateViewDaysTitle}
        columns={[
          { key: 'date', header: 'Day', cell: (day: DayFigures) => formatDate(day.date) },
          ...figureColumns<DayFigures>((day) => day),
        ]}
        rows={days}
        rowKey={(day) => day.date}
        minWidth={1120}
      />
    </Stack>
  );
}
