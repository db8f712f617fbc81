import { Badge } from '@mantine/core';
import { credentialStatuses, labelOf, type CredentialStatus } from '@careroster/shared/lookups';

const colors: Record<CredentialStatus, string> = {
  CREDENTIAL_PENDING: 'yellow',
  CREDENTIAL_VERIFIED: 'teal',
  CREDENTIAL_EXPIRED: 'red',
  CREDENTIAL_REJECTED: 'red',
};

export function CredentialStatusBadge({ status }: { status: CredentialStatus }) {
  return (
    <Badge variant="light" color={colors[status]}>
      {labelOf(credentialStatuses, status)}
    </Badge>
  );
}
