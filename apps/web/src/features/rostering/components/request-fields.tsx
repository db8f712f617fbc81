import { useId } from 'react';
import { NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';

export const WHOLE_DAY = '';

export type RequestWhen = { date: string; timingId: string; kind: 'OFF' | 'ON' };

/**
 * What a schedule request asks for (issue 29): the day, the whole day or one timing, and off or
 * on. Staff and the nurse's own form show the same fields; the nurse's words for the kinds are hers.
 */
export function RequestWhenFields({
  value,
  onChange,
  timings,
  dateError,
  kindLabel,
  kindLabels,
}: {
  value: RequestWhen;
  onChange: (patch: Partial<RequestWhen>) => void;
  timings: { id: string; code: string; name: string }[];
  dateError?: string | null;
  kindLabel: string;
  kindLabels: Record<string, string>;
}) {
  const kindId = useId();
  return (
    <>
      <TextInput
        type="date"
        label={productMessages.rbRequestDate}
        required
        value={value.date}
        onChange={(e) => onChange({ date: e.currentTarget.value })}
        error={dateError}
      />
      <NativeSelect
        label={productMessages.rbRequestTiming}
        data={[
          { value: WHOLE_DAY, label: productMessages.rbRequestWholeDay },
          ...timings.map((t) => ({ value: t.id, label: `${t.code} · ${t.name}` })),
        ]}
        value={value.timingId}
        onChange={(e) => onChange({ timingId: e.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={kindId}>
          {kindLabel}
        </Text>
        <SegmentedControl
          aria-labelledby={kindId}
          value={value.kind}
          onChange={(v) => onChange({ kind: v })}
          data={(['OFF', 'ON'] as const).map((k) => ({ value: k, label: kindLabels[k] ?? k }))}
        />
      </Stack>
    </>
  );
}
