import { Button } from '@mantine/core';
import { useState } from 'react';
import type { EmployeeDetail } from '@careroster/shared/api/employees/employee';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { DataTable } from '../../../components/data-table';
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
      <DataTable
        label="Credentials"
        minWidth={480}
        rows={credentials.data}
        rowKey={(credential) => credential.id}
        columns={[
          { key: 'name', header: 'Credential', cell: (credential) => credential.credential_name },
          { key: 'status', header: 'Status', cell: (credential) => <CredentialStatusBadge status={credential.status} /> },
          {
            key: 'expiry',
            header: 'Expiry',
            cell: (credential) => (credential.expiry ? formatDate(credential.expiry) : messages.missingValue),
          },
          { key: 'documents', header: 'Documents', cell: (credential) => credential.credential_data.length },
          {
            key: 'action',
            header: 'Action',
            cell: (credential) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setOpenId(credential.id)}
                aria-label={`Open ${credential.credential_name}`}
              >
                Open
              </Button>
            ),
          },
        ]}
      />
      <CredentialDocumentDialog
        employeeId={employeeId}
        credential={open}
        onClose={() => setOpenId(null)}
        canReview={can(role, 'staff:write')}
      />
    </>
  );
}
