import type { KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { isBlockedNumberKey } from '@careroster/shared/input/number-keys';

/** spec 000 section 5: number fields block e, E, + and - (a browser number input takes them). */
export const blockNumberSigns = (event: KeyboardEvent<HTMLInputElement>) => {
  if (isBlockedNumberKey(event.key)) event.preventDefault();
};

/** A dollar amount: a number field with the $ prefix, cents as its step, and no signs or exponents. */
export function AmountInput(props: Omit<TextInputProps, 'type' | 'onKeyDown'>) {
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      leftSection="$"
      min={0}
      step={0.01}
      placeholder="0.00"
      onKeyDown={blockNumberSigns}
      {...props}
    />
  );
}
