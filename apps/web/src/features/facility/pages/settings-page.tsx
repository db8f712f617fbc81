import { Container, Stack, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { BankAccountSection } from '../../bank/components/bank-account-section';
import { TimekeepingSettingsSection } from '../components/timekeeping-settings-section';
import { I9FormSection } from '../../legal/components/i9-form-section';
import { LegalDocumentsSection } from '../../legal/components/legal-documents-section';

/** `/settings`: the facility's settings, one section each (issue 13 adds its own sections here). */
export function SettingsPage() {
  return (
    <Container size="md" px={0}>
      <Title order={1} size="h2" mb="md">
        {productMessages.settingsTitle}
      </Title>
      <Stack gap="lg">
        <TimekeepingSettingsSection />
        <LegalDocumentsSection />
        <I9FormSection />
        <BankAccountSection />
      </Stack>
    </Container>
  );
}
