import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ShiftTemplate } from '@careroster/shared/api/structure/shift-templates';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { EmptyState } from '../../../components/empty-state';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { WeekRangePicker } from '../../../components/week-range-picker';
import { useAppStore } from '../../../store/app-store';
import { useDeleteShiftTemplate, useRenameShiftTemplate, useSaveShiftTemplate, useShiftTemplates } from '../api/master-schedule';
import { GenerateOpeningsDialog } from './generate-openings-dialog';
import { DeleteConfirm } from '../../../components/delete-confirm';

const errorOf = (error: unknown) => (error instanceof ApiError ? error.messages : error ? [messages.somethingWentWrong] : []);

function SaveTemplateForm() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const [name, setName] = useState('');
  const [range, setRange] = useState(() => {
    const start = addDays(today, -weekdayOf(today));
    return { start, end: addDays(start, 6) };
  });
  const save = useSaveShiftTemplate();
  const submit = () =>
    save.mutate(
      { name, week_start: range.start },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          setName('');
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput label={productMessages.shiftTemplateName} value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
        <WeekRangePicker label={productMessages.shiftTemplateFromWeek} value={range} onChange={setRange} today={today} />
        <Button onClick={submit} loading={save.isPending} disabled={name.trim() === ''}>
          {productMessages.shiftTemplateSave}
        </Button>
      </Group>
      {errorOf(save.error).map((m) => (
        <Text key={m} c="red" size="sm" role="alert">
          {m}
        </Text>
      ))}
    </Stack>
  );
}

function RenameDialog({ template, onClose }: { template: ShiftTemplate; onClose: () => void }) {
  const [name, setName] = useState(template.name);
  const rename = useRenameShiftTemplate();
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.shiftTemplateRename}
      size="sm"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      confirmLabel={productMessages.structureActionSave}
      confirmLoading={rename.isPending}
      onConfirm={() =>
        rename.mutate(
          { templateId: template.id, name },
          {
            onSuccess: (answer) => {
              showToast('success', answer.message);
              onClose();
            },
          },
        )
      }
    >
      <TextInput label={productMessages.shiftTemplateName} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      {errorOf(rename.error).map((m) => (
        <Text key={m} c="red" size="sm" mt="xs" role="alert">
          {m}
        </Text>
      ))}
    </GenericModal>
  );
}

/** Builder templates (issue 28, decision 069): a saved week of shifts and positions, stamped onto chosen weeks. */
export function TemplatesTab() {
  const templates = useShiftTemplates();
  const role = useAppStore((state) => state.auth.role);
  const editable = can(role, 'shifts:write');
  const [stamping, setStamping] = useState<ShiftTemplate | null>(null);
  const [renaming, setRenaming] = useState<ShiftTemplate | null>(null);
  const [deleting, setDeleting] = useState<ShiftTemplate | null>(null);
  const remove = useDeleteShiftTemplate();
  if (templates.isPending) return <PageLoader label={productMessages.structureLabelLoadingTemplates} />;
  if (templates.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {templates.error.message}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {productMessages.shiftTemplatesIntro}
      </Text>
      {editable && <SaveTemplateForm />}
      {templates.data.results.length === 0 ? (
        <EmptyState title={productMessages.shiftTemplatesEmpty} />
      ) : (
        <ScrollRegion label={productMessages.structureLabelTemplates}>
          <Table striped verticalSpacing="xs" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.structureLabelName}</Table.Th>
                <Table.Th>{productMessages.structureLabelSize}</Table.Th>
                <Table.Th>{productMessages.structureLabelSavedFrom}</Table.Th>
                {editable && <Table.Th>{productMessages.structureLabelActions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.results.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>{productMessages.shiftTemplateSummary(t.shifts, t.openings)}</Table.Td>
                  <Table.Td>{formatDate(t.week_start)}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          onClick={() => setStamping(t)}
                          aria-label={`${productMessages.shiftTemplateStamp}: ${t.name}`}
                        >
                          {productMessages.shiftTemplateStamp}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setRenaming(t)}
                          aria-label={productMessages.structureRenameNamed(t.name)}
                        >
                          {productMessages.shiftTemplateRename}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(t)}
                          aria-label={productMessages.structureDeleteNamed(t.name)}
                        >
                          {productMessages.shiftTemplateDelete}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {stamping && (
        <GenerateOpeningsDialog
          source={{ kind: 'template', templateId: stamping.id }}
          title={`${productMessages.shiftTemplateStamp}: ${stamping.name}`}
          onClose={() => setStamping(null)}
        />
      )}
      {renaming && <RenameDialog template={renaming} onClose={() => setRenaming(null)} />}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={productMessages.shiftTemplateDeleteTitle}
        text={productMessages.shiftTemplateDeleteText}
        remove={remove}
        deletedMessage={(answer) => answer.message}
      />
    </Stack>
  );
}
