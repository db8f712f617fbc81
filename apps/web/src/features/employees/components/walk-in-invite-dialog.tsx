import { Alert, Button, CopyButton, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { GenericModal } from '../../../components/generic-modal';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { useCreateWalkInInvite } from '../api/create-walk-in-invite';
import { emptyWalkIn, walkInInviteResolver, WalkInFields, type WalkInForm, type WalkInInviteValues } from './walk-in-fields';

/** Absolute, so the manager can paste it into any message; the API answers the app path. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * A manager invites a nurse who arrived without a booking. The link goes out by SMS and is
 * shown here once, to copy or read out.
 */
export function WalkInInviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<WalkInForm, unknown, WalkInInviteValues>({ resolver: walkInInviteResolver, defaultValues: emptyWalkIn });
  const create = useCreateWalkInInvite();
  const { reset: resetForm } = form;
  const { reset: resetInvite } = create;

  useEffect(() => {
    if (opened) {
      resetForm(emptyWalkIn);
      resetInvite();
    }
  }, [opened, resetForm, resetInvite]);

  const [submit, creating] = useSingleFlight(form.handleSubmit((values) => create.mutateAsync(values).catch(() => undefined)));
  const invite = create.data;

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title="Create walk-in invite"
      onSecondary={invite ? undefined : onClose}
      secondaryLabel="Cancel"
      onConfirm={invite ? onClose : () => void submit()}
      confirmLabel={invite ? 'Done' : 'Create invite'}
      confirmLoading={creating}
    >
      {invite ? (
        <Stack gap="sm">
          <Alert color="teal" role="status" title={invite.message} />
          <TextInput label="Invite link" readOnly value={absolute(invite.url)} onFocus={(event) => event.currentTarget.select()} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Works once, until {formatNotificationTime(invite.expires_at)}.
            </Text>
            <CopyButton value={absolute(invite.url)}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submitWith(submit)} noValidate>
          <Stack gap="sm">
            <WalkInFields form={form} />
            <Controller
              control={form.control}
              name="hourly_rate"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Hourly rate"
                  description="Without a rate the nurse cannot be picked for shifts."
                  prefix="$"
                  decimalScale={2}
                  allowNegative={false}
                  thousandSeparator=","
                  value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </form>
      )}
    </GenericModal>
  );
}
