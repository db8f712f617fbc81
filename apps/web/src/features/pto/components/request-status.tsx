import { Badge } from '@mantine/core';
import type { PtoRequestStatus } from '@careroster/shared/timekeeping/values';

const looks: Record<PtoRequestStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'green' },
  DENIED: { label: 'Denied', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

export const requestStatusLabel = (status: PtoRequestStatus) => looks[status].label;

export function RequestStatus({ status }: { status: PtoRequestStatus }) {
  return (
    <Badge variant="light" color={looks[status].color}>
      {looks[status].label}
    </Badge>
  );
}
