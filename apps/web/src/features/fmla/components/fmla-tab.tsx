import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useFmlaCases } from '../api/fmla';
import { CaseDialog } from './case-dialog';
import { CaseTable } from './case-table';
import { OpenCaseDialog } from './open-case-dialog';

/** The employee detail page's FMLA tab: her cases, and opening one when she gives notice. */
export function FmlaTab({ employeeId, name }: { employeeId: string; name: string }) {
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'time:write',
  );
  const cases = useFmlaCases({ employee_id: employeeId });
  const [opening, setOpening] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  if (cases.isPending) return <PageLoader label="Loading FMLA cases" />;
  const results = cases.data?.results ?? [];
  return (
    <Stack gap="sm">
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setOpening(true)}>Open FMLA case</Button>
        </Group>
      )}
      {results.length === 0 ? (
        <EmptyState title={productMessages.fmlaEmptyTitle} description={productMessages.fmlaEmptyForEmployee} />
      ) : (
        <CaseTable cases={results} label={`FMLA cases of ${name}`} onOpen={(c) => setShown(c.id)} />
      )}
      <OpenCaseDialog
        employeeId={employeeId}
        name={name}
        opened={opening}
        onClose={() => setOpening(false)}
        onOpened={(id) => {
          setOpening(false);
          setShown(id);
        }}
      />
      <CaseDialog caseId={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
