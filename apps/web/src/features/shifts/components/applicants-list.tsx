import { useState } from 'react';
import { Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { Applicant } from '@careroster/shared/api/shifts/staffing';
import { applicantStatuses, labelOf, workerTypes } from '@careroster/shared/lookups';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useApplicantAction, useApplicants } from '../api/applicants';
import { useSingleFlight } from '../../../components/use-single-flight';
import { OvertimeReasonField, overtimeBlockOf, warnOvertime } from './overtime-notice';
import { MessageButton } from '../../messages';

type Decision = 'ACCEPTED' | 'REJECTED';

// Spec 001 section 2, sample shift screen: the applicant status choices are Select, Accept, Reject.
const statusChoices = [
  { value: '', label: 'Select' },
  { value: 'ACCEPTED', label: 'Accept' },
  { value: 'REJECTED', label: 'Reject' },
];

const nameOf = (applicant: Applicant) => `${applicant.first_name} ${applicant.last_name}`;

/** The Applicants tab. A decision books a nurse or turns her away, so it is confirmed first. */
export function ApplicantsList({ shiftId }: { shiftId: string }) {
  const applicants = useApplicants(shiftId);
  const action = useApplicantAction(shiftId);
  const [deciding, setDeciding] = useState<{ applicant: Applicant; status: Decision } | null>(null);
  // Overtime the facility blocks: the lines, and the reason that accepts anyway (issue 12).
  const [overtime, setOvertime] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const close = () => {
    setDeciding(null);
    setOvertime(null);
    setReason('');
    setReasonError(null);
  };
  const [decide, pending] = useSingleFlight(async ({ applicant, status }: { applicant: Applicant; status: Decision }) => {
    try {
      const answer = await action.mutateAsync({
        applicantId: applicant.id,
        status,
        ...(overtime ? { override_reason: reason.trim() } : {}),
      });
      showToast(
        'success',
        status === 'ACCEPTED' ? productMessages.applicantAccepted(nameOf(applicant)) : productMessages.applicantRejected(nameOf(applicant)),
      );
      warnOvertime(answer.overtime);
      close();
    } catch (error) {
      const blocked = overtimeBlockOf(error);
      if (blocked) return setOvertime(blocked);
      // The call's own refusal names its rule.
      showToast('error', error instanceof Error ? error.message : messages.somethingWentWrong);
      close();
    }
  });
  if (applicants.isPending) return <PageLoader label="Loading applicants" />;
  const list = applicants.data ?? [];
  if (list.length === 0) return <EmptyState title={productMessages.noApplicants} />;

  const confirm = () => {
    if (!deciding) return;
    if (overtime && reason.trim() === '') return setReasonError(productMessages.overtimeReasonRequired);
    void decide(deciding);
  };

  return (
    <Stack gap="xs">
      {list.map((applicant) => {
        const name = nameOf(applicant);
        return (
          <Paper key={applicant.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{name}</Text>
                <Text size="xs" c="dimmed">
                  {labelOf(workerTypes, applicant.type)} · {applicant.job_title} · applied {formatDate(applicant.applied_at)}
                </Text>
              </Stack>
              <Group gap="xs" wrap="wrap" align="flex-end">
                <MessageButton employeeId={applicant.employee_id} name={name} size="xs" />
                {applicant.status === 'PENDING' ? (
                  <NativeSelect
                    label={`Status of ${name}`}
                    data={statusChoices}
                    value=""
                    disabled={pending}
                    onChange={(event) => {
                      const status = event.currentTarget.value;
                      if (status === 'ACCEPTED' || status === 'REJECTED') setDeciding({ applicant, status });
                    }}
                  />
                ) : (
                  <Badge color={applicant.status === 'ACCEPTED' ? 'teal' : 'gray'} variant="light">
                    {labelOf(applicantStatuses, applicant.status)}
                  </Badge>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
      <ConfirmDialog
        opened={deciding !== null}
        onClose={close}
        onConfirm={confirm}
        loading={pending}
        error={reasonError}
        title={
          deciding
            ? productMessages.confirmApplicantTitle(deciding.status === 'ACCEPTED' ? 'Accept' : 'Reject', nameOf(deciding.applicant))
            : ''
        }
        confirmLabel={deciding?.status === 'REJECTED' ? 'Reject' : overtime ? productMessages.overtimeBookAnyway : 'Accept'}
      >
        {deciding?.status === 'REJECTED' ? productMessages.confirmRejectBody : productMessages.confirmAcceptBody}
        {overtime && (
          <Stack gap="xs" mt="sm">
            <OvertimeReasonField lines={overtime} reason={reason} onReason={setReason} />
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
