import { useState } from 'react';
import { Badge, Button, Fieldset, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { ReleaseOffer, ReleasePlan } from '@careroster/shared/api/staffing/release';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { useEscalateRelease, useRelease, useStopRelease } from '../api/release';
import { ReleaseHoursDialog } from './release-hours-dialog';

const m = productMessages;
const statusColor = { OFFERED: 'blue', ACCEPTED: 'teal', DECLINED: 'gray', FILLED: 'gray', WITHDRAWN: 'gray' } as const;

function offerColumns(zone: TimezoneCode): DataColumn<ReleaseOffer>[] {
  const at = (iso: string | null) => (iso ? formatNotificationTime(iso, zone) : '–');
  return [
    { key: 'name', header: 'Nurse', cell: (o) => `${o.first_name} ${o.last_name}` },
    { key: 'type', header: 'Type', cell: (o) => labelOf(workerTypes, o.type) },
    { key: 'tier', header: 'Tier', cell: (o) => `${m.releaseTierLabels[o.tier]} #${o.rank}` },
    { key: 'offered', header: 'Offered', cell: (o) => at(o.offered_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (o) => (
        <Badge variant="light" color={statusColor[o.status]} data-testid="offer-status">
          {m.offerStatusLabels[o.status]}
        </Badge>
      ),
    },
    { key: 'answered', header: 'Answered', cell: (o) => at(o.responded_at) },
    { key: 'why', header: 'Why', cell: (o) => <Text size="xs">{o.reasons.join(', ')}</Text> },
  ];
}

/** Where the plan is: its status and tier, and when each tier opens (or why it is skipped). */
function PlanSteps({ plan, zone }: { plan: ReleasePlan; zone: TimezoneCode }) {
  const headline = plan.status === 'ACTIVE' ? m.releaseTierLabels[plan.tier] : m.releasePlanStatusLabels[plan.status];
  const next = plan.status === 'ACTIVE' ? plan.tiers.find((s) => !s.skipped && !s.reached) : undefined;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge
          variant="light"
          data-testid="release-tier"
          color={plan.status === 'ACTIVE' ? 'blue' : plan.status === 'FILLED' ? 'teal' : 'gray'}
        >
          {headline}
        </Badge>
        {next && plan.next_at && (
          <Text size="sm" data-testid="release-next">
            {m.releaseNextEscalation(m.releaseTierLabels[next.tier], formatNotificationTime(plan.next_at, zone))}
          </Text>
        )}
      </Group>
      <List size="xs" c="dimmed">
        {plan.tiers.map((s) => (
          <List.Item key={s.tier}>
            {m.releaseTierLabels[s.tier]}: {s.skipped ? m.releaseTierSkipped : formatNotificationTime(s.starts_at!, zone)}
            {s.reached ? ' ✓' : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** One position's release: start it (hours editable), escalate, stop, and who was offered the opening. */
export function PositionRelease({
  shiftId,
  positionId,
  title,
  zone,
}: {
  shiftId: string;
  positionId: string;
  title: string;
  zone: TimezoneCode;
}) {
  const release = useRelease(shiftId, positionId);
  const escalate = useEscalateRelease(shiftId, positionId);
  const stop = useStopRelease(shiftId, positionId);
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  if (!release.data) return <Loader size="sm" aria-label={`Loading the release of ${title}`} />;
  const { plan, defaults, open } = release.data;
  const active = plan?.status === 'ACTIVE';
  const canEscalate = active && plan.tiers.some((s) => !s.skipped && !s.reached);
  const hours = active
    ? {
        marketplace_after_hours: plan.marketplace_after_hours,
        agency_after_hours: plan.agency_after_hours,
        agency_within_hours: plan.agency_within_hours,
      }
    : defaults;
  return (
    <Fieldset legend={title} aria-label={`Release of ${title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="start">
          {plan ? (
            <PlanSteps plan={plan} zone={zone} />
          ) : (
            <Badge variant="light" color="gray" data-testid="release-tier">
              {m.releaseNoPlan}
            </Badge>
          )}
          <Group gap="xs">
            {(active || open > 0) && (
              <Button size="xs" variant={active ? 'default' : 'filled'} onClick={() => setEditing(true)}>
                {active ? m.releaseEdit : m.releaseStart}
              </Button>
            )}
            {canEscalate && (
              <Button size="xs" variant="default" loading={escalate.isPending} onClick={() => escalate.mutate()}>
                {m.releaseEscalate}
              </Button>
            )}
            {active && (
              <Button size="xs" color="red" variant="light" onClick={() => setStopping(true)}>
                {m.releaseStop}
              </Button>
            )}
          </Group>
        </Group>
        {plan &&
          (plan.offers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.releaseNoOffers}
            </Text>
          ) : (
            <DataTable
              label={`${m.releaseOffersTitle}: ${title}`}
              columns={offerColumns(zone)}
              rows={plan.offers}
              rowKey={(o) => o.id}
              minWidth={760}
              rowTestId={() => 'release-offer'}
            />
          ))}
      </Stack>
      {editing && (
        <ReleaseHoursDialog
          shiftId={shiftId}
          positionId={positionId}
          title={active ? m.releaseEdit : m.releaseStart}
          initial={hours}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        opened={stopping}
        onClose={() => setStopping(false)}
        onConfirm={() => stop.mutate(undefined, { onSettled: () => setStopping(false) })}
        title={m.releaseStop}
        confirmLabel={m.releaseStop}
        loading={stop.isPending}
      >
        {m.releaseStopConfirm}
      </ConfirmDialog>
    </Fieldset>
  );
}
