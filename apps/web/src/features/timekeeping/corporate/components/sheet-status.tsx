import { Badge } from '@mantine/core';
import type { CorporateLineStatus, CorporateTimesheetStatus } from '@careroster/shared/timekeeping/values';
import { formatDate } from '@careroster/shared/format/date-time';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';

const sheetLabels: Record<CorporateTimesheetStatus, { label: string; color: string }> = {
  SENT: { label: 'Sent', color: 'blue' },
  IN_REVIEW: { label: 'In review', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'teal' },
  DISPUTED: { label: 'Disputed', color: 'red' },
};
const lineLabels: Record<CorporateLineStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'gray' },
  APPROVED: { label: 'Approved', color: 'teal' },
  DISPUTED: { label: 'Disputed', color: 'red' },
};

export function SheetStatusBadge({ status }: { status: CorporateTimesheetStatus }) {
  const { label, color } = sheetLabels[status];
  return (
    <Badge variant="light" color={color}>
      {label}
    </Badge>
  );
}

export function LineStatusBadge({ status }: { status: CorporateLineStatus }) {
  const { label, color } = lineLabels[status];
  return (
    <Badge variant="light" color={color}>
      {label}
    </Badge>
  );
}

export const periodText = (start: string, end: string) => `${formatDate(start)} – ${formatDate(end)}`;
export const hoursText = (minutes: number) => hoursOf(minutes).toFixed(2);
