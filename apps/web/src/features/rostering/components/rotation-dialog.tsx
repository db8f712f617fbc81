import { useState } from 'react';
import { Checkbox, Group, NativeSelect, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { rotationBody, type Rotation } from '@careroster/shared/api/rostering/rotations';
import { productMessages } from '@careroster/shared/messages';
import { ROTATION_NAME_MAX, ROTATION_WEEKS_MAX } from '@careroster/shared/rostering/facility-problem';
import { WORK_RULE_WEIGHT_MAX } from '@careroster/shared/rostering/work-rules';
import { ScrollRegion } from '../../../components/scroll-region';
import { useSaveRotation } from '../api/rostering';
import { Errors, SaveDialog, savedThenClose } from './common';
import { fieldErrorsOf } from '../../../components/field-errors';
import type { TimingOption } from './contract-dialog';

const OFF_VALUE = '';

/** Resizes a cycle to whole weeks: new weeks start as days off, dropped weeks go from the end. */
export const resizeCycle = (cycle: (string | null)[], weeks: number): (string | null)[] =>
  Array.from({ length: weeks * 7 }, (_, i) => cycle[i] ?? null);

/** A rotation's weeks as a grid, Sunday to Saturday, each day a timing or Off. */
export function RotationGrid({
  cycle,
  timings,
  onChange,
}: {
  cycle: (string | null)[];
  timings: TimingOption[];
  onChange: (cycle: (string | null)[]) => void;
}) {
  const weeks = Math.ceil(cycle.length / 7);
  const options = [{ value: OFF_VALUE, label: productMessages.rbOff }, ...timings.map((t) => ({ value: t.id, label: t.code }))];
  return (
    <ScrollRegion label={productMessages.rbRotationCycle}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing={4}
        miw={560}
        aria-label={productMessages.rbRotationCycle}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{productMessages.rbRotationCycle}</Table.Th>
            {productMessages.rbWeekdaysShort.map((d) => (
              <Table.Th key={d} scope="col">
                {d}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Array.from({ length: weeks }, (_, w) => (
            <Table.Tr key={w}>
              <Table.Th scope="row">{productMessages.rbRotationWeek(w + 1)}</Table.Th>
              {productMessages.rbWeekdaysShort.map((day, d) => {
                const i = w * 7 + d;
                return (
                  <Table.Td key={day}>
                    <NativeSelect
                      size="xs"
                      aria-label={productMessages.rbRotationDay(w + 1, day)}
                      data={options}
                      value={cycle[i] ?? OFF_VALUE}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        onChange(cycle.map((x, j) => (j === i ? (value === OFF_VALUE ? null : value) : x)));
                      }}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A rotation's dialog (issue 29): name, 1 to 8 weeks, the grid, weight and hard. */
export function RotationDialog({
  rotation,
  timings,
  onClose,
}: {
  rotation: Rotation | null;
  timings: TimingOption[];
  onClose: () => void;
}) {
  const [name, setName] = useState(rotation?.name ?? '');
  const [cycle, setCycle] = useState<(string | null)[]>(rotation?.cycle ?? resizeCycle([], 1));
  const [weight, setWeight] = useState<number | string>(rotation?.weight ?? 10);
  const [hard, setHard] = useState(rotation?.hard ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRotation();
  const weeks = cycle.length / 7;
  const submit = () => {
    const parsed = rotationBody.safeParse({ name, cycle, weight: typeof weight === 'number' ? weight : Number.NaN, hard });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (parsed.success) save.mutate({ id: rotation?.id ?? null, body: parsed.data }, savedThenClose(onClose));
  };
  return (
    <SaveDialog
      size="xl"
      title={rotation ? productMessages.rbRotationEdit : productMessages.rbRotationAdd}
      onClose={onClose}
      onSave={submit}
      saving={save.isPending}
    >
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={productMessages.rbName}
            required
            maxLength={ROTATION_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <NumberInput
            label={productMessages.rbRotationWeeks}
            w={140}
            min={1}
            max={ROTATION_WEEKS_MAX}
            allowDecimal={false}
            value={weeks}
            onChange={(v) => {
              const n = typeof v === 'number' ? v : Number(v);
              if (Number.isInteger(n) && n >= 1 && n <= ROTATION_WEEKS_MAX) setCycle((c) => resizeCycle(c, n));
            }}
            error={errors.cycle}
          />
          <NumberInput
            label={productMessages.rbWeight}
            w={120}
            min={0}
            max={WORK_RULE_WEIGHT_MAX}
            allowDecimal={false}
            value={weight}
            onChange={setWeight}
            error={errors.weight}
          />
          <Checkbox mt={30} label={productMessages.rbHard} checked={hard} onChange={(e) => setHard(e.currentTarget.checked)} />
        </Group>
        <RotationGrid cycle={cycle} timings={timings} onChange={setCycle} />
        <Errors error={save.error} />
      </Stack>
    </SaveDialog>
  );
}
