import { Alert, Button, Card, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zoneAbbreviation } from '@careroster/shared/lookups';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { MissedPunchAction } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import { SUPERVISOR_NAME_MAX_LENGTH } from '@careroster/shared/api/timekeeping/missed-punches/rules';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../../api/client';
import { DetailRows, LinkRefusedPage, linkRefusal, useNoReferrer } from '../../../../components/link-page';
import { PageLoader } from '../../../../components/page-loader';
import { PublicPage } from '../../../../components/public-page';
import { useActOnMissedPunch, useMissedPunchAction } from '../api/missed-punches';
import { initialWallTime, instantOf, TimeFields, type WallTime } from '../components/time-fields';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.messages.join(' ') : messages.somethingWentWrong);

function Details({ a }: { a: MissedPunchAction }) {
  const zone = a.shift.timezone;
  const dates =
    a.shift.start_date === a.shift.end_date
      ? formatDate(a.shift.start_date)
      : `${formatDate(a.shift.start_date)} – ${formatDate(a.shift.end_date)}`;
  const rows: [string, string][] = [
    ['Facility', a.facility_name],
    ['Shift', a.shift.title],
    ['Dates', dates],
    ['Time', `${a.shift.start_time} – ${a.shift.end_time} (${zoneAbbreviation(zone)})`],
    ['Nurse', a.nurse_name],
    ['Missing', productMessages.missedPunchKind[a.kind]],
    ['Proposed time', `${formatDate(a.proposed_at, zone)} ${formatTime(a.proposed_at, zone)} ${zoneAbbreviation(zone)}`],
    ["Nurse's reason", a.proposed_reason],
  ];
  return <DetailRows rows={rows} labelWidth={130} />;
}

/** Public `/missed-punch-action/:token`: the supervisor named on the shift approves the nurse's proposed time or corrects it. */
export function MissedPunchActionPage() {
  useNoReferrer();
  const { token = '' } = useParams();
  const action = useMissedPunchAction(token);
  const act = useActOnMissedPunch(token);
  const [decision, setDecision] = useState<'APPROVE' | 'CORRECT'>('APPROVE');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [time, setTime] = useState<WallTime | null>(null);

  if (action.isPending) return <PageLoader />;
  if (action.isError) {
    return (
      <LinkRefusedPage
        title={productMessages.missedPunchActionTitle}
        {...linkRefusal(action.error, productMessages.missedPunchLinkUnknown, () => void action.refetch())}
      />
    );
  }
  const a = action.data;
  const wall = a ? (time ?? initialWallTime(a.kind, { ...a.shift, id: '' }, a.proposed_at)) : null;
  const body = () => {
    if (!a || !wall) return null;
    if (act.isSuccess)
      return <Alert color="teal">{productMessages.missedPunchLinkDone(productMessages.missedPunchStatus[act.data.status])}</Alert>;
    const instant = decision === 'CORRECT' ? instantOf(wall, { ...a.shift, id: '' }) : null;
    const ready = name.trim().length > 0 && (decision === 'APPROVE' || (instant !== null && reason.trim().length > 0));
    return (
      <Stack gap="md">
        <Details a={a} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!ready) return;
            act.mutate(
              decision === 'APPROVE'
                ? { decision, name: name.trim(), ...(reason.trim() ? { reason: reason.trim() } : {}) }
                : { decision, name: name.trim(), time: instant!, reason: reason.trim() },
            );
          }}
        >
          <Stack gap="sm">
            <Radio.Group label="Your decision" value={decision} onChange={(v) => setDecision(v === 'CORRECT' ? 'CORRECT' : 'APPROVE')}>
              <Stack gap={6} mt={6}>
                <Radio value="APPROVE" label="Approve the proposed time" />
                <Radio value="CORRECT" label="Correct the time" />
              </Stack>
            </Radio.Group>
            {decision === 'CORRECT' && <TimeFields kind={a.kind} shift={{ ...a.shift, id: '' }} value={wall} onChange={setTime} />}
            <Textarea
              label={decision === 'CORRECT' ? 'Reason' : 'Reason (optional)'}
              required={decision === 'CORRECT'}
              value={reason}
              maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <TextInput
              label="Your name"
              required
              value={name}
              maxLength={SUPERVISOR_NAME_MAX_LENGTH}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {act.isError && (
              <Alert color="red" role="alert">
                {refusalOf(act.error)}
              </Alert>
            )}
            <Button type="submit" disabled={!ready} loading={act.isPending} style={{ alignSelf: 'flex-start' }}>
              {decision === 'APPROVE' ? 'Approve' : 'Save the corrected time'}
            </Button>
          </Stack>
        </form>
      </Stack>
    );
  };
  return (
    <PublicPage size="md">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {productMessages.missedPunchActionTitle}
          </Title>
          {body()}
        </Stack>
      </Card>
    </PublicPage>
  );
}
