import { Select } from '@mantine/core';
import { genders, workerTypes } from '@careroster/shared/lookups';
import { jobTitles } from '@careroster/shared/job-titles';

export const jobTitleOptions = jobTitles.map((title) => ({ value: title.id, label: `${title.abbreviation} - ${title.name}` }));
export const genderOptions = genders.map((g) => ({ value: g.value, label: g.label }));
export const workerTypeOptions = workerTypes.map((w) => ({ value: w.value, label: w.label }));

/** A Mantine select whose empty choice is `null` in the form. */
export function NullableSelect({
  label,
  data,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <Select
      label={label}
      data={data}
      value={value ?? null}
      onChange={onChange}
      clearable={!required}
      required={required}
      searchable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
