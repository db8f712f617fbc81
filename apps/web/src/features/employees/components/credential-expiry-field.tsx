import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { DATE_FORMAT } from '@careroster/shared/constants';
import { todayIn } from '@careroster/shared/format/date-time';
import { credentialExpiryBounds, credentialExpirySchema } from '@careroster/shared/validation/credential-expiry';
import { useAppStore } from '../../../store/app-store';
import { useUpdateCredentialExpiry } from '../api/update-credential-expiry';

// The spec's display format DD/MM/YYYY, read back as the API's YYYY-MM-DD.
const parseDisplayDate = (text: string): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

export interface CredentialExpiryFieldProps {
  employeeId: string;
  credentialId: string;
  expiry: string | null;
  required: boolean;
}

/** Spec 001 section 5: an expiry from tomorrow to 100 years ahead, in the facility's calendar. */
export function CredentialExpiryField({ employeeId, credentialId, expiry, required }: CredentialExpiryFieldProps) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const { min, max } = credentialExpiryBounds(today);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCredentialExpiry(employeeId, credentialId);

  const change = (value: string | null) => {
    if (value === null || value === expiry) return;
    const checked = credentialExpirySchema(today).safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate({ expiry: checked.data });
  };

  return (
    <DateInput
      label="Expiry date"
      description={`${DATE_FORMAT}, from tomorrow`}
      required={required}
      value={expiry}
      onChange={change}
      minDate={min}
      maxDate={max}
      valueFormat={DATE_FORMAT}
      dateParser={parseDisplayDate}
      error={error}
      disabled={update.isPending}
      popoverProps={{ withinPortal: true }}
    />
  );
}
