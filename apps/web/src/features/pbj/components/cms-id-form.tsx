import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { cmsIdBody } from '@careroster/shared/api/pbj/cms-id';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { useUpdateCmsId } from '../api/pbj';

/** The facility's CMS id, the file header's facilityId: 1-16 letters and digits (the server and the database check it too). */
export function CmsIdForm({ current }: { current: string | null }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateCmsId();
  const value = draft ?? current ?? '';
  const submit = () => {
    const parsed = cmsIdBody.safeParse({ cms_facility_id: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    save.mutate(parsed.data.cms_facility_id, {
      onSuccess: (answer) => {
        showToast('success', answer.message);
        setDraft(null);
      },
      onError: (e) => setError(e instanceof ApiError ? e.messages[0] : messages.somethingWentWrong),
    });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap="sm" align="flex-start">
        <TextInput
          label={productMessages.pbjCmsId}
          description={productMessages.pbjCmsIdHint}
          w={280}
          maxLength={16}
          autoComplete="off"
          value={value}
          error={error}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" mt={44} variant="default" loading={save.isPending} disabled={draft === null || draft === current}>
          Save
        </Button>
      </Group>
    </form>
  );
}
