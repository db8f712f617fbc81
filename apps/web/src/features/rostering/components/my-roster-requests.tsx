import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { REQUEST_NOTE_MAX } from '@careroster/shared/rostering/facility-problem';
import { RequestWhenFields, WHOLE_DAY, type RequestWhen } from './request-fields';
import { useCreateMyRosterRequest, useMyRosterRequests, useWithdrawMyRosterRequest } from '../api/my-requests';

/**
 * The nurse's schedule requests on her time-clock page (issue 29), beside her PTO request: a day
 * off, or a shift on or off, and how much it matters (1 to 3 of the facility's scale), from today
 * on; she may withdraw her own.
 */
export function MyRosterRequests({ device }: { device: string }) {
  const mine = useMyRosterRequests(device);
  const create = useCreateMyRosterRequest(device);
  const withdraw = useWithdrawMyRosterRequest(device);
  const [when, setWhen] = useState<RequestWhen>({ date: '', timingId: WHOLE_DAY, kind: 'OFF' });
  const [weight, setWeight] = useState('2');
  const [note, setNote] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const timings = mine.data?.timings ?? [];
  const codeOf = new Map(timings.map((t) => [t.id, t.code]));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!when.date) return setDateError(productMessages.rbRequestDateRequired);
    setDateError(null);
    create.mutate(
      { date: when.date, timing_id: when.timingId || null, kind: when.kind, weight: Number(weight), note: note.trim() || null },
      {
        onSuccess: () => {
          setDone(productMessages.rbMyRequestSent);
          setWhen((w) => ({ ...w, date: '' }));
          setNote('');
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="my-roster-requests">
      <Title order={2} size="h4" id="my-roster-requests">
        {productMessages.rbMyRequests}
      </Title>
      <Text size="sm" c="dimmed">
        {productMessages.rbMyRequestsIntro}
      </Text>
      {mine.isError ? (
        <Alert color="red" role="alert">
          {mine.error.message}
        </Alert>
      ) : mine.data && mine.data.results.length === 0 ? (
        <Text size="sm">{productMessages.rbMyRequestsEmpty}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(mine.data?.results ?? []).map((r) => (
            <Group key={r.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {formatDate(r.date)} ·{' '}
                {productMessages.rbRequestWhat(
                  productMessages.rbMyRequestKinds[r.kind] ?? r.kind,
                  r.timing_id ? (codeOf.get(r.timing_id) ?? '') : productMessages.rbRequestWholeDay,
                )}{' '}
                · {productMessages.rbMyRequestWeights[Math.min(3, Math.max(1, r.weight)) - 1]}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={productMessages.rbMyRequestWithdraw(formatDate(r.date))}
                loading={withdraw.isPending && withdraw.variables === r.id}
                onClick={() => withdraw.mutate(r.id, { onSuccess: () => setDone(productMessages.rbMyRequestWithdrawn) })}
              >
                {productMessages.rbMyRequestWithdrawShort}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate aria-label={productMessages.rbMyRequests}>
        <Stack gap="xs">
          <RequestWhenFields
            value={when}
            onChange={(patch) => setWhen((w) => ({ ...w, ...patch }))}
            timings={timings}
            dateError={dateError}
            kindLabel={productMessages.rbMyRequestKind}
            kindLabels={productMessages.rbMyRequestKinds}
          />
          <NativeSelect
            label={productMessages.rbMyRequestWeight}
            data={productMessages.rbMyRequestWeights.map((label, i) => ({ value: String(i + 1), label }))}
            value={weight}
            onChange={(e) => setWeight(e.currentTarget.value)}
          />
          <TextInput
            label={productMessages.rbRequestNote}
            maxLength={REQUEST_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          )}
          {withdraw.isError && (
            <Alert color="red" role="alert">
              {withdraw.error.message}
            </Alert>
          )}
          <div role="status" aria-live="polite">
            {done && <Alert color="teal">{done}</Alert>}
          </div>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {productMessages.rbMyRequestAdd}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
