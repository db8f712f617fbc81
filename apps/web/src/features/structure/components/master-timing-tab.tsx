import { useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import type { MasterTiming, MasterTimingBody } from '@careroster/shared/api/structure/master-timings';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { structureColours, type ColourKey } from '@careroster/shared/structure/colours';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { TimeInput24h } from '../../../components/time-input-24h';
import { useAppStore } from '../../../store/app-store';
import { useDeleteMasterTiming, useMasterTimings, useSaveMasterTiming } from '../api/master-schedule';
import { RowActions } from './row-actions';
import { TimingChip } from './timing-chip';
import { DeleteConfirm } from '../../../components/delete-confirm';

const errorOf = (error: unknown) => (error instanceof ApiError ? error.messages : error ? [messages.somethingWentWrong] : []);

type Form = Omit<MasterTimingBody, 'meal_minutes'> & { meal_minutes: number };

const hours = (minutes: number) => `${Math.floor(minutes / 60)}h${minutes % 60 ? ` ${minutes % 60}m` : ''}`;

function TimingDialog({ timing, onClose }: { timing: MasterTiming | null; onClose: () => void }) {
  const [form, setForm] = useState<Form>({
    name: timing?.name ?? '',
    code: timing?.code ?? '',
    start_time: timing?.start_time ?? '',
    end_time: timing?.end_time ?? '',
    meal_minutes: timing?.meal_minutes ?? 30,
    colour: (timing?.colour as ColourKey | undefined) ?? 'teal',
  });
  const save = useSaveMasterTiming();
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () =>
    save.mutate(
      { id: timing?.id ?? null, body: form },
      {
        onSuccess: () => {
          showToast('success', productMessages.masterTimingSaved);
          onClose();
        },
      },
    );
  const preset = timing?.preset != null;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={timing ? productMessages.masterTimingEdit : productMessages.masterTimingAdd}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={productMessages.structureActionSave}
      confirmLoading={save.isPending}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={productMessages.structureLabelName}
            required
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <TextInput
            label={productMessages.structureLabelCode}
            required
            maxLength={4}
            value={form.code}
            onChange={(e) => set({ code: e.currentTarget.value })}
          />
          <TimeInput24h
            label={productMessages.structureLabelStartTime}
            required
            disabled={preset}
            value={form.start_time}
            onChange={(v) => set({ start_time: v })}
          />
          <TimeInput24h
            label={productMessages.structureLabelEndTime}
            required
            disabled={preset}
            value={form.end_time}
            onChange={(v) => set({ end_time: v })}
          />
          <NumberInput
            label={productMessages.structureLabelMealBreakMinutes}
            min={0}
            max={240}
            step={15}
            allowDecimal={false}
            value={form.meal_minutes}
            onChange={(v) => set({ meal_minutes: typeof v === 'number' ? v : Number(v) })}
          />
          <Select
            label={productMessages.structureLabelColour}
            allowDeselect={false}
            data={structureColours.map((c) => ({ value: c.key, label: c.label }))}
            value={form.colour}
            onChange={(v) => v && set({ colour: v })}
          />
        </SimpleGrid>
        {preset && (
          <Text size="sm" c="dimmed">
            {productMessages.masterTimingPresetTimes}
          </Text>
        )}
        {errorOf(save.error).map((m) => (
          <Text key={m} c="red" size="sm" role="alert">
            {m}
          </Text>
        ))}
      </Stack>
    </GenericModal>
  );
}

/** Master timing (issue 28, decision 069): the facility's named shift timings, presets and custom. */
export function MasterTimingTab() {
  const timings = useMasterTimings();
  const role = useAppStore((state) => state.auth.role);
  const editable = can(role, 'facility:update');
  const [editing, setEditing] = useState<MasterTiming | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MasterTiming | null>(null);
  const remove = useDeleteMasterTiming();
  if (timings.isPending) return <PageLoader label={productMessages.structureLabelLoadingTimings} />;
  if (timings.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {timings.error.message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {productMessages.masterTimingIntro}
        </Text>
        {editable && <Button onClick={() => setEditing('new')}>{productMessages.masterTimingAdd}</Button>}
      </Group>
      <ScrollRegion label={productMessages.structureLabelMasterTimings}>
        <Table striped verticalSpacing="xs" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{productMessages.structureLabelCode}</Table.Th>
              <Table.Th>{productMessages.structureLabelName}</Table.Th>
              <Table.Th>{productMessages.structureLabelTime}</Table.Th>
              <Table.Th>{productMessages.structureLabelMeal}</Table.Th>
              <Table.Th>{productMessages.structureLabelKind}</Table.Th>
              {editable && <Table.Th>{productMessages.structureLabelActions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {timings.data.results.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <TimingChip code={t.code} colour={t.colour} />
                </Table.Td>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>
                  {t.start_time}–{t.end_time}
                  {t.ends_next_day ? ` (${productMessages.masterTimingNextDay})` : ''} · {hours(t.minutes)}
                </Table.Td>
                <Table.Td>{t.meal_minutes} min</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={t.preset ? 'gray' : 'blue'}>
                    {t.preset ? productMessages.masterTimingPreset : productMessages.masterTimingCustom}
                  </Badge>
                </Table.Td>
                {editable && (
                  <Table.Td>
                    <RowActions
                      name={t.name}
                      onEdit={() => setEditing(t)}
                      onDelete={t.preset || t.in_use ? undefined : () => setDeleting(t)}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {editing && <TimingDialog timing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={productMessages.masterTimingDeleteTitle}
        text={productMessages.masterTimingDeleteText}
        remove={remove}
        deletedMessage={(answer) => answer.message}
      />
    </Stack>
  );
}
