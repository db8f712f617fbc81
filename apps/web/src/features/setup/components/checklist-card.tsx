import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ChecklistItemKey } from '@careroster/shared/api/setup/checklist';
import { productMessages } from '@careroster/shared/messages';
import { settingsSectionPath, type settingsSections } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { useSwitchFacility } from '../../../store/use-switch-facility';
import { useSetupChecklist } from '../api/setup';

/**
 * The /settings section that fixes each missing item, in the facility it is missing for. The
 * owner's second factor is her account's, not a facility's: it is listed without a link here.
 */
const fixedIn: Record<ChecklistItemKey, keyof typeof settingsSections> = {
  entity_details: 'legal',
  tax_setup: 'company',
  bank_account: 'bank',
  legal_documents: 'legal',
  admins_invited: 'users',
  // An administrator enrols her own at her first sign-in; the users list shows who has not signed in.
  second_factor: 'users',
};

/**
 * "Finish setting up" (issue 31, decision 080): for each facility the caller owns, what GET
 * /setup/checklist says is still missing, each a link to the page that fixes it (switching to
 * that facility first). The server lists owned facilities only, so only an owner asks; the card
 * is gone once nothing is missing.
 */
export function SetupChecklistCard() {
  const owner = useAppStore((s) => s.facility.facilities.some((f) => f.role === 'OWNER'));
  const checklist = useSetupChecklist(owner);
  const switchFacility = useSwitchFacility();
  if (!checklist.data || checklist.data.complete) return null;
  const unfinished = checklist.data.facilities.filter((f) => f.items.some((i) => !i.done));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="setup-checklist-title">
      <Title order={2} size="h4" id="setup-checklist-title">
        {productMessages.checklistTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {productMessages.checklistHint}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {unfinished.map((f) => (
          <Stack key={f.facility_id} gap={4}>
            <Text fw={600} id={`setup-checklist-${f.facility_id}`}>
              {f.facility_name}
            </Text>
            <List size="sm" aria-labelledby={`setup-checklist-${f.facility_id}`}>
              {f.items
                .filter((i) => !i.done)
                .map((i) => (
                  <List.Item key={i.key}>
                    <Anchor component={Link} to={settingsSectionPath(fixedIn[i.key])} onClick={() => switchFacility(f.facility_id)}>
                      {productMessages.checklistItems[i.key]}
                    </Anchor>
                  </List.Item>
                ))}
            </List>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
