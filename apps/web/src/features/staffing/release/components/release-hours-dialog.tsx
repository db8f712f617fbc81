import { useState } from 'react';
import { Alert, NumberInput, Stack } from '@mantine/core';
import type { ReleaseDefaults } from '@careroster/shared/api/staffing/release';
import { messages, productMessages } from '@careroster/shared/messages';
import { RELEASE_HOURS_LIMIT } from '@careroster/shared/staffing/values';
import { ApiError } from '../../../../api/client';
import { GenericModal } from '../../../../components/generic-modal';
import { useStartRelease } from '../api/release';

const fields = [
  ['marketplace_after_hours', productMessages.releaseMarketplaceAfterLabel],
  ['agency_after_hours', productMessages.releaseAgencyAfterLabel],
  ['agency_within_hours', productMessages.releaseAgencyWithinLabel],
] as const;

/** Starts a release with the given hours (the facility's defaults, or the plan's own), or changes an active plan's. */
export function ReleaseHoursDialog({
  shiftId,
  positionId,
  title,
  initial,
  onClose,
}: {
  shiftId: string;
  positionId: string;
  title: string;
  initial: ReleaseDefaults;
  onClose: () => void;
}) {
  const [hours, setHours] = useState<Record<keyof ReleaseDefaults, number | string>>(initial);
  const start = useStartRelease(shiftId, positionId);
  const error = start.error instanceof ApiError ? start.error.messages : start.isError ? [messages.somethingWentWrong] : [];
  const save = () =>
    start.mutate(
      {
        marketplace_after_hours: Number(hours.marketplace_after_hours),
        agency_after_hours: Number(hours.agency_after_hours),
        agency_within_hours: Number(hours.agency_within_hours),
      },
      { onSuccess: onClose },
    );
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={title}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={save}
      confirmLabel={title}
      confirmLoading={start.isPending}
    >
      <Stack gap="sm">
        {fields.map(([key, label]) => (
          <NumberInput
            key={key}
            label={label}
            min={RELEASE_HOURS_LIMIT.min}
            max={RELEASE_HOURS_LIMIT.max}
            allowDecimal={false}
            value={hours[key]}
            onChange={(v) => setHours((h) => ({ ...h, [key]: v }))}
          />
        ))}
        {error.length > 0 && (
          <Alert color="red" role="alert">
            {error.join(' ')}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
