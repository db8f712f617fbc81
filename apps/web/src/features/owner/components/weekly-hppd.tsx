import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Alert, Box, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { HPPD_DEFAULT_WEEKS, HPPD_MAX_WEEKS, type HppdWeek } from '@careroster/shared/api/owner/corporate';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { DataTable } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { useHppdWeekly } from '../api/corporate';
import { formatHours } from './figure-columns';

const ALL = 'all';
const weekChoices = [4, 8, HPPD_DEFAULT_WEEKS, HPPD_MAX_WEEKS];
const series = [
  { name: 'budgeted', label: 'Budgeted', color: 'gray.6', strokeDasharray: '6 4' },
  { name: 'confirmed', label: 'Confirmed', color: 'blue.6' },
  { name: 'actual', label: 'Actual', color: 'teal.6' },
];
const signed = (value: number | null) => (value === null ? formatHours(null) : `${value > 0 ? '+' : ''}${formatHours(value)}`);

/**
 * The weekly HPPD tracker: budgeted, confirmed and actual HPPD week by week up to the week of
 * `today`, for the corporation or one facility. The chart is for the eye; the table beside it
 * holds the same numbers for a screen reader and a keyboard.
 */
export function WeeklyHppd({ today }: { today: string }) {
  const [weeks, setWeeks] = useState(HPPD_DEFAULT_WEEKS);
  const [scope, setScope] = useState(ALL);
  const weekly = useHppdWeekly(today, weeks);
  const rows: HppdWeek[] = weekly.data ? (weekly.data.facilities.find((f) => f.id === scope)?.weeks ?? weekly.data.totals) : [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="weekly-hppd-title">
      <Title order={2} size="h4" id="weekly-hppd-title">
        {productMessages.corporateViewWeeklyTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {productMessages.corporateViewWeeklyHint}
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <NativeSelect
          label={productMessages.corporateViewHppdOf}
          value={scope}
          onChange={(event) => setScope(event.currentTarget.value)}
          data={[
            { value: ALL, label: productMessages.corporateViewAllFacilities },
            ...(weekly.data?.facilities ?? []).map((f) => ({ value: f.id, label: f.name })),
          ]}
          maw={320}
        />
        <NativeSelect
          label={productMessages.corporateViewWeeksShown}
          value={String(weeks)}
          onChange={(event) => setWeeks(Number(event.currentTarget.value))}
          data={weekChoices.map((n) => ({ value: String(n), label: `${n} weeks` }))}
        />
      </Group>
      {weekly.isPending ? (
        <PageLoader label={productMessages.corporateViewWeeklyLoading} />
      ) : weekly.isError ? (
        <Alert color="red" variant="light" role="alert">
          {weekly.error.message}
        </Alert>
      ) : (
        <>
          {/* The table below holds the same numbers, so the drawing is hidden from assistive technology. */}
          <Box aria-hidden="true">
            <LineChart
              h={260}
              data={rows.map((w) => ({ week: formatDate(w.week_start), budgeted: w.budgeted, confirmed: w.confirmed, actual: w.actual }))}
              dataKey="week"
              series={series}
              curveType="linear"
              // Recharts' keyboard layer would put focus inside the hidden drawing; the table is the keyboard's way.
              accessibilityLayer={false}
              connectNulls={false}
              withLegend
              valueFormatter={(value) => formatHours(value)}
            />
          </Box>
          <DataTable
            label={productMessages.corporateViewWeeklyTitle}
            columns={[
              { key: 'week', header: 'Week of', cell: (w: HppdWeek) => formatDate(w.week_start) },
              { key: 'budgeted', header: 'Budgeted', align: 'right', cell: (w) => formatHours(w.budgeted) },
              { key: 'confirmed', header: 'Confirmed', align: 'right', cell: (w) => formatHours(w.confirmed) },
              { key: 'confirmed-variance', header: 'Confirmed variance', align: 'right', cell: (w) => signed(w.confirmed_variance) },
              { key: 'actual', header: 'Actual', align: 'right', cell: (w) => formatHours(w.actual) },
              { key: 'actual-variance', header: 'Actual variance', align: 'right', cell: (w) => signed(w.actual_variance) },
            ]}
            rows={rows}
            rowKey={(w) => w.week_start}
            minWidth={640}
          />
        </>
      )}
    </Stack>
  );
}
