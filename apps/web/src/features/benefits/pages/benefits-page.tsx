import { Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { EligibilityTab } from '../components/eligibility-tab';
import { EnrolmentsTab } from '../components/enrolments-tab';
import { PlansTab } from '../components/plans-tab';

const tabs = ['eligibility', 'plans', 'enrolments'] as const;

/** `/benefits` (issue 30, decision 075): ACA eligibility, plan years and plans, and enrolments; the tab is in the address. */
export function BenefitsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? 'eligibility';
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {productMessages.benefitsTitle}
      </Title>
      <Tabs value={tab} onChange={(v) => setParams({ tab: v ?? 'eligibility' }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="eligibility">Eligibility</Tabs.Tab>
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
          <Tabs.Tab value="enrolments">Enrolments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="eligibility">
          <EligibilityTab />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <PlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="enrolments">
          <EnrolmentsTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
