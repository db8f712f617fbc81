import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { OpeningsPlanAnswer } from '@careroster/shared/api/structure/generate-openings';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { GENERATE_WEEKS_MAX, weekdayShortNames } from '@careroster/shared/structure/master-schedule';
import { weekdayOf } from '@careroster/shared/format/wall-clock';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { MultiWeekSelect } from '../../../components/multi-week-select';
import { ScrollRegion } from '../../../components/scroll-region';
import { useAppStore } from '../../../store/app-store';
import { useOpeningsRun, type OpeningsSource } from '../api/master-schedule';

const errorOf = (error: unknown) => (error instanceof ApiError ? error.messages : error ? [messages.somethingWentWrong] : []);

function PlanTable({ plan }: { plan: OpeningsPlanAnswer }) {
  const days = plan.days.filter((d) => d.shifts > 0 || d.skipped > 0);
  return (
    <ScrollRegion label={productMessages.generatePreviewTitle} mah={320}>
      <Table verticalSpacing={4} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{productMessages.structureLabelDay}</Table.Th>
            <Table.Th>{productMessages.structureLabelShifts}</Table.Th>
            <Table.Th>{productMessages.structureLabelOpenings}</Table.Th>
            <Table.Th>{productMessages.structureLabelSkipped}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>
                {weekdayShortNames[weekdayOf(d.date)]} {formatDate(d.date)}
              </Table.Td>
              <Table.Td>{d.shifts}</Table.Td>
              <Table.Td>{d.openings}</Table.Td>
              <Table.Td>{d.skipped}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * Openings for chosen future weeks (issue 28, decision 069): pick the weeks, preview what would be
 * created per day, then confirm. The same dialog stamps a builder template.
 */
export function GenerateOpeningsDialog({
  source: given,
  title,
  unit,
  onClose,
}: {
  source: OpeningsSource;
  title: string;
  /** The unit the grid shows: generating may be narrowed to it. */
  unit?: { id: string; name: string };
  onClose: () => void;
}) {
  const [onlyUnit, setOnlyUnit] = useState(false);
  const source: OpeningsSource = given.kind === 'master' && unit && onlyUnit ? { kind: 'master', unitIds: [unit.id] } : given;
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const [weeks, setWeeks] = useState<string[]>([]);
  const { preview, create } = useOpeningsRun();
  const plan = preview.data;
  const run = () => preview.mutate({ source, weeks });
  const confirm = () =>
    create.mutate(
      { source, weeks },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
      },
    );
  const problems = [...errorOf(preview.error), ...errorOf(create.error)];
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={confirm}
      confirmLabel={productMessages.generateConfirm}
      confirmLoading={create.isPending}
      confirmDisabled={!plan || plan.shifts === 0}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <div style={{ flex: '1 1 240px' }}>
            <MultiWeekSelect
              future
              label={productMessages.generateWeeks}
              value={weeks}
              onChange={(w) => {
                setWeeks(w);
                preview.reset();
              }}
              today={today}
              weeksBack={16}
              maxValues={GENERATE_WEEKS_MAX}
            />
          </div>
          {unit && (
            <Checkbox
              label={productMessages.generateOnlyUnit(unit.name)}
              checked={onlyUnit}
              onChange={(e) => {
                setOnlyUnit(e.currentTarget.checked);
                preview.reset();
              }}
              mb={8}
            />
          )}
          <Button variant="light" onClick={run} loading={preview.isPending} disabled={weeks.length === 0}>
            {productMessages.structureActionPreview}
          </Button>
        </Group>
        {plan && (
          <Stack gap="xs" aria-live="polite">
            <Text fw={600}>{productMessages.generatePreviewTitle}</Text>
            {plan.shifts > 0 ? (
              <Text size="sm">{productMessages.generatePreviewDay(plan.shifts, plan.openings)}</Text>
            ) : (
              <Text size="sm">{productMessages.generatePreviewNothing}</Text>
            )}
            {plan.skipped > 0 && (
              <Text size="sm" c="dimmed">
                {productMessages.generatePreviewSkipped(plan.skipped)}
              </Text>
            )}
            {plan.shifts + plan.skipped > 0 && <PlanTable plan={plan} />}
          </Stack>
        )}
        {problems.map((m) => (
          <Text key={m} c="red" size="sm" role="alert">
            {m}
          </Text>
        ))}
      </Stack>
    </GenericModal>
  );
}
