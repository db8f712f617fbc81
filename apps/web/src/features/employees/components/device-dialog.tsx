import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { deviceFormSchema, type DeviceForm } from '@careroster/shared/validation/device';
import { GenericModal } from '../../../components/generic-modal';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { succeeded } from '../lib/succeeded';

const resolver = zodResolver(deviceFormSchema);
const empty: DeviceForm = { device_location: '' };

export interface DeviceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Settles when the call is done; the confirm button stays disabled until then. */
  onSubmit: (device: DeviceForm) => Promise<unknown>;
}

/** Spec 001 section 2 and 5: Device Location is required, checked on blur and on confirm. */
export function DeviceDialog({ opened, onClose, onSubmit }: DeviceDialogProps) {
  const form = useForm<DeviceForm>({ resolver, mode: 'onBlur', defaultValues: empty });
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) form.reset(empty);
  }, [opened, form]);

  const [submit, saving] = useSingleFlight(
    form.handleSubmit(async (values) => {
      if (await succeeded(onSubmit(values))) onClose();
    }),
  );

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title="Add Device"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Add Device"
      confirmLoading={saving}
    >
      <form onSubmit={submitWith(submit)} noValidate>
        <TextInput
          label="Device Location"
          required
          data-autofocus
          error={errors.device_location?.message}
          {...form.register('device_location')}
        />
      </form>
    </GenericModal>
  );
}
