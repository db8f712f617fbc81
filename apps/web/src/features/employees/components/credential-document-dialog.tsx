import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Credential } from '@careroster/shared/api/employees/credential';
import { formatDate } from '@careroster/shared/format/date-time';
import { GenericModal } from '../../../components/generic-modal';
import { CredentialDocuments } from './credential-documents';
import { CredentialExpiryField } from './credential-expiry-field';
import { CredentialReview } from './credential-review';
import { CredentialStatusBadge } from './credential-status-badge';
import { CredentialUpload } from './credential-upload';

export interface CredentialDocumentDialogProps {
  employeeId: string;
  /** The credential as the list last read it; the dialog is closed when null. */
  credential: Credential | null;
  onClose: () => void;
  /** Reviewing (verify/reject) needs staff:write; everyone who sees the tab may look. */
  canReview: boolean;
}

/** The credential document dialog of spec 001 section 2. */
export function CredentialDocumentDialog({ employeeId, credential, onClose, canReview }: CredentialDocumentDialogProps) {
  return (
    <GenericModal opened={credential !== null} onClose={onClose} title={credential?.credential_name ?? ''} size="lg">
      {credential && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Status:
            </Text>
            <CredentialStatusBadge status={credential.status} />
          </Group>
          {credential.feedback && (
            <Text size="sm">
              <Text span fw={600}>
                Feedback:
              </Text>{' '}
              {credential.feedback}
            </Text>
          )}
          <CredentialDocuments documents={credential.credential_data} />
          {canReview && (
            <>
              <CredentialUpload employeeId={employeeId} credentialId={credential.id} />
              <CredentialExpiryField
                employeeId={employeeId}
                credentialId={credential.id}
                expiry={credential.expiry}
                required={credential.expiry_required}
              />
              <Divider label="Review" labelPosition="left" />
              <CredentialReview employeeId={employeeId} credentialId={credential.id} />
            </>
          )}
          {!canReview && credential.expiry && (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Expiry:
              </Text>
              <Text size="sm">{formatDate(credential.expiry)}</Text>
            </Group>
          )}
        </Stack>
      )}
    </GenericModal>
  );
}
