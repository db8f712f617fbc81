import { Paper, Tabs, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { settingsSections } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { CategoryList } from './category-list';
import { TaxesPanel } from './taxes-panel';

/** The Company section of /settings (issue 31, decision 078): the lists the facility configures and, for admins, its employer taxes. */
export function CompanySection() {
  const role = useAppStore((state) => state.auth.role);
  const canManage = can(role, 'facility:update');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={settingsSections.company}>
      <Title order={2} size="h4" id={settingsSections.company} mb="md">
        {productMessages.settingsCompany}
      </Title>
      <Tabs defaultValue="labor-categories" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="labor-categories">{productMessages.companyLaborCategories}</Tabs.Tab>
          <Tabs.Tab value="expense-categories">{productMessages.companyExpenseCategories}</Tabs.Tab>
          {canManage && <Tabs.Tab value="taxes">{productMessages.companyTaxes}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="labor-categories">
          <CategoryList list="labor-categories" canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="expense-categories">
          <CategoryList list="expense-categories" canManage={canManage} />
        </Tabs.Panel>
        {canManage && (
          <Tabs.Panel value="taxes">
            <TaxesPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
