import { Alert, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { TimeClockBooking } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { zonedInstant } from '@careroster/shared/format/wall-clock';
import { zoneAbbreviation, type TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { useProposeMissedPunch } from '../api/time-clock';

type Missed = TimeClockBooking['missed_punches'][number];

/**
 * The nurse proposes the time she forgot to punch (issue 12, "Missed punches"); the facility or
 * the shift's supervisor then approves or corrects it. The time is read in the facility's zone.
 */
export function MissedPunchForm({
  device,
  missed,
  zone,
  autoFocus = false,
}: {
  device: string;
  missed: Missed;
  zone: TimezoneCode;
  autoFocus?: boolean;
}) {
  const propose = useProposeMissedPunch(device);
  const [when, setWhen] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ when?: string; reason?: string }>({});
  const label = missed.kind === 'IN' ? 'clock-in' : 'clock-out';

  if (propose.isSuccess) return <Alert color="teal">{productMessages.timeClockMissedPunchProposed}</Alert>;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = { ...(when ? {} : { when: 'Please enter the time.' }), ...(reason.trim() ? {} : { reason: 'Please give a reason.' }) };
    setErrors(next);
    if (next.when || next.reason) return;
    const [date = '', time = ''] = when.split('T');
    propose.mutate({ missedPunchId: missed.id, time: zonedInstant(date, time.slice(0, 5), zone).toISOString(), reason: reason.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={`Propose the missed ${label}`} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Missed {label}: propose the time you {missed.kind === 'IN' ? 'started' : 'finished'}
        </Text>
        <TextInput
          type="datetime-local"
          label={`Time of ${label} (${zoneAbbreviation(zone)})`}
          value={when}
          onChange={(e) => setWhen(e.currentTarget.value)}
          error={errors.when}
          required
          autoFocus={autoFocus}
        />
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          error={errors.reason}
          rows={2}
          required
        />
        {propose.isError && (
          <Alert color="red" role="alert">
            {propose.error.message}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={propose.isPending} style={{ alignSelf: 'flex-start' }}>
          Propose time
        </Button>
      </Stack>
    </form>
  );
}
