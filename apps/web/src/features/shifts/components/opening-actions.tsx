import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ShiftBooking } from '@careroster/shared/api/shifts/list-shift-bookings';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';
import { useShiftBookings } from '../api/opening-changes';
import { OpeningChangeDialog, type OpeningOperation } from './opening-change-dialog';

const actions: { operation: OpeningOperation; label: string; color?: string }[] = [
  { operation: 'time', label: productMessages.openingEditTime },
  { operation: 'split', label: productMessages.openingSplit },
  { operation: 'merge', label: productMessages.openingMerge },
  { operation: 'delete', label: productMessages.openingDelete, color: 'red' },
];

/**
 * The shift details page's changes of a booked opening (issue 28, decision 070): edit time, split,
 * merge, delete, and a swap from each booked nurse. Only for someone who may change shifts, and
 * only before the shift's clock-in window opens (the server says so otherwise).
 */
export function OpeningActions({ shift }: { shift: Shift }) {
  const mayChange = can(
    useAppStore((state) => state.auth.role),
    'shifts:write',
  );
  const navigate = useNavigate();
  const [open, setOpen] = useState<{ operation: OpeningOperation; booking?: ShiftBooking } | null>(null);
  const bookings = useShiftBookings(mayChange ? shift.id : null);
  if (!mayChange || shift.status !== 'UPCOMING') return null;
  const booked = bookings.data?.results ?? [];
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        {actions.map((a) => (
          <Button key={a.operation} size="xs" variant="light" color={a.color} onClick={() => setOpen({ operation: a.operation })}>
            {a.label}
          </Button>
        ))}
      </Group>
      {booked.length > 0 && (
        <Paper withBorder p="sm">
          <Title order={3} size="h6" mb="xs">
            Booked nurses
          </Title>
          <Stack gap={6}>
            {booked.map((b) => (
              <Group key={b.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {b.name} · {b.job_title}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`${productMessages.openingSwap} ${b.name}`}
                  onClick={() => setOpen({ operation: 'swap', booking: b })}
                >
                  {productMessages.openingSwap}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      {open && (
        <OpeningChangeDialog
          opened
          onClose={() => setOpen(null)}
          operation={open.operation}
          shift={shift}
          {...(open.booking ? { booking: open.booking } : {})}
          onApplied={() => {
            if (open.operation === 'delete') void navigate(paths.shifts);
          }}
        />
      )}
    </Stack>
  );
}
