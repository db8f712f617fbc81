import { Badge, Group, Text } from '@mantine/core';
import type { PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';

/** A week's notice turns the countdown orange; overdue is red. */
const SOON_DAYS = 7;

export function countdownText(daysLeft: number): string {
  if (daysLeft > 0) return productMessages.pbjDueIn(daysLeft);
  if (daysLeft === 0) return productMessages.pbjDueToday;
  return productMessages.pbjOverdue(-daysLeft);
}

/** The quarter's dates, its deadline (45 days after it ends) and the days left. */
export function Deadline({ quarter }: { quarter: PbjAnswer['quarter'] }) {
  const color = quarter.days_left < 0 ? 'red' : quarter.days_left <= SOON_DAYS ? 'orange' : 'blue';
  return (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {productMessages.pbjPeriod(formatDate(quarter.start), formatDate(quarter.end))}
      </Text>
      <Text size="sm" fw={600}>
        {productMessages.pbjDeadline(formatDate(quarter.deadline))}
      </Text>
      <Badge color={color} variant="light" data-testid="pbj-countdown">
        {countdownText(quarter.days_left)}
      </Badge>
    </Group>
  );
}
