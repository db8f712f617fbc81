import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { maskPhoneInput } from '@careroster/shared/format/phone';

export interface PhoneInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  disabled?: boolean;
}

/** Spec 001 section 5: contact phone masked +1(XXX) XXX-XXXX as it is typed or pasted. */
export function PhoneInput({ label, value, onChange, onBlur, error, required, name, disabled }: PhoneInputProps) {
  return (
    <TextInput
      label={label}
      name={name}
      type="tel"
      autoComplete="tel"
      placeholder="+1(XXX) XXX-XXXX"
      value={value}
      error={error}
      required={required}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(event) => onChange(maskPhoneInput(event.currentTarget.value))}
    />
  );
}
