import '@mantine/dates/styles.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Select, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useNavigate, useSearchParams } from 'react-router';
import { DATE_FORMAT } from '@careroster/shared/constants';
import { isApiDate } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { PageLoader } from '../../../components/page-loader';
import { WeekRangePicker } from '../../../components/week-range-picker';
import { weekRangeOf } from '../../../components/week-range';
import { setupChecklistSlot } from '../../slots';
import { useDashboard } from '../api/dashboard';
import { BudgetDetailsDialog } from '../components/budget-details-dialog';
import { DashboardCards, FloorCards } from '../components/dashboard-cards';
import { schedulablePresets, scheduleShiftState } from '../hooks/schedule-shift-state';
import { useFacilityToday } from '../hooks/use-facility-today';

/**
 * The charts and their library are a chunk of their own (decision 072), fetched while the
 * figures are, so the dashboard's first load does not grow. A chunk that fails to arrive (a
 * deploy replaced it) leaves the cards and says so.
 */
const loadCharts = () => import('../components/dashboard-charts');
const DashboardCharts = lazy(() =>
  loadCharts().catch(() => ({
    default: () => (
      <Alert color="yellow" variant="light">
        {productMessages.dashboardChartsFailed}
      </Alert>
    ),
  })),
);

export function DashboardPage() {
  const today = useFacilityToday();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // `?start_date=&end_date=`: the owner's corporate view opens a facility's dashboard for its days.
  const [range, setRange] = useState(() => {
    const start = params.get('start_date') ?? '';
    const end = params.get('end_date') ?? '';
    return isApiDate(start) && isApiDate(end) && start <= end ? { start, end } : weekRangeOf(today);
  });
  const [day, setDay] = useState(today);
  const [presetValue, setPresetValue] = useState<string | null>(null);
  const [askShift, setAskShift] = useState(false);
  const shiftSelect = useRef<HTMLInputElement>(null);
  const [budgetDate, setBudgetDate] = useState<string | null>(null);
  const dashboard = useDashboard({ start_date: range.start, end_date: range.end });
  const preset = schedulablePresets.find((p) => p.value === presetValue);
  useEffect(() => {
    // Fetch the chart chunk beside the figures rather than after them; a failure shows when rendered.
    loadCharts().catch(() => undefined);
  }, []);

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Dashboard
          </Title>
          <WeekRangePicker value={range} onChange={setRange} today={today} />
        </Group>

        {/* Above the cards, so the figures arriving never push the form a user is already filling. */}
        <Group align="flex-end" wrap="wrap" gap="sm" component="section" aria-label="Schedule a shift">
          <DatePickerInput label="Day" value={day} onChange={(date) => date && setDay(date)} valueFormat={DATE_FORMAT} />
          <Select
            ref={shiftSelect}
            label="Shift"
            placeholder={messages.selectShift}
            data={schedulablePresets.map((p) => ({ value: p.value, label: `${p.label} ${p.start}-${p.end}` }))}
            value={presetValue}
            onChange={(value) => {
              setPresetValue(value);
              setAskShift(false);
            }}
            error={askShift ? productMessages.scheduleShiftChooseFirst : undefined}
            nothingFoundMessage={messages.noOptionsAvailable}
          />
          <Button
            onClick={() => {
              // Without a shift the form would open blank: ask for one here instead.
              if (!preset) {
                setAskShift(true);
                shiftSelect.current?.focus();
                return;
              }
              void navigate(paths.addShift, { state: scheduleShiftState(day, preset) });
            }}
          >
            Schedule Shift
          </Button>
          <Button variant="default" onClick={() => setBudgetDate(day)}>
            View budget
          </Button>
        </Group>
        {/* An owner's "Finish setting up" (the setup area's part): gone once nothing is missing. */}
        <setupChecklistSlot.Render />
        {dashboard.data ? (
          <>
            <DashboardCards data={dashboard.data} />
            {dashboard.data.floors.length > 0 && (
              <section aria-label="Floors">
                <FloorCards floors={dashboard.data.floors} />
              </section>
            )}
            <Suspense fallback={<PageLoader label={productMessages.dashboardChartsLoading} />}>
              <DashboardCharts data={dashboard.data} />
            </Suspense>
          </>
        ) : dashboard.isPending ? (
          <PageLoader label="Loading dashboard" />
        ) : null}
      </Stack>
      <BudgetDetailsDialog date={budgetDate} onClose={() => setBudgetDate(null)} />
    </Container>
  );
}
