import { Container, Stack, Tabs, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { MasterScheduleTab } from '../components/master-schedule-tab';
import { MasterTimingTab } from '../components/master-timing-tab';
import { TemplatesTab } from '../components/templates-tab';

/**
 * `/settings/schedule` (issue 28, decision 069): master timing, the master schedule and builder
 * templates. A page of its own until the structure page takes the three tabs in.
 */
export function MasterSchedulePage() {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {productMessages.masterScheduleTitle}
        </Title>
        <Tabs defaultValue="schedule" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="timing">{productMessages.masterTimingTab}</Tabs.Tab>
            <Tabs.Tab value="schedule">{productMessages.masterScheduleTab}</Tabs.Tab>
            <Tabs.Tab value="templates">{productMessages.shiftTemplatesTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="timing" pt="md">
            <MasterTimingTab />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="md">
            <MasterScheduleTab />
          </Tabs.Panel>
          <Tabs.Panel value="templates" pt="md">
            <TemplatesTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
