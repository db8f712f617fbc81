import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { MasterScheduleLine } from '@careroster/shared/api/structure/master-schedule';
import { jobTitleById, jobTitles } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { MASTER_COUNT_MAX, weekdayShortNames } from '@careroster/shared/structure/master-schedule';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { useAppStore } from '../../../store/app-store';
import { useMasterSchedule, useMasterTimings, useSaveMasterSchedule } from '../api/master-schedule';
import { GenerateOpeningsDialog } from './generate-openings-dialog';
import { TimingChip } from './timing-chip';

type Counts = MasterScheduleLine['counts'];
const errorOf = (error: unknown) => (error instanceof ApiError ? error.messages : error ? [messages.somethingWentWrong] : []);
const zeros = (): Counts => [0, 0, 0, 0, 0, 0, 0];

/**
 * The master schedule (issue 28, decision 069): a unit's standard staffing as a grid, rows of
 * timing × job title, columns Sunday to Saturday. The grid scrolls in its own box on a phone.
 */
export function MasterScheduleTab() {
  const schedule = useMasterSchedule();
  const timings = useMasterTimings();
  const role = useAppStore((state) => state.auth.role);
  const editable = can(role, 'facility:update');
  const mayGenerate = can(role, 'shifts:write');
  const [unitId, setUnitId] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, MasterScheduleLine[]>>({});
  const [newTiming, setNewTiming] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const save = useSaveMasterSchedule();

  const units = schedule.data?.units ?? [];
  const unit = unitId ?? units[0]?.id ?? null;
  const saved = useMemo(
    () => (schedule.data?.lines ?? []).filter((l) => l.unit_id === unit).map(({ unit_id: _unit, ...line }) => line),
    [schedule.data, unit],
  );
  const lines = (unit && drafts[unit]) || saved;
  const timingById = new Map((timings.data?.results ?? []).map((t) => [t.id, t]));

  if (schedule.isPending || timings.isPending) return <PageLoader label={productMessages.structureLabelLoadingTheMasterSchedule} />;
  if (schedule.isError || timings.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {(schedule.error ?? timings.error)?.message}
      </Alert>
    );
  if (units.length === 0) return <EmptyState title={productMessages.masterScheduleNoUnits} />;

  const setLines = (next: MasterScheduleLine[]) => unit && setDrafts((d) => ({ ...d, [unit]: next }));
  const setCount = (row: number, day: number, value: number) =>
    setLines(lines.map((l, i) => (i === row ? { ...l, counts: l.counts.map((c, d) => (d === day ? value : c)) as Counts } : l)));
  const addRow = () => {
    if (!newTiming || !newTitle || lines.some((l) => l.timing_id === newTiming && l.job_title_id === newTitle)) return;
    setLines([...lines, { timing_id: newTiming, job_title_id: newTitle, counts: zeros() }]);
    setNewTitle(null);
  };
  const rowLabel = (l: MasterScheduleLine) =>
    `${timingById.get(l.timing_id)?.name ?? ''} ${jobTitleById(l.job_title_id)?.abbreviation ?? ''}`;
  const submit = () =>
    unit &&
    save.mutate(
      { unitId: unit, body: { lines } },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => id !== unit)));
        },
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {productMessages.masterScheduleIntro}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={productMessages.masterScheduleUnit}
          allowDeselect={false}
          searchable
          data={units.map((u) => ({ value: u.id, label: u.parent ? `${u.parent} › ${u.name}` : u.name }))}
          value={unit}
          onChange={setUnitId}
          w={260}
        />
        {mayGenerate && <Button onClick={() => setGenerating(true)}>{productMessages.generateOpenings}</Button>}
      </Group>
      {lines.length === 0 ? (
        <Text size="sm">{productMessages.masterScheduleEmpty}</Text>
      ) : (
        <ScrollRegion label={`${productMessages.masterScheduleTitle}: ${units.find((u) => u.id === unit)?.name ?? ''}`}>
          <Table verticalSpacing={4} horizontalSpacing={6} miw={640} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.structureLabelTimingAndJobTitle}</Table.Th>
                {weekdayShortNames.map((d) => (
                  <Table.Th key={d} ta="center">
                    {d}
                  </Table.Th>
                ))}
                {editable && (
                  <Table.Th>
                    <VisuallyHidden>{productMessages.structureActionRemove}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, row) => {
                const timing = timingById.get(l.timing_id);
                const label = rowLabel(l);
                return (
                  <Table.Tr key={`${l.timing_id}|${l.job_title_id}`}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={6} wrap="nowrap">
                        {timing && <TimingChip code={timing.code} colour={timing.colour} />}
                        <Text size="sm">{jobTitleById(l.job_title_id)?.abbreviation}</Text>
                      </Group>
                    </Table.Th>
                    {l.counts.map((c, day) => (
                      <Table.Td key={day}>
                        {editable ? (
                          <NumberInput
                            size="xs"
                            w={52}
                            hideControls
                            min={0}
                            max={MASTER_COUNT_MAX}
                            allowDecimal={false}
                            allowNegative={false}
                            value={c}
                            onChange={(v) => setCount(row, day, typeof v === 'number' ? v : Number(v) || 0)}
                            aria-label={productMessages.masterScheduleCell(label, weekdayShortNames[day]!)}
                          />
                        ) : (
                          <Text size="sm" ta="center">
                            {c}
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                    {editable && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={productMessages.masterScheduleRemoveRow(label)}
                          onClick={() => setLines(lines.filter((_, i) => i !== row))}
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {editable && (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={productMessages.structureLabelTiming}
            placeholder={timings.data.results.length === 0 ? productMessages.masterScheduleNoTimings : undefined}
            data={timings.data.results.map((t) => ({ value: t.id, label: `${t.code} · ${t.name}` }))}
            value={newTiming}
            onChange={setNewTiming}
            w={200}
          />
          <Select
            label={productMessages.structureLabelJobTitle}
            searchable
            data={jobTitles.map((j) => ({ value: j.id, label: `${j.abbreviation} · ${j.name}` }))}
            value={newTitle}
            onChange={setNewTitle}
            w={240}
          />
          <Button variant="light" onClick={addRow} disabled={!newTiming || !newTitle}>
            {productMessages.masterScheduleAddRow}
          </Button>
          <Button onClick={submit} loading={save.isPending} ml="auto">
            {productMessages.structureActionSave}
          </Button>
        </Group>
      )}
      {errorOf(save.error).map((m) => (
        <Text key={m} c="red" size="sm" role="alert">
          {m}
        </Text>
      ))}
      {generating && (
        <GenerateOpeningsDialog
          source={{ kind: 'master' }}
          title={productMessages.generateOpenings}
          unit={units.find((u) => u.id === unit)}
          onClose={() => setGenerating(false)}
        />
      )}
    </Stack>
  );
}
