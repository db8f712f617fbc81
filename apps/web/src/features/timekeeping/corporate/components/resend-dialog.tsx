import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CorporateTimesheetSummary } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet';
import { resendCorporateTimesheetBody } from '@careroster/shared/api/timekeeping/corporate/resend-corporate-timesheet';
import { showToast } from '../../../../api/toasts';
import { GenericModal } from '../../../../components/generic-modal';
import { useResendCorporateTimesheet } from '../api/corporate';

/**
 * Resend: a fresh link (to a corrected address if need be); the one sent before stops working.
 * Keyed by the sheet by its caller, so each opening starts from that sheet's approver.
 */
export function ResendDialog({ sheet, onClose }: { sheet: CorporateTimesheetSummary | null; onClose: () => void }) {
  const [name, setName] = useState(sheet?.approver_name ?? '');
  const [email, setEmail] = useState(sheet?.approver_email ?? '');
  const [error, setError] = useState<string | null>(null);
  const resend = useResendCorporateTimesheet();

  const confirm = async () => {
    if (!sheet) return;
    const parsed = resendCorporateTimesheetBody.safeParse({ approver_name: name, approver_email: email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const answer = await resend.mutateAsync({ sheetId: sheet.id, body: { approver_name: name, approver_email: email } });
      showToast('success', answer.message);
      onClose();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <GenericModal
      opened={sheet !== null}
      onClose={onClose}
      title="Resend timesheet"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void confirm()}
      confirmLabel="Resend"
      confirmLoading={resend.isPending}
    >
      <Stack>
        <Text size="sm">A new link goes to the approver. The link sent before stops working; decisions already made are kept.</Text>
        <TextInput label="Approver name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="Approver e-mail"
          type="email"
          required
          value={email}
          error={error}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </Stack>
    </GenericModal>
  );
}
