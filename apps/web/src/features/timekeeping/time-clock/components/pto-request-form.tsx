import { Alert, Button, NumberInput, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { useRequestPto } from '../api/time-clock';

type Errors = { start?: string; end?: string; hours?: string };

/** The nurse asks for time off from her time clock; the facility approves or denies it in the PTO area. */
export function PtoRequestForm({ device }: { device: string }) {
  const request = useRequestPto(device);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [hours, setHours] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = typeof hours === 'number' ? hours : Number.NaN;
    const next: Errors = {
      ...(start ? {} : { start: 'Please choose the first day.' }),
      ...(!end ? { end: 'Please choose the last day.' } : start && end < start ? { end: 'The last day cannot be before the first.' } : {}),
      ...(amount > 0 && Number.isInteger(amount * 4) ? {} : { hours: 'Please enter the hours, in quarter hours.' }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    request.mutate({ start_date: start, end_date: end, hours: amount, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };

  return (
    <form onSubmit={submit} aria-labelledby="pto-heading" noValidate>
      <Stack gap="xs">
        <Title order={2} size="h4" id="pto-heading">
          Request time off
        </Title>
        {request.isSuccess ? (
          <Alert color="teal">{productMessages.timeClockPtoRequested}</Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <TextInput
                type="date"
                label="First day"
                value={start}
                onChange={(e) => setStart(e.currentTarget.value)}
                error={errors.start}
                required
              />
              <TextInput
                type="date"
                label="Last day"
                value={end}
                onChange={(e) => setEnd(e.currentTarget.value)}
                error={errors.end}
                required
              />
            </SimpleGrid>
            <NumberInput
              label="Hours"
              value={hours}
              onChange={setHours}
              min={0.25}
              step={0.25}
              decimalScale={2}
              error={errors.hours}
              required
            />
            <Textarea
              label="Reason (optional)"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
              rows={2}
            />
            {request.isError && (
              <Alert color="red" role="alert">
                {request.error.message}
              </Alert>
            )}
            <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
              Send request
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
