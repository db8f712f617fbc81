import { Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { logAttendanceBody, type ApproverTimesheet } from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { addDays } from '@careroster/shared/format/wall-clock';
import { formatDate } from '@careroster/shared/format/date-time';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { showToast } from '../../../../api/toasts';
import { GenericModal } from '../../../../components/generic-modal';
import { TimeInput24h } from '../../../../components/time-input-24h';
import { productMessages } from '@careroster/shared/messages';
import { useLogAttendance } from '../api/approver';

type Field = 'employee_id' | 'work_date' | 'clock_in' | 'clock_out' | 'comment';

const daysOf = (start: string, end: string) => {
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
};

/** The approver logs an attendance the facility has no hours for: nurse, day, times on the facility's clock, why. */
export function AttendanceDialog({
  token,
  sheet,
  opened,
  onClose,
}: {
  token: string;
  sheet: ApproverTimesheet;
  opened: boolean;
  onClose: () => void;
}) {
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [workDate, setWorkDate] = useState<string | null>(null);
  const [clockIn, setClockIn] = useState('');
  const [clockOut, setClockOut] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const log = useLogAttendance(token);

  const close = () => {
    setEmployeeId(null);
    setWorkDate(null);
    setClockIn('');
    setClockOut('');
    setComment('');
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const parsed = logAttendanceBody.safeParse({
      employee_id: employeeId ?? '',
      work_date: workDate ?? '',
      clock_in: clockIn,
      clock_out: clockOut,
      comment,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      const words: Record<Field, string> = {
        employee_id: 'Please choose a nurse.',
        work_date: 'Please choose a day.',
        clock_in: 'Add valid time (format 00:00)',
        clock_out: 'Add valid time (format 00:00)',
        comment: productMessages.corporateAttendanceNeedsComment,
      };
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= field === 'comment' ? issue.message : words[field];
      }
      setErrors(next);
      return;
    }
    try {
      await log.mutateAsync(parsed.data);
      showToast('success', productMessages.corporateAttendanceLogged);
      close();
    } catch {
      // Shown by the API client; what was typed stays.
    }
  };

  return (
    <GenericModal
      opened={opened}
      onClose={close}
      title="Log missing attendance"
      onSecondary={close}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Add attendance"
      confirmLoading={log.isPending}
    >
      <Stack>
        <Select
          label="Nurse"
          required
          searchable
          data={sheet.nurses.map((n) => ({ value: n.employee_id, label: n.job_title ? `${n.name} (${n.job_title})` : n.name }))}
          value={employeeId}
          error={errors.employee_id}
          onChange={setEmployeeId}
        />
        <Select
          label="Day"
          required
          data={daysOf(sheet.period_start, sheet.period_end).map((d) => ({ value: d, label: formatDate(d) }))}
          value={workDate}
          error={errors.work_date}
          onChange={setWorkDate}
        />
        <TimeInput24h label="Clock in" required value={clockIn} onChange={setClockIn} error={errors.clock_in} />
        <TimeInput24h label="Clock out" required value={clockOut} onChange={setClockOut} error={errors.clock_out} />
        <Textarea
          label="Comment"
          required
          description="Why is this attendance missing? A clock-out before the clock-in is on the next day."
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          value={comment}
          error={errors.comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
      </Stack>
    </GenericModal>
  );
}
