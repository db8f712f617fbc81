import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { settableCredentialStatuses } from '@careroster/shared/api/employees/update-credential-status';
import { FEEDBACK_MAX_LENGTH } from '@careroster/shared/constants';
import { feedbackCount } from '@careroster/shared/validation/feedback';
import { useUpdateCredentialStatus } from '../api/update-credential-status';

type Decision = Exclude<(typeof settableCredentialStatuses)[number], 'CREDENTIAL_PENDING'>;

/** Verify or reject a credential with optional feedback of at most 150 characters (spec 000 section 5). */
export function CredentialReview({ employeeId, credentialId }: { employeeId: string; credentialId: string }) {
  const [feedback, setFeedback] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const update = useUpdateCredentialStatus(employeeId, credentialId);

  const decide = (status: Decision) => {
    setDecision(status);
    update.mutate({ status, feedback: feedback.trim() }, { onSuccess: () => setFeedback('') });
  };

  return (
    <Stack gap="xs">
      <Textarea
        label="Feedback (optional)"
        description={feedbackCount(feedback)}
        maxLength={FEEDBACK_MAX_LENGTH}
        rows={2}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          color="red"
          variant="light"
          onClick={() => decide('CREDENTIAL_REJECTED')}
          loading={update.isPending && decision === 'CREDENTIAL_REJECTED'}
          disabled={update.isPending}
        >
          Reject
        </Button>
        <Button
          onClick={() => decide('CREDENTIAL_VERIFIED')}
          loading={update.isPending && decision === 'CREDENTIAL_VERIFIED'}
          disabled={update.isPending}
        >
          Verify
        </Button>
      </Group>
    </Stack>
  );
}
