import { useState } from 'react';
import { Alert, Stack, TextInput } from '@mantine/core';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useInviteManager } from '../api/facility-users';

/** Invites a manager to one facility by e-mail and name; the server checks the fields. */
export function InviteManagerDialog({
  facilityId,
  facilityName,
  onClose,
}: {
  facilityId: string;
  facilityName: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '' });
  const invite = useInviteManager(facilityId);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const send = () =>
    invite.mutate(form, {
      onSuccess: (answer) => {
        showToast('success', answer.message);
        onClose();
      },
    });
  const error = invite.error instanceof ApiError ? invite.error.messages : invite.isError ? [messages.somethingWentWrong] : [];
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={`${productMessages.inviteManagerTitle}: ${facilityName}`}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={send}
      confirmLabel="Send invitation"
      confirmLoading={invite.isPending}
    >
      <Stack gap="sm">
        <TextInput label="Email" type="email" value={form.email} onChange={set('email')} data-autofocus />
        <TextInput label="First name" value={form.first_name} onChange={set('first_name')} />
        <TextInput label="Last name" value={form.last_name} onChange={set('last_name')} />
        {error.length > 0 && (
          <Alert color="red" role="alert">
            {error.join(' ')}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
