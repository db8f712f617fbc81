import { Button, ScrollArea, Table } from '@mantine/core';
import { useState } from 'react';
import type { EmployeeDetail } from '@careroster/shared/api/employees/employee';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useCredentials } from '../api/list-credentials';
import { CredentialDocumentDialog } from './credential-document-dialog';
import { CredentialGapsAlert } from './credential-gaps';
import { CredentialStatusBadge } from './credential-status-badge';

/**
 * The employee's credentials tab: what keeps the employee from being picked, then every
 * credential; a row opens the credential document dialog.
 */
export function CredentialsTab({ employee }: { employee: EmployeeDetail }) {
  const employeeId = employee.id;
  const role = useAppStore((state) => state.auth.role);
  const credentials = useCredentials(employeeId);
  // The dialog follows the list by id, so it shows each update as soon as the list refetches.
  const [openId, setOpenId] = useState<string | null>(null);
  const open = credentials.data?.find((credential) => credential.id === openId) ?? null;

  if (credentials.isPending) return <PageLoader label="Loading credentials" />;
  if (!credentials.data || credentials.data.length === 0) {
    return (
      <>
        <CredentialGapsAlert employee={employee} />
        <EmptyState title={messages.noDataFound} />
      </>
    );
  }

  return (
    <>
      <CredentialGapsAlert employee={employee} />
      <ScrollArea type="auto">
        <Table striped miw={480} aria-label="Credentials">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Credential</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th>Documents</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credentials.data.map((credential) => (
              <Table.Tr key={credential.id}>
                <Table.Td>{credential.credential_name}</Table.Td>
                <Table.Td>
                  <CredentialStatusBadge status={credential.status} />
                </Table.Td>
                <Table.Td>{credential.expiry ? formatDate(credential.expiry) : messages.missingValue}</Table.Td>
                <Table.Td>{credential.credential_data.length}</Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="light" onClick={() => setOpenId(credential.id)} aria-label={`Open ${credential.credential_name}`}>
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <CredentialDocumentDialog
        employeeId={employeeId}
        credential={open}
        onClose={() => setOpenId(null)}
        canReview={can(role, 'staff:write')}
      />
    </>
  );
}
