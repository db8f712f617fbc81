import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { PayrollLineView } from '@careroster/shared/api/payroll/payroll-run';
import { formatMoney } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { usePayRun } from '../api/payroll';

/**
 * "Run payroll": the external nurses the vault still owes, each with a checkbox (all chosen at
 * first). Confirming with none chosen is the spec's 'Please select atleast one employee'.
 */
export function PayDialog({ runId, lines, onClose }: { runId: string; lines: PayrollLineView[]; onClose: () => void }) {
  const owed = lines.filter((l) => l.worker_type === 'EN' && l.paid === false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(owed.map((l) => l.employee_id)));
  const pay = usePayRun();
  const total = owed.filter((l) => chosen.has(l.employee_id)).reduce((sum, l) => sum + l.gross, 0);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const confirm = () => {
    if (chosen.size === 0) {
      showToast('warn', messages.selectAtLeastOneEmployee);
      return;
    }
    pay.mutate(
      { runId, employeeIds: [...chosen] },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
      },
    );
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.payrollRunTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={confirm}
      confirmLabel={`Pay ${formatMoney(total)}`}
      confirmLoading={pay.isPending}
    >
      {owed.length === 0 ? (
        <Text size="sm">{productMessages.payrollRunNone}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{productMessages.payrollRunBody}</Text>
          {owed.map((l) => (
            <Checkbox
              key={l.employee_id}
              label={`${l.name}: ${formatMoney(l.gross)}`}
              checked={chosen.has(l.employee_id)}
              onChange={() => toggle(l.employee_id)}
            />
          ))}
        </Stack>
      )}
    </GenericModal>
  );
}
