import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { SELECT_SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { listEmployeesQueryOptions } from '../../employees';

type NurseSelectProps = {
  label: string;
  value: string | null;
  onChange: (employeeId: string | null) => void;
  placeholder?: string;
  error?: string | undefined;
  clearable?: boolean;
  required?: boolean;
  w?: number;
};

/** One of the facility's employees, searched by name or ID as the user types (spec 000: 50 ms inside select lists). */
export function NurseSelect({ label, value, onChange, placeholder, error, clearable, required, w }: NurseSelectProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SELECT_SEARCH_DEBOUNCE_MS);
  const found = useQuery(
    listEmployeesQueryOptions({ page: 1, page_size: 20, ordering: 'name', ...(debounced ? { search: debounced } : {}) }),
  );
  const options = (found.data?.results ?? []).map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name} (${e.emp_id})` }));
  // The chosen nurse stays an option while another search shows other names.
  const data = chosen && chosen.value === value && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      required={required}
      w={w}
      data={data}
      value={value}
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      error={error}
      nothingFoundMessage="No nurses found"
    />
  );
}
