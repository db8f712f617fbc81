import { Alert, List, Text } from '@mantine/core';
import type { EmployeeCard } from '@careroster/shared/api/employees/employee';
import { productMessages } from '@careroster/shared/messages';

type CredentialState = Pick<EmployeeCard, 'is_credential_complete' | 'is_credential_expired' | 'credential_gaps'>;

/** Whether the card rule (spec 000 section 4) finds anything wrong with the credentials. */
const hasCredentialGaps = (employee: CredentialState) => !employee.is_credential_complete || employee.is_credential_expired;

/** The credentials the server found missing or expired, each with its reason. */
export function CredentialGapList({ employee }: { employee: CredentialState }) {
  if (employee.credential_gaps.length === 0) return <Text size="sm">{productMessages.noCredentialsOnFile}</Text>;
  return (
    <List size="sm" spacing={2}>
      {employee.credential_gaps.map((gap) => (
        <List.Item key={gap.credential_id}>
          {gap.credential_name}: {productMessages.credentialGapReason[gap.reason]}
        </List.Item>
      ))}
    </List>
  );
}

/** The top of the Credentials tab: what keeps the employee from being picked, when anything does. */
export function CredentialGapsAlert({ employee }: { employee: CredentialState }) {
  if (!hasCredentialGaps(employee)) return null;
  return (
    <Alert color="yellow" title={productMessages.credentialGapsTitle} mb="md">
      <CredentialGapList employee={employee} />
    </Alert>
  );
}
