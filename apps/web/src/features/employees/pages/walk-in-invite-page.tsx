// The walk-in form's Select, beyond app/base-styles.ts; this page is public, outside the shell.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { CompleteWalkInInviteBody } from '@careroster/shared/api/employees/walk-in-invites';
import { maskPhoneInput } from '@careroster/shared/format/phone';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { LinkRefusedPage, linkRefusal } from '../../../components/link-page';
import { PageLoader } from '../../../components/page-loader';
import { PublicPage } from '../../../components/public-page';
import { useCompleteWalkInInvite, useWalkInInvite } from '../api/walk-in-invite';
import { emptyWalkIn, walkInResolver, WalkInFields, type WalkInForm } from '../components/walk-in-fields';

/** 404 is the API's answer for an unknown, used or expired link; anything else is a failure to retry. */
const DEAD_TITLE = 'Invite link not valid';
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPage>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </PublicPage>
  );
}

/** `/walk-in-invite/:token`: a nurse confirms the details a manager entered and joins as WN. */
export function WalkInInvitePage() {
  const { token = '' } = useParams();
  const invite = useWalkInInvite(token);
  const complete = useCompleteWalkInInvite(token);
  const form = useForm<WalkInForm, unknown, CompleteWalkInInviteBody>({ resolver: walkInResolver, defaultValues: emptyWalkIn });
  const { reset } = form;

  useEffect(() => {
    if (invite.data) {
      const { first_name, last_name, mobile, job_title_id } = invite.data;
      reset({ first_name, last_name, mobile: maskPhoneInput(mobile), job_title_id });
    }
  }, [invite.data, reset]);

  const submit = form.handleSubmit((values) => complete.mutateAsync(values).catch(() => undefined));

  if (invite.isPending) return <PageLoader label="Loading invite" />;
  if (complete.data) {
    return (
      <Frame title="You are registered">
        <Alert color="teal" role="status" title={complete.data.message}>
          {complete.data.facility_name} now has you on its staff as a walk-in nurse.
        </Alert>
      </Frame>
    );
  }
  if (invite.isError) {
    const refusal = linkRefusal(invite.error, productMessages.walkInInviteInvalid, () => void invite.refetch());
    return <LinkRefusedPage title={refusal.onRetry ? messages.somethingWentWrong : DEAD_TITLE} {...refusal} />;
  }
  // The link died while she was filling in the form (used on another phone, expired).
  if (complete.isError && isDeadLink(complete.error))
    return <LinkRefusedPage title={DEAD_TITLE} message={productMessages.walkInInviteInvalid} />;

  return (
    <Frame title={`Join ${invite.data.facility_name}`}>
      <Text size="sm" c="dimmed" mb="md">
        Please confirm your details to work at {invite.data.facility_name} today.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <WalkInFields form={form} />
          {complete.isError && (
            <Alert color="red" role="alert">
              {complete.error.message}
            </Alert>
          )}
          <Button type="submit" loading={complete.isPending} fullWidth>
            Confirm
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}
