import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { sendCorporateTimesheetBody } from '@careroster/shared/api/timekeeping/corporate/send-corporate-timesheet';
import { showToast } from '../../../../api/toasts';
import { GenericModal } from '../../../../components/generic-modal';
import { useCorporateOptions, useSendCorporateTimesheet } from '../api/corporate';
import { periodText } from './sheet-status';

export interface SendTimesheetDialogProps {
  opened: boolean;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'agency_id' | 'approver_name' | 'approver_email', string>>;

/**
 * "Send timesheet": one agency's hours of one pay period of the facility to an approver. The
 * agencies show how many lines of hours the period has; one without hours in the period or with a
 * sheet already open cannot be chosen (the server refuses both with its own message).
 */
export function SendTimesheetDialog({ opened, onClose }: SendTimesheetDialogProps) {
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [agencyId, setAgencyId] = useState<string | null>(null);
  const [approverName, setApproverName] = useState('');
  const [approverEmail, setApproverEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const options = useCorporateOptions(periodStart, opened);
  const send = useSendCorporateTimesheet();
  const chosenPeriod = periodStart ?? options.data?.period.start ?? null;
  const agency = options.data?.agencies.find((a) => a.id === agencyId) ?? null;

  const reset = () => {
    setAgencyId(null);
    setApproverName('');
    setApproverEmail('');
    setErrors({});
  };
  const close = () => {
    reset();
    setPeriodStart(null);
    onClose();
  };

  const submit = async () => {
    const parsed = sendCorporateTimesheetBody.safeParse({
      agency_id: agencyId ?? '',
      period_start: chosenPeriod ?? '',
      approver_name: approverName,
      approver_email: approverEmail,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= field === 'agency_id' ? 'Please choose an agency.' : issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      const answer = await send.mutateAsync({
        agency_id: parsed.data.agency_id,
        period_start: parsed.data.period_start,
        approver_name: approverName,
        approver_email: approverEmail,
      });
      showToast('success', answer.message);
      close();
    } catch {
      // The API client has shown why; the dialog keeps what was typed.
    }
  };

  return (
    <GenericModal
      opened={opened}
      onClose={close}
      title="Send timesheet"
      size="lg"
      onSecondary={close}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Send"
      confirmLoading={send.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            label="Pay period"
            data={(options.data?.periods ?? []).map((p) => ({ value: p.start, label: periodText(p.start, p.end) }))}
            value={chosenPeriod}
            onChange={(value) => {
              setPeriodStart(value);
              setAgencyId(null);
            }}
            allowDeselect={false}
          />
          <Select
            label="Agency"
            placeholder="Choose an agency"
            required
            searchable
            // An agency the server would refuse is shown, greyed, with the reason, not offered.
            data={(options.data?.agencies ?? []).map((a) => ({
              value: a.id,
              label:
                a.lines === 0
                  ? `${a.name} (no hours in this period)`
                  : a.open_sheet_id
                    ? `${a.name} (already sent: resend it from the list)`
                    : `${a.name} (${a.lines} ${a.lines === 1 ? 'line' : 'lines'})`,
              disabled: a.lines === 0 || a.open_sheet_id !== null,
            }))}
            value={agencyId}
            error={errors.agency_id}
            onChange={(value) => {
              setAgencyId(value);
              setErrors((e) => ({ ...e, agency_id: undefined }));
              const chosen = options.data?.agencies.find((a) => a.id === value);
              if (chosen?.email && approverEmail === '') setApproverEmail(chosen.email);
            }}
          />
          {agency && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {`${agency.lines} ${agency.lines === 1 ? 'line' : 'lines'} of hours of this agency’s nurses will be sent.`}
            </Text>
          )}
          <TextInput
            label="Approver name"
            value={approverName}
            error={errors.approver_name}
            onChange={(e) => setApproverName(e.currentTarget.value)}
          />
          <TextInput
            label="Approver e-mail"
            type="email"
            required
            value={approverEmail}
            error={errors.approver_email}
            onChange={(e) => {
              setApproverEmail(e.currentTarget.value);
              setErrors((x) => ({ ...x, approver_email: undefined }));
            }}
          />
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Stack>
      </form>
    </GenericModal>
  );
}
