import { productMessages } from '@careroster/shared/messages';
import { Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { applicantStatuses, labelOf, workerTypes } from '@careroster/shared/lookups';
import { formatDate } from '@careroster/shared/format/date-time';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useApplicantAction, useApplicants } from '../api/applicants';

// Spec 001 section 2, sample shift screen: the applicant status choices are Select, Accept, Reject.
const statusChoices = [
  { value: '', label: 'Select' },
  { value: 'ACCEPTED', label: 'Accept' },
  { value: 'REJECTED', label: 'Reject' },
];

export function ApplicantsList({ shiftId }: { shiftId: string }) {
  const applicants = useApplicants(shiftId);
  const action = useApplicantAction(shiftId);
  if (applicants.isPending) return <PageLoader label="Loading applicants" />;
  const list = applicants.data ?? [];
  if (list.length === 0) return <EmptyState title={productMessages.noApplicants} />;
  return (
    <Stack gap="xs">
      {list.map((applicant) => {
        const name = `${applicant.first_name} ${applicant.last_name}`;
        return (
          <Paper key={applicant.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{name}</Text>
                <Text size="xs" c="dimmed">
                  {labelOf(workerTypes, applicant.type)} · {applicant.job_title} · applied {formatDate(applicant.applied_at)}
                </Text>
              </Stack>
              {applicant.status === 'PENDING' ? (
                <NativeSelect
                  label={`Status of ${name}`}
                  data={statusChoices}
                  value=""
                  disabled={action.isPending}
                  onChange={(event) => {
                    const status = event.currentTarget.value;
                    if (status === 'ACCEPTED' || status === 'REJECTED') action.mutate({ applicantId: applicant.id, status });
                  }}
                />
              ) : (
                <Badge color={applicant.status === 'ACCEPTED' ? 'teal' : 'gray'} variant="light">
                  {labelOf(applicantStatuses, applicant.status)}
                </Badge>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
