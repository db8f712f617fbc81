import { Container, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Structure } from '@careroster/shared/api/structure/structure';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useStructure } from '../api/structure';
import { CensusTab } from '../components/census-tab';
import { ColoursTab } from '../components/colours-tab';
import { DepartmentsTab } from '../components/departments-tab';
import { SupervisorsTab } from '../components/supervisors-tab';
import { UnitsTab } from '../components/units-tab';

/** What a tab of the setup page gets: the facility's structure, and whether the caller may change it. */
export type StructureTabProps = { structure: Structure; canManage: boolean };

/**
 * The setup page's tabs, in order: one array, so a part adds its tab with one line. `value` is the
 * `?tab=`. The master schedule has a page of its own under Shifts: a scheduler's, not set up once.
 */
export const structureTabs: readonly { value: string; label: string; render: (props: StructureTabProps) => ReactNode }[] = [
  { value: 'units', label: productMessages.structureTabUnits, render: (p) => <UnitsTab {...p} /> },
  { value: 'departments', label: productMessages.structureTabDepartments, render: (p) => <DepartmentsTab {...p} /> },
  { value: 'colours', label: productMessages.structureTabColours, render: (p) => <ColoursTab {...p} /> },
  { value: 'supervisors', label: productMessages.structureTabSupervisors, render: (p) => <SupervisorsTab {...p} /> },
  { value: 'census', label: productMessages.structureTabCensus, render: (p) => <CensusTab {...p} /> },
];

/** `/settings/structure`: the facility's setup (issue 28, decision 068), one tab per part. */
export function StructurePage() {
  const role = useAppStore((state) => state.auth.role);
  const canManage = can(role, 'structure:manage');
  const [search, setSearch] = useSearchParams();
  const tab = structureTabs.find((t) => t.value === search.get('tab'))?.value ?? structureTabs[0]!.value;
  const structure = useStructure();
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="xs">
        {productMessages.structureTitle}
      </Title>
      <Text size="sm" mb="md">
        {productMessages.structureIntro}
      </Text>
      {!structure.data ? (
        <PageLoader />
      ) : (
        <Tabs value={tab} onChange={(v) => v && setSearch({ tab: v }, { replace: true })} keepMounted={false}>
          <Tabs.List mb="md">
            {structureTabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {structureTabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {t.render({ structure: structure.data, canManage })}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
