import { useState } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import type { LegalNumberField } from '@careroster/shared/api/legal/kyc';
import { maskSsnInput } from '@careroster/shared/format/ssn';
import { productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { revealLegalNumber } from '../api/legal';

export interface LegalNumberInputProps {
  field: LegalNumberField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The stored number's masked form; the eye button is offered while the field still shows it. */
  masked: string | null;
  /** The full number once revealed, so the dialog does not send it back unchanged. */
  onRevealed: (full: string) => void;
  error?: string | null;
}

/**
 * A TIN or SSN typed through the XXX-XX-XXXX mask. A stored number starts masked; its full value
 * comes only from the eye button (an audited reveal), never with the record.
 */
export function LegalNumberInput({ field, label, value, onChange, masked, onRevealed, error }: LegalNumberInputProps) {
  const [revealError, setRevealError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const name = field.toUpperCase();
  const reveal = async () => {
    setLoading(true);
    try {
      const answer = await revealLegalNumber(field);
      onRevealed(answer.data);
      onChange(answer.data);
      setRevealError(null);
    } catch (err) {
      setRevealError(err instanceof ApiError ? err.messages[0] : null);
    } finally {
      setLoading(false);
    }
  };
  const showsMasked = masked !== null && value === masked;
  return (
    <TextInput
      label={label}
      withAsterisk
      placeholder="XXX-XX-XXXX"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(maskSsnInput(e.currentTarget.value))}
      error={error ?? revealError}
      rightSection={
        showsMasked ? (
          <ActionIcon variant="subtle" onClick={reveal} loading={loading} aria-label={productMessages.legalNumberReveal(name)}>
            <span aria-hidden="true">👁</span>
          </ActionIcon>
        ) : null
      }
    />
  );
}
