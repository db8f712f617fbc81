import { useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { parseTimeEntry } from '@careroster/shared/input/time-entry';

export interface TimeInput24hProps {
  label: ReactNode;
  /** 'HH:mm', or the raw text while it is not a valid time. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** An error from the form (shown when the entry itself is fine). */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * Spec 000 section 2 "24-hour time picker" and spec 001 section 5 "Time entry": H:m or H is
 * accepted and normalised to HH:mm on leaving the field; anything else gets
 * 'Add valid time (format 00:00)'.
 */
export function TimeInput24h({ label, value, onChange, onBlur, error, disabled, required, name }: TimeInput24hProps) {
  const [entryError, setEntryError] = useState<string | null>(null);
  return (
    <TextInput
      label={label}
      name={name}
      value={value}
      placeholder="00:00"
      inputMode="numeric"
      maxLength={5}
      disabled={disabled}
      required={required}
      error={entryError ?? error}
      onChange={(event) => {
        setEntryError(null);
        onChange(event.currentTarget.value.replace(/[^\d:]/g, ''));
      }}
      onBlur={() => {
        if (value !== '') {
          const entry = parseTimeEntry(value);
          if (entry.ok) onChange(entry.value);
          setEntryError(entry.ok ? null : entry.message);
        }
        onBlur?.();
      }}
    />
  );
}
