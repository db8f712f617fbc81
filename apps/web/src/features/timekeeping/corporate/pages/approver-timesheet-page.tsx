import { Alert, Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ApproverTimesheet } from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { formatDate, formatNotificationTime, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../../api/toasts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LinkRefusedPage, linkRefusal } from '../../../../components/link-page';
import { PageLoader } from '../../../../components/page-loader';
import { PublicPage } from '../../../../components/public-page';
import { useApproverTimesheet, useApproveRemaining, useDecideLine, useSubmitTimesheet } from '../api/approver';
import { AttendanceDialog } from '../components/attendance-dialog';
import { DisputeDialog } from '../components/dispute-dialog';
import { hoursText, LineStatusBadge, periodText, SheetStatusBadge } from '../components/sheet-status';

type Line = ApproverTimesheet['nurses'][number]['lines'][number];

/**
 * Public `/corporate-timesheet/:token` and `/corporate-timesheet-new/:token`: the agency's or
 * corporate office's approver reviews a pay period's hours per nurse per day, approves or
 * disputes each line, logs missing attendances and submits. The link is the only credential.
 */
export function ApproverTimesheetPage() {
  const { token = '' } = useParams();
  const sheet = useApproverTimesheet(token);
  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError)
    return (
      <LinkRefusedPage title="Timesheet" {...linkRefusal(sheet.error, productMessages.corporateLinkUnknown, () => void sheet.refetch())} />
    );
  return <ApproverSheet token={token} sheet={sheet.data} />;
}

function ApproverSheet({ token, sheet }: { token: string; sheet: ApproverTimesheet }) {
  const open = sheet.status === 'SENT' || sheet.status === 'IN_REVIEW';
  const decide = useDecideLine(token);
  const approveRemaining = useApproveRemaining(token);
  const submit = useSubmitTimesheet(token);
  const [disputing, setDisputing] = useState<{ id: string; label: string; comment: string | null } | null>(null);
  const [logging, setLogging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const zone = sheet.timezone;
  const time = (at: string | null) => (at ? formatTime(at, zone) : '—');
  const withLines = sheet.nurses.filter((n) => n.lines.length > 0);

  const approve = (line: Line) => decide.mutate({ lineId: line.id, body: { decision: 'APPROVED' } });
  const dispute = async (comment: string) => {
    if (!disputing) return;
    try {
      await decide.mutateAsync({ lineId: disputing.id, body: { decision: 'DISPUTED', comment } });
      setDisputing(null);
    } catch {
      // Shown by the API client.
    }
  };
  const send = async () => {
    try {
      const answer = await submit.mutateAsync();
      showToast('success', answer.message);
    } catch {
      // Shown by the API client.
    }
    setConfirming(false);
  };

  return (
    <PublicPage size="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Timesheet for approval
          </Title>
          <Text>
            {sheet.facility_name} · {sheet.agency_name}
          </Text>
          <Group gap="sm" mt={4}>
            <Text size="sm">Pay period {periodText(sheet.period_start, sheet.period_end)}</Text>
            <SheetStatusBadge status={sheet.status} />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            Times are in the facility's time zone ({zone}). This link works until {formatNotificationTime(sheet.link_expires_at, zone)}.
          </Text>
        </div>

        {!open && (
          <Alert color={sheet.status === 'APPROVED' ? 'teal' : 'yellow'} title="Submitted">
            {sheet.submitted_at ? `You submitted this timesheet on ${formatNotificationTime(sheet.submitted_at, zone)}. ` : ''}
            {productMessages.corporateAlreadySubmitted}
          </Alert>
        )}

        {withLines.map((nurse) => (
          <section key={nurse.employee_id} aria-labelledby={`nurse-${nurse.employee_id}`}>
            <Group justify="space-between" mb={4}>
              <Title order={2} size="h4" id={`nurse-${nurse.employee_id}`}>
                {nurse.name}
                {nurse.job_title ? ` (${nurse.job_title})` : ''}
              </Title>
              <Text size="sm" fw={500}>
                Total {hoursText(nurse.worked_minutes)} hours
              </Text>
            </Group>
            <ScrollArea.Autosize type="auto">
              <Table striped miw={640} aria-label={`Hours of ${nurse.name}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Clock in</Table.Th>
                    <Table.Th>Clock out</Table.Th>
                    <Table.Th>Hours</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Comment</Table.Th>
                    {open && <Table.Th>Decision</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {nurse.lines.map((line) => {
                    const label = `${nurse.name} on ${formatDate(line.work_date)}`;
                    return (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          {formatDate(line.work_date)}
                          {line.kind === 'LOGGED_ATTENDANCE' && (
                            <Text size="xs" c="dimmed">
                              Logged by you
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{time(line.clock_in_at)}</Table.Td>
                        <Table.Td>{time(line.clock_out_at)}</Table.Td>
                        <Table.Td>{hoursText(line.worked_minutes)}</Table.Td>
                        <Table.Td>
                          <LineStatusBadge status={line.status} />
                        </Table.Td>
                        <Table.Td>{line.comment ?? ''}</Table.Td>
                        {open && (
                          <Table.Td>
                            {line.kind === 'TIMECARD' && (
                              <Group gap={4} wrap="nowrap">
                                <Button
                                  size="compact-sm"
                                  variant={line.status === 'APPROVED' ? 'filled' : 'default'}
                                  color="teal.9"
                                  aria-label={`Approve ${label}`}
                                  aria-pressed={line.status === 'APPROVED'}
                                  onClick={() => approve(line)}
                                >
                                  Approve
                                </Button>
                                <Button
                                  size="compact-sm"
                                  variant={line.status === 'DISPUTED' ? 'filled' : 'default'}
                                  color="red.9"
                                  aria-label={`Dispute ${label}`}
                                  aria-pressed={line.status === 'DISPUTED'}
                                  onClick={() => setDisputing({ id: line.id, label, comment: line.comment })}
                                >
                                  Dispute
                                </Button>
                              </Group>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </section>
        ))}

        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            All nurses: {hoursText(sheet.worked_minutes)} hours in {sheet.counts.lines} {sheet.counts.lines === 1 ? 'line' : 'lines'}
          </Text>
          <Text size="sm" aria-live="polite">
            {sheet.counts.approved} approved, {sheet.counts.disputed} disputed, {sheet.counts.pending} pending
          </Text>
        </Group>

        {open && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => setLogging(true)}>
              Log missing attendance
            </Button>
            <Button
              variant="default"
              disabled={sheet.counts.pending === 0}
              loading={approveRemaining.isPending}
              onClick={() => approveRemaining.mutate()}
            >
              Approve all remaining
            </Button>
            <Button disabled={sheet.counts.pending > 0} onClick={() => setConfirming(true)}>
              Submit
            </Button>
          </Group>
        )}
        {open && sheet.counts.pending > 0 && (
          <Text size="sm" c="dimmed" ta="right">
            {productMessages.corporateSubmitPending(sheet.counts.pending)}
          </Text>
        )}
      </Stack>

      <DisputeDialog
        key={disputing?.id ?? 'none'}
        line={disputing}
        onClose={() => setDisputing(null)}
        onDispute={dispute}
        loading={decide.isPending}
      />
      <AttendanceDialog token={token} sheet={sheet} opened={logging} onClose={() => setLogging(false)} />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send()}
        title="Submit timesheet?"
        confirmLabel="Submit"
        loading={submit.isPending}
      >
        {sheet.counts.disputed > 0
          ? `You approve ${sheet.counts.approved} and dispute ${sheet.counts.disputed} ${sheet.counts.disputed === 1 ? 'line' : 'lines'}.`
          : `You approve all ${sheet.counts.approved} lines.`}{' '}
        The facility is told at once, and the timesheet cannot be changed afterwards.
      </ConfirmDialog>
    </PublicPage>
  );
}
