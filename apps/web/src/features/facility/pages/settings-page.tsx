import { useEffect } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';
import { BankAccountSection } from '../../bank';
import { CompanySection } from '../../company';
import { I9FormSection } from '../../legal';
import { LegalDocumentsSection } from '../../legal';
import { AuditLogSection } from '../components/audit-log-section';
import { FacilityProfileSection } from '../components/facility-profile-section';
import { PayrollSettingSection } from '../components/payroll-setting-section';
import { StaffingSettingsSection } from '../components/staffing-settings-section';
import { TimekeepingSettingsSection } from '../components/timekeeping-settings-section';
import { UsersSection } from '../components/users-section';

/**
 * `/settings`: the facility's settings, one section each, in the order. A section a role
 * cannot use is left out (the server refuses it anyway); the others hide their own buttons.
 */
export function SettingsPage() {
  const role = useAppStore((state) => state.auth.role);
  const { hash } = useLocation();
  // `/settings#<section>` (settingsSectionPath): the dashboard's setup checklist links to one section.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Container size="md" px={0}>
      <Title order={1} size="h2" mb="md">
        {productMessages.settingsTitle}
      </Title>
      <Stack gap="lg">
        <FacilityProfileSection />
        <PayrollSettingSection />
        <CompanySection />
        <LegalDocumentsSection />
        <I9FormSection />
        <BankAccountSection />
        <TimekeepingSettingsSection />
        <StaffingSettingsSection />
        {can(role, 'users:manage') && <UsersSection />}
        {can(role, 'audit:read') && <AuditLogSection />}
      </Stack>
    </Container>
  );
}
