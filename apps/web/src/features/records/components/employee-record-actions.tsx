import { Button, Group, List, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import type { EmployeeDetail } from '@careroster/shared/api/employees/employee';
import type { Deactivation } from '@careroster/shared/api/records/employee-status';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../api/toasts';
import { useAppStore } from '../../../store/app-store';
import { useDeactivationPreview, useSetEmployeeStatus } from '../api/people';
import { EditEmployeeDialog } from './edit-employee-dialog';

/** The lines of the confirmation: exactly what the server says deactivating her changes. */
export function consequenceLines(d: Deactivation): string[] {
  const lines = [
    ...(d.bookings.length > 0 ? [productMessages.deactivationBookings(d.bookings.length)] : []),
    ...(d.applications > 0 ? [productMessages.deactivationApplications(d.applications)] : []),
    ...(d.offers > 0 ? [productMessages.deactivationOffers(d.offers)] : []),
    ...(d.time_clock_link ? [productMessages.deactivationTimeClockLink] : []),
    ...(d.time_clock_passcode ? [productMessages.deactivationTimeClockPasscode] : []),
    ...(d.message_tokens > 0 ? [productMessages.deactivationMessageTokens(d.message_tokens)] : []),
  ];
  return [...(lines.length > 0 ? lines : [productMessages.deactivationNothingHeld]), productMessages.deactivationTexted];
}

function Consequences({ employeeId }: { employeeId: string }) {
  const preview = useDeactivationPreview(employeeId, true);
  if (preview.isPending) return <Loader size="sm" aria-label="Loading what changes" />;
  if (!preview.data) return null;
  return (
    <>
      <List size="sm" spacing={4} aria-label="What changes">
        {consequenceLines(preview.data).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {preview.data.bookings.length > 0 && (
        <List size="xs" mt="xs" c="dimmed" aria-label="Cancelled bookings">
          {preview.data.bookings.map((b) => (
            <List.Item key={b.shift_id}>
              {b.title}, {formatDate(b.starts_at)} {formatTime(b.starts_at)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/**
 * The profile tab's actions on her record (decision 063): Edit, and Deactivate (its confirmation
 * lists what changes, read from the server) or Reactivate. For those who may change staff.
 */
export function EmployeeRecordActions({ employee }: { employee: EmployeeDetail }) {
  const role = useAppStore((state) => state.auth.role);
  const [open, setOpen] = useState<'edit' | 'status' | null>(null);
  const status = useSetEmployeeStatus(employee.id);
  if (!can(role, 'staff:write')) return null;
  const name = `${employee.first_name} ${employee.last_name}`;
  const to = employee.status === 'INACTIVE' ? 'ACTIVE' : 'INACTIVE';
  const confirm = async () => {
    try {
      const answer = await status.mutateAsync(to);
      showToast('success', answer.message);
    } catch {
      // The API client already showed the failure.
    }
    setOpen(null);
  };
  return (
    <Group gap="xs" mb="md">
      <Button variant="default" onClick={() => setOpen('edit')}>
        {productMessages.editEmployee}
      </Button>
      {employee.status !== 'INVITED' && (
        <Button variant="default" color={to === 'INACTIVE' ? 'red' : undefined} onClick={() => setOpen('status')}>
          {to === 'INACTIVE' ? productMessages.deactivateEmployee : productMessages.reactivateEmployee}
        </Button>
      )}
      {open === 'edit' && <EditEmployeeDialog employee={employee} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        opened={open === 'status'}
        onClose={() => setOpen(null)}
        onConfirm={() => void confirm()}
        loading={status.isPending}
        title={to === 'INACTIVE' ? productMessages.deactivateTitle(name) : productMessages.reactivateTitle(name)}
        confirmLabel={to === 'INACTIVE' ? productMessages.deactivateEmployee : productMessages.reactivateEmployee}
      >
        {open === 'status' && to === 'INACTIVE' ? (
          <Consequences employeeId={employee.id} />
        ) : (
          <Text size="sm">{productMessages.reactivationNote}</Text>
        )}
      </ConfirmDialog>
    </Group>
  );
}
