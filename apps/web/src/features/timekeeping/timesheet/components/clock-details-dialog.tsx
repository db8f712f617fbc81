import { useEffect, useMemo } from 'react';
import { Alert, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClockDetails } from '@careroster/shared/api/timekeeping/clock-details';
import { formatDistance } from '@careroster/shared/format/distance';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { workerTypes } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { GenericModal } from '../../../../components/generic-modal';
import { useClockDetails, usePunchPhoto } from '../api/timesheet';

const missing = messages.missingValue;
const dateTime = (iso: string | null, zone: string) => (iso ? `${formatDate(iso, zone)} ${formatTime(iso, zone)}` : missing);

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function PunchPhoto({ address, kind }: { address: string | null; kind: 'in' | 'out' }) {
  const photo = usePunchPhoto(address);
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const label = productMessages.clockDetailsPhotoAlt(kind);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {url ? (
        <Image src={url} alt={label} radius="sm" h={160} w="auto" fit="contain" />
      ) : address && photo.isPending ? (
        <Loader size="sm" aria-label={label} />
      ) : (
        <Text size="sm">{missing}</Text>
      )}
    </Stack>
  );
}

/** The fields of spec 000's clock in/out details, in the facility's zone; '- -' for what is missing. */
export function ClockDetailsBody({ details }: { details: ClockDetails }) {
  const zone = details.shift_info.timezone;
  const workerType = workerTypes.find((w) => w.value === details.user_type)?.label ?? details.user_type;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Field label="Shift" value={details.shift_info.title || missing} />
        <Field label="Time zone" value={zone} />
        <Field label="Start" value={dateTime(details.shift_info.start_date, zone)} />
        <Field label="End" value={dateTime(details.shift_info.end_date, zone)} />
        <Field label="Nurse" value={details.nurse_name || missing} />
        <Field label="Worker type" value={workerType} />
        <Field label="Job title" value={details.job_title_abbr || missing} />
        <span />
        <Field label="Clock-in time" value={dateTime(details.clock_in_time, zone)} />
        <Field label="Clock-out time" value={dateTime(details.clock_out_time, zone)} />
        <Field label="Clock-in distance" value={formatDistance(details.clock_in_distance)} />
        <Field label="Clock-out distance" value={formatDistance(details.clock_out_distance)} />
      </SimpleGrid>
      <Group grow align="flex-start">
        <PunchPhoto address={details.clock_in_image} kind="in" />
        <PunchPhoto address={details.clock_out_image} kind="out" />
      </Group>
    </Stack>
  );
}

export function ClockDetailsDialog({ timecardId, onClose }: { timecardId: string | null; onClose: () => void }) {
  const details = useClockDetails(timecardId);
  return (
    <GenericModal opened={timecardId !== null} onClose={onClose} title={productMessages.clockDetailsTitle} size="lg">
      {details.data ? (
        <ClockDetailsBody details={details.data} />
      ) : details.isError ? (
        <Alert color="red">{messages.somethingWentWrong}</Alert>
      ) : (
        <Loader size="sm" aria-label={productMessages.clockDetailsTitle} />
      )}
    </GenericModal>
  );
}
