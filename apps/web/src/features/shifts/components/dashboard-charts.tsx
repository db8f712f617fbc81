import '@mantine/charts/styles.css';
import { AreaChart, BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { Box, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import { formatMoney, formatTotalSpent } from '@careroster/shared/format/money';
import { formatPercent } from '@careroster/shared/format/number';
import { productMessages } from '@careroster/shared/messages';
import { ScrollRegion } from '../../../components/scroll-region';
import {
  agencySeries,
  ALL_UNITS,
  axisDay,
  formatFigure,
  hppdSeries,
  openSeries,
  staffingSeries,
  tableDay,
  unitChoices,
  type SeriesTable,
} from './dashboard-series';

const m = productMessages;
const HEIGHT = 220;
/**
 * Shared by every chart. The drawing is hidden from assistive technology (its table says the
 * same), so recharts' keyboard layer, which would put focus inside it, is off. Mantine's charts
 * draw without animation, so reduced motion is kept by default.
 */
const common = {
  h: HEIGHT,
  accessibilityLayer: false,
  withLegend: true,
  legendProps: { verticalAlign: 'bottom' as const, height: 40 },
  tickLine: 'y' as const,
  xAxisProps: { minTickGap: 8 },
};

type Column<R> = { key: string; header: string; cell: (row: R) => string };

/**
 * One chart with its table: the table holds the chart's numbers for a screen reader (hidden
 * while the chart shows) and for anyone who presses "Show as table"; its last row is the card's.
 */
function ChartPanel<R>({
  title,
  controls,
  chart,
  columns,
  series,
}: {
  title: string;
  controls?: ReactNode;
  chart: ReactNode;
  columns: readonly Column<R>[];
  series: SeriesTable<R>;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const table = (
    <Table striped={asTable} aria-label={title} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{m.dashboardChartDay}</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c.key} scope="col" ta="right">
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {series.rows.map((row) => (
          <Table.Tr key={row.date}>
            <Table.Th scope="row" fw={400}>
              {tableDay(row.date)}
            </Table.Th>
            {columns.map((c) => (
              <Table.Td key={c.key} ta="right">
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{m.dashboardChartTotal}</Table.Th>
          {columns.map((c) => (
            <Table.Td key={c.key} ta="right" fw={700}>
              {c.cell(series.total)}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-labelledby={titleId} miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={() => setAsTable((value) => !value)}>
            {asTable ? m.dashboardChartShowChart : m.dashboardChartShowTable}
          </Button>
        </Group>
        {controls}
        {asTable ? (
          <ScrollRegion label={title}>{table}</ScrollRegion>
        ) : (
          <>
            <Box aria-hidden="true" miw={0}>
              {chart}
            </Box>
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}

function StaffingChart({ data }: { data: Dashboard }) {
  const [unit, setUnit] = useState(ALL_UNITS);
  const choices = unitChoices(data);
  // Another range may not have the unit chosen before: the facility then.
  const chosen = choices.some((c) => c.value === unit) ? unit : ALL_UNITS;
  const series = staffingSeries(data, chosen);
  return (
    <ChartPanel
      title={m.dashboardChartStaffing}
      controls={
        choices.length > 1 && (
          <NativeSelect
            label={m.dashboardChartUnit}
            size="xs"
            maw={260}
            data={choices}
            value={chosen}
            onChange={(event) => setUnit(event.currentTarget.value)}
          />
        )
      }
      chart={
        <BarChart
          {...common}
          data={series.rows.map((r) => ({ day: axisDay(r.date), needed: r.needed, booked: r.booked }))}
          dataKey="day"
          series={[
            { name: 'needed', label: m.dashboardChartNeeded, color: 'gray.5' },
            { name: 'booked', label: m.dashboardChartBooked, color: 'blue.6' },
          ]}
          yAxisProps={{ allowDecimals: false }}
        />
      }
      columns={[
        { key: 'booked', header: m.dashboardChartBooked, cell: (r) => String(r.booked) },
        { key: 'needed', header: m.dashboardChartNeeded, cell: (r) => String(r.needed) },
      ]}
      series={series}
    />
  );
}

function HppdChart({ data }: { data: Dashboard }) {
  const series = hppdSeries(data);
  return (
    <ChartPanel
      title={m.dashboardChartHppd}
      chart={
        <LineChart
          {...common}
          data={series.rows.map((r) => ({ day: axisDay(r.date), budgeted: r.budgeted, confirmed: r.confirmed, actual: r.actual }))}
          dataKey="day"
          series={[
            { name: 'budgeted', label: m.dashboardChartBudgeted, color: 'gray.6', strokeDasharray: '6 4' },
            { name: 'confirmed', label: m.dashboardChartConfirmed, color: 'blue.6' },
            { name: 'actual', label: m.dashboardChartActual, color: 'teal.7' },
          ]}
          curveType="linear"
          connectNulls={false}
          valueFormatter={(value) => formatFigure(value)}
        />
      }
      columns={[
        { key: 'budgeted', header: m.dashboardChartBudgeted, cell: (r) => formatFigure(r.budgeted) },
        { key: 'confirmed', header: m.dashboardChartConfirmed, cell: (r) => formatFigure(r.confirmed) },
        { key: 'actual', header: m.dashboardChartActual, cell: (r) => formatFigure(r.actual) },
      ]}
      series={series}
    />
  );
}

function AgencyChart({ data }: { data: Dashboard }) {
  const series = agencySeries(data);
  return (
    <ChartPanel
      title={m.dashboardChartAgency}
      chart={
        <CompositeChart
          {...common}
          data={series.rows.map((r) => ({ day: axisDay(r.date), hours: r.hours, spend: r.spend }))}
          dataKey="day"
          series={[
            { name: 'hours', label: m.dashboardChartAgencyHours, color: 'violet.6', type: 'bar' },
            { name: 'spend', label: m.dashboardChartAgencySpend, color: 'orange.7', type: 'line', yAxisId: 'right' },
          ]}
          withRightYAxis
          rightYAxisProps={{ tickFormatter: (value: number) => formatTotalSpent(value), width: 64 }}
          // One formatter for both series: the table gives each its unit.
          valueFormatter={(value) => formatFigure(value)}
          maxBarWidth={32}
        />
      }
      columns={[
        { key: 'hours', header: m.dashboardChartAgencyHours, cell: (r) => formatFigure(r.hours) },
        { key: 'spend', header: m.dashboardChartAgencySpend, cell: (r) => formatMoney(r.spend) },
      ]}
      series={series}
    />
  );
}

function OpenChart({ data }: { data: Dashboard }) {
  const series = openSeries(data);
  return (
    <ChartPanel
      title={m.dashboardChartOpen}
      chart={
        <AreaChart
          {...common}
          data={series.rows.map((r) => ({ day: axisDay(r.date), open: r.open }))}
          dataKey="day"
          series={[{ name: 'open', label: m.dashboardChartOpenCount, color: 'red.7' }]}
          curveType="linear"
          withGradient={false}
          fillOpacity={0.25}
          yAxisProps={{ allowDecimals: false }}
        />
      }
      columns={[
        { key: 'open', header: m.dashboardChartOpenCount, cell: (r) => String(r.open) },
        { key: 'filled', header: m.dashboardChartFilled, cell: (r) => `${r.filled}/${r.total}` },
        { key: 'percentage', header: m.dashboardChartPercent, cell: (r) => formatPercent(r.filled, r.total) },
      ]}
      series={series}
    />
  );
}

/**
 * The dashboard's days as charts (issue 28, decision 072): its own chunk, with the chart library,
 * loaded after the cards.
 */
export default function DashboardCharts({ data }: { data: Dashboard }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-charts-title">
      <div>
        <Title order={2} size="h4" id="dashboard-charts-title">
          {m.dashboardChartsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {m.dashboardChartsHint}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <StaffingChart data={data} />
        <HppdChart data={data} />
        <AgencyChart data={data} />
        <OpenChart data={data} />
      </SimpleGrid>
    </Stack>
  );
}
