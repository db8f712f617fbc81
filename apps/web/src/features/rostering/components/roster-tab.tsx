import { useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, NumberInput, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { DraftAnswer, DraftSummary } from '@careroster/shared/api/rostering/drafts';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import {
  DRAFT_SECONDS_DEFAULT,
  DRAFT_SECONDS_MAX,
  DRAFT_SECONDS_MIN,
  DRAFT_WEEKS_MAX,
} from '@careroster/shared/rostering/facility-problem';
import { addDaysIso } from '@careroster/shared/rostering/model';
import { PageLoader } from '../../../components/page-loader';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFacilityToday } from '../../shifts';
import { useDiscardDraft, useDraft, useDrafts, useGenerateDraft } from '../api/rostering';
import { useCanWrite } from './common';
import { DraftEditor, type ReadyDraft } from './draft-editor';

/** How many Sundays ahead the generate form offers: half a year. */
const START_WEEKS_OFFERED = 26;

const sundayOf = (date: string) => addDaysIso(date, -new Date(`${date}T00:00:00Z`).getUTCDay());

function GenerateForm({ unitId, hasDraft, onGenerated }: { unitId: string; hasDraft: boolean; onGenerated: (id: string) => void }) {
  const today = useFacilityToday();
  const first = sundayOf(today);
  const sundays = Array.from({ length: START_WEEKS_OFFERED }, (_, i) => addDaysIso(first, 7 * i));
  // Next week by default: this week's days are mostly behind, or already worked as booked.
  const [start, setStart] = useState(addDaysIso(first, 7));
  const [weeks, setWeeks] = useState('4');
  const [seconds, setSeconds] = useState<number | string>(DRAFT_SECONDS_DEFAULT);
  const generate = useGenerateDraft();
  const secondsValue = typeof seconds === 'number' ? seconds : Number(seconds);
  const secondsOk = Number.isInteger(secondsValue) && secondsValue >= DRAFT_SECONDS_MIN && secondsValue <= DRAFT_SECONDS_MAX;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!secondsOk) return;
    generate.mutate(
      { unit_id: unitId, start_date: start, weeks: Number(weeks), seconds: secondsValue },
      { onSuccess: (draft) => onGenerated(draft.id) },
    );
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-labelledby="rb-generate-heading">
      <Stack gap="xs">
        <Title order={3} size="h5" id="rb-generate-heading">
          {productMessages.rbGenerateTitle}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={productMessages.rbGenerateStart}
            data={sundays.map((s) => ({ value: s, label: `${formatDate(s)} – ${formatDate(addDaysIso(s, 6))}` }))}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <NativeSelect
            label={productMessages.rbGenerateWeeks}
            data={Array.from({ length: DRAFT_WEEKS_MAX }, (_, i) => String(i + 1))}
            value={weeks}
            onChange={(e) => setWeeks(e.currentTarget.value)}
          />
          <NumberInput
            label={productMessages.rbGenerateSeconds}
            w={180}
            min={DRAFT_SECONDS_MIN}
            max={DRAFT_SECONDS_MAX}
            allowDecimal={false}
            value={seconds}
            onChange={setSeconds}
            error={secondsOk ? undefined : productMessages.rosterDraftSeconds(DRAFT_SECONDS_MIN, DRAFT_SECONDS_MAX)}
          />
          <Button type="submit" loading={generate.isPending}>
            {hasDraft ? productMessages.rbGenerateAgain : productMessages.rbGenerate}
          </Button>
        </Group>
        {hasDraft && (
          <Text size="xs" c="dimmed">
            {productMessages.rbGenerateReplaces}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function EngineProgress({ draft }: { draft: DraftAnswer }) {
  const p = draft.progress;
  const elapsed = p ? Math.round(p.elapsed_ms / 1000) : 0;
  const budget = p ? Math.round(p.budget_ms / 1000) : 0;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Progress
        value={p && p.budget_ms > 0 ? Math.min(100, (100 * p.elapsed_ms) / p.budget_ms) : 0}
        animated
        aria-label={productMessages.rbProgress}
      />
      <Group gap="md">
        <Text size="sm">{productMessages.rbDraftStatus[draft.status]}</Text>
        {p && <Text size="sm">{productMessages.rbProgressText(elapsed, budget)}</Text>}
        {p && <Text size="sm">{productMessages.rbBestSoFar(p.hard, p.soft)}</Text>}
      </Group>
    </Stack>
  );
}

const latestOpen = (drafts: DraftSummary[]) =>
  [...drafts].filter((d) => d.status !== 'DISCARDED').sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? null;

/** The Roster tab (issue 29): generate a unit's weeks, watch the engine, edit the draft, publish it. */
export function RosterTab({ unitId }: { unitId: string }) {
  const canWrite = useCanWrite();
  const drafts = useDrafts(unitId);
  const [generated, setGenerated] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const draftId = generated ?? (drafts.data ? (latestOpen(drafts.data.results)?.id ?? null) : null);
  const draft = useDraft(draftId);
  const discard = useDiscardDraft();
  if (drafts.isPending) return <PageLoader label={productMessages.rbLoading} />;
  const d = draft.data;
  const working = d?.status === 'QUEUED' || d?.status === 'RUNNING';
  return (
    <Stack gap="sm">
      {canWrite && <GenerateForm unitId={unitId} hasDraft={d != null && d.status !== 'PUBLISHED'} onGenerated={setGenerated} />}
      {draftId === null ? (
        <Text size="sm" c="dimmed">
          {productMessages.rbNoDraft}
        </Text>
      ) : !d ? (
        <PageLoader label={productMessages.rbLoading} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Title order={3} size="h5">
                {productMessages.rbDraftFor(d.unit_name, formatDate(d.start_date), formatDate(addDaysIso(d.start_date, d.weeks * 7 - 1)))}
              </Title>
              <Badge variant="light" color={d.status === 'PUBLISHED' ? 'teal' : d.status === 'FAILED' ? 'red' : 'blue'}>
                {productMessages.rbDraftStatus[d.status]}
              </Badge>
            </Group>
            {canWrite && d.status !== 'PUBLISHED' && (
              <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDiscarding(true)}>
                {productMessages.rbDiscardDraft}
              </Button>
            )}
          </Group>
          {working && <EngineProgress draft={d} />}
          {d.status === 'FAILED' && (
            <Alert color="red" variant="light" role="alert">
              {d.failure ?? productMessages.rbDraftStatus.FAILED}
            </Alert>
          )}
          {(d.status === 'READY' || d.status === 'PUBLISHED') && d.problem && d.roster && (
            <DraftEditor key={`${d.id}:${d.version}:${d.status}`} draft={d as ReadyDraft} canWrite={canWrite} />
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={discarding}
        onClose={() => setDiscarding(false)}
        onConfirm={() =>
          draftId &&
          discard.mutate(draftId, {
            onSuccess: () => {
              setDiscarding(false);
              setGenerated(null);
            },
          })
        }
        title={productMessages.rbDiscardDraftTitle}
        confirmLabel={productMessages.rbDiscardDraft}
        loading={discard.isPending}
      >
        <Text size="sm">{productMessages.rbDiscardDraftText}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
