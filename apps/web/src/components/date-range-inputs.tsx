import { TextInput } from '@mantine/core';

export type DateRange = { from?: string | undefined; to?: string | undefined };

/**
 * The From and To day filters of a list (YYYY-MM-DD, the browser's date picker). A cleared field
 * is `undefined`, so it drops out of the query instead of sending an empty string.
 */
export function DateRangeInputs({ value, onChange }: { value: DateRange; onChange: (change: DateRange) => void }) {
  const day = (text: string) => (text === '' ? undefined : text);
  return (
    <>
      <TextInput label="From" type="date" value={value.from ?? ''} onChange={(e) => onChange({ from: day(e.currentTarget.value) })} />
      <TextInput label="To" type="date" value={value.to ?? ''} onChange={(e) => onChange({ to: day(e.currentTarget.value) })} />
    </>
  );
}
