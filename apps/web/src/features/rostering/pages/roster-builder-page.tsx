import { useSearchParams } from 'react-router';
import { Alert, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { useMasterTimings, useStructure } from '../../structure';
import { ContractsTab } from '../components/contracts-tab';
import { RequestsTab } from '../components/requests-tab';
import { RosterTab } from '../components/roster-tab';
import { RotationsTab } from '../components/rotations-tab';
import { TeamTab } from '../components/team-tab';

/**
 * `/shifts/roster-builder` (issue 29, decision 074): a unit's roster made by the engine. The unit
 * chosen at the top applies to Roster, Team and Requests; contracts and rotations are the
 * facility's, shared by every unit.
 */
export function RosterBuilderPage() {
  const structure = useStructure();
  const timings = useMasterTimings();
  // The unit and tab live in the address: a reload or a shared link opens the same unit's roster.
  const [search, setSearch] = useSearchParams();
  const unitId = search.get('unit');
  const tab = search.get('tab') ?? 'roster';
  const choose = (next: { unit?: string | null; tab?: string | null }) => {
    const unitNext = next.unit === undefined ? unitId : next.unit;
    const tabNext = next.tab === undefined ? tab : next.tab;
    setSearch({ ...(unitNext ? { unit: unitNext } : {}), ...(tabNext && tabNext !== 'roster' ? { tab: tabNext } : {}) }, { replace: true });
  };
  if (structure.isPending) return <PageLoader label={productMessages.rbLoading} />;
  if (structure.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {structure.error.message}
      </Alert>
    );
  const units = structure.data.units;
  const parentName = new Map(units.map((u) => [u.id, u.name]));
  const unitOptions = units.map((u) => ({
    value: u.id,
    label: u.parent_id ? `${parentName.get(u.parent_id) ?? ''} › ${u.name}` : u.name,
  }));
  const unit = units.find((u) => u.id === unitId) ?? null;
  const timingOptions = (timings.data?.results ?? []).map((t) => ({ id: t.id, code: t.code, name: t.name }));
  const needsUnit = (
    <Text size="sm" c="dimmed">
      {productMessages.rbChooseUnit}
    </Text>
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {productMessages.rosterBuilderTitle}
      </Title>
      <Select
        label={productMessages.rbUnit}
        placeholder={productMessages.rbChooseUnit}
        data={unitOptions}
        value={unitId}
        onChange={(unit) => choose({ unit })}
        searchable
        w={{ base: '100%', xs: 320 }}
      />
      <Tabs value={tab} onChange={(next) => choose({ tab: next })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="roster">{productMessages.rbTabRoster}</Tabs.Tab>
          <Tabs.Tab value="team">{productMessages.rbTabTeam}</Tabs.Tab>
          <Tabs.Tab value="requests">{productMessages.rbTabRequests}</Tabs.Tab>
          <Tabs.Tab value="contracts">{productMessages.rbTabContracts}</Tabs.Tab>
          <Tabs.Tab value="rotations">{productMessages.rbTabRotations}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="roster" pt="md">
          {unit ? <RosterTab key={unit.id} unitId={unit.id} /> : needsUnit}
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="md">
          {unit ? <TeamTab unitId={unit.id} unitName={unit.name} /> : needsUnit}
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          {unit ? <RequestsTab key={unit.id} unitId={unit.id} timings={timingOptions} /> : needsUnit}
        </Tabs.Panel>
        <Tabs.Panel value="contracts" pt="md">
          <ContractsTab timings={timingOptions} />
        </Tabs.Panel>
        <Tabs.Panel value="rotations" pt="md">
          <RotationsTab timings={timingOptions} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
