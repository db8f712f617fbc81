import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { DateRangeInputs, type DateRange } from '../../../components/date-range-inputs';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { weekRangeOf } from '../../../components/week-range';
import { useSwitchFacility } from '../../../store/use-switch-facility';
import { useFacilityToday } from '../../shifts';
import { useCorporateDashboard } from '../api/corporate';
import { DayTable } from '../components/day-table';
import { FacilityTable } from '../components/facility-table';
import { isEmptyFigures } from '../components/figure-columns';
import { WeeklyHppd } from '../components/weekly-hppd';

/** `/corporate`: the owner's figures across their facilities (issue 16), drilling into each one's dashboard. */
export function CorporatePage() {
  const today = useFacilityToday();
  const navigate = useNavigate();
  const switchFacility = useSwitchFacility();
  const [range, setRange] = useState<DateRange>(() => {
    const week = weekRangeOf(today);
    return { from: week.start, to: week.end };
  });
  const { from, to } = range;
  const corporate = useCorporateDashboard(from && to ? { start_date: from, end_date: to } : null);

  // The facility's own dashboard, for the same days, with that facility the current one.
  const open = (facilityId: string) => {
    if (!from || !to || !switchFacility(facilityId)) return;
    void navigate(`${paths.dashboard}?${new URLSearchParams({ start_date: from, end_date: to }).toString()}`);
  };

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} size="h2">
            {productMessages.corporateViewTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {productMessages.corporateViewHint}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" align="flex-end" role="group" aria-label="Days">
          <DateRangeInputs value={range} onChange={(change) => setRange((r) => ({ ...r, ...change }))} />
        </Group>

        {corporate.isError ? (
          <Alert color="red" variant="light" role="alert">
            {corporate.error.message}
          </Alert>
        ) : corporate.data ? (
          isEmptyFigures(corporate.data.totals) ? (
            <EmptyState title={productMessages.corporateViewEmpty} description={productMessages.corporateViewEmptyHint} />
          ) : (
            <>
              <FacilityTable data={corporate.data} onOpen={open} />
              <Stack gap="xs" component="section" aria-labelledby="corporate-days-title">
                <Title order={2} size="h4" id="corporate-days-title">
                  {productMessages.corporateViewDaysTitle}
                </Title>
                <DayTable data={corporate.data} />
              </Stack>
            </>
          )
        ) : corporate.isPending && from && to ? (
          <PageLoader label={productMessages.corporateViewLoading} />
        ) : null}

        <WeeklyHppd today={today} />
      </Stack>
    </Container>
  );
}
