import { Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useFmlaCases } from '../api/fmla';
import { CaseDialog } from '../components/case-dialog';
import { CaseTable } from '../components/case-table';
import { SettingsPanel } from '../components/settings-panel';

/** `/fmla`: every case of the facility with eligibility, balance and certification; `?case=` opens one (its reminders link here). */
export function FmlaPage() {
  const [params, setParams] = useSearchParams();
  const cases = useFmlaCases();
  const shown = params.get('case');
  const show = (caseId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (caseId) next.set('case', caseId);
        else next.delete('case');
        return next;
      },
      { replace: true },
    );
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {productMessages.fmlaTitle}
      </Title>
      <Tabs defaultValue="cases" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cases">Cases</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cases">
          {cases.isPending ? (
            <PageLoader label="Loading FMLA cases" />
          ) : (cases.data?.results.length ?? 0) === 0 ? (
            <EmptyState title={productMessages.fmlaEmptyTitle} description={productMessages.fmlaOpenFromEmployee} />
          ) : (
            <CaseTable cases={cases.data!.results} label="FMLA cases" showEmployee onOpen={(c) => show(c.id)} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsPanel />
        </Tabs.Panel>
      </Tabs>
      <CaseDialog caseId={shown} onClose={() => show(null)} />
    </Container>
  );
}
