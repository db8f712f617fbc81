import { Badge } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import type { PayrollRunStatus } from '@careroster/shared/money/values';

const color: Record<PayrollRunStatus, string> = { DRAFT: 'gray', APPROVED: 'blue', PAID: 'green' };

export function RunStatusBadge({ status }: { status: PayrollRunStatus }) {
  return (
    <Badge color={color[status]} variant="light" data-testid="payroll-status">
      {productMessages.payrollStatus[status]}
    </Badge>
  );
}
