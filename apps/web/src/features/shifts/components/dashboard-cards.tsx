import { Card, SimpleGrid, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import { MONEY_DECIMALS } from '@careroster/shared/constants';
import { formatMoney, formatTotalSpent } from '@careroster/shared/format/money';
import { fixed, formatPercent } from '@careroster/shared/format/number';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';

const hours = (value: number) => fixed(value, MONEY_DECIMALS);
const maybe = (value: number | null) => (value === null ? messages.missingValue : fixed(value, MONEY_DECIMALS));

function MetricCard({ title, value, subtitle, to }: { title: string; value: ReactNode; subtitle?: string; to?: string }) {
  const content = (
    <>
      <Text size="xs" fw={700} c="dimmed">
        {title}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {subtitle && (
        <Text size="xs" c="dimmed">
          {subtitle}
        </Text>
      )}
    </>
  );
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={title}>
      {to ? (
        // Named by what it shows, so a voice user can say the title (WCAG 2.5.3 label in name).
        <UnstyledButton component={Link} to={to}>
          {content}
          <VisuallyHidden>open the overtime list</VisuallyHidden>
        </UnstyledButton>
      ) : (
        content
      )}
    </Card>
  );
}

/** Spec 001 section 2, "Dashboard cards". */
export function DashboardCards({ data }: { data: Dashboard }) {
  const { filled, total } = data.open_positions;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <MetricCard title={messages.dashboardOpenPositions} value={`${filled}/${total}`} subtitle={formatPercent(filled, total)} />
      <MetricCard title={messages.dashboardTotalSpent} value={formatTotalSpent(data.total_spent)} />
      <MetricCard
        title={messages.dashboardHppd}
        value={`${maybe(data.hppd.confirmed)} / ${maybe(data.hppd.budgeted)}`}
        subtitle={messages.dashboardBudgeted}
      />
      <MetricCard title={messages.dashboardExternalHours} value={hours(data.external_hours)} subtitle={messages.dashboardConfirmed} />
      <MetricCard
        title={productMessages.dashboardActualHppd}
        value={maybe(data.hppd.actual)}
        subtitle={productMessages.dashboardApprovedTimecards}
      />
      <MetricCard title={messages.dashboardAgencyHours} value={hours(data.agency_hours)} subtitle={messages.dashboardConfirmed} />
      <MetricCard
        title={productMessages.dashboardAgencySpend}
        value={formatMoney(data.agency_spend)}
        subtitle={messages.dashboardConfirmed}
      />
      <MetricCard title={messages.dashboardInternalHours} value={hours(data.internal_hours)} subtitle={messages.dashboardConfirmed} />
      <MetricCard title={messages.dashboardOvertime} value={hours(data.overtime_hours)} to={paths.overtime} />
    </SimpleGrid>
  );
}

/** Spec 001 section 2: a floor card shows 'name accepted/budgeted'. */
export function FloorCards({ floors }: { floors: Dashboard['floors'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {floors.map((floor) => (
        <Tooltip key={floor.id} label={messages.floorCardTooltip} events={{ hover: true, focus: true, touch: true }}>
          <Card
            withBorder
            padding="sm"
            radius="md"
            tabIndex={0}
            aria-label={`${floor.name} ${floor.accepted}/${floor.budgeted} ${messages.floorCardTooltip}`}
          >
            <Text fw={600}>
              {floor.name} {floor.accepted}/{floor.budgeted}
            </Text>
          </Card>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
