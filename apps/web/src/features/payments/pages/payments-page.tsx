import { useState } from 'react';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { useAppStore } from '../../../store/app-store';
import { usePaymentsSummary } from '../api/payments';
import { BalanceCards } from '../components/balance-cards';
import { FundVaultDialog } from '../components/fund-vault-dialog';
import { OneOffPaymentsSection } from '../components/one-off-payments-section';
import { ReimbursementDialog } from '../components/reimbursement-dialog';
import { ReimbursementsSection } from '../components/reimbursements-section';
import { TransactionsSection } from '../components/transactions-section';

// The tab is in the address (`?tab=one-off`), so a reload or a shared link keeps it.
const VAULT_TAB = 'vault';
const ONE_OFF_TAB = 'one-off';

function Payments() {
  const canMove = can(
    useAppStore((state) => state.auth.role),
    'money:move',
  );
  const summary = usePaymentsSummary();
  const [funding, setFunding] = useState(false);
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {productMessages.paymentsTitle}
        </Title>
        {canMove && summary.data && <Button onClick={() => setFunding(true)}>{productMessages.fundVault}</Button>}
      </Group>
      {summary.data ? <BalanceCards summary={summary.data} /> : <Text size="sm">Loading…</Text>}
      <Tabs
        value={params.get('tab') === ONE_OFF_TAB ? ONE_OFF_TAB : VAULT_TAB}
        onChange={(tab) =>
          setParams((p) => {
            if (tab === ONE_OFF_TAB) p.set('tab', ONE_OFF_TAB);
            else p.delete('tab');
            return p;
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value={VAULT_TAB}>{productMessages.transactionsTab}</Tabs.Tab>
          <Tabs.Tab value={ONE_OFF_TAB}>{productMessages.oneOffTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={VAULT_TAB}>
          <Stack gap="md">
            <TransactionsSection />
            <ReimbursementsSection />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value={ONE_OFF_TAB}>
          <OneOffPaymentsSection />
        </Tabs.Panel>
      </Tabs>
      <ReimbursementDialog
        id={params.get('reimbursement')}
        onClose={() =>
          setParams((p) => {
            p.delete('reimbursement');
            return p;
          })
        }
      />
      {funding && summary.data && <FundVaultDialog summary={summary.data} onClose={() => setFunding(false)} />}
    </Stack>
  );
}

/**
 * `/payments` (issue 14): the vault, its funding (spec 000), the transactions and reimbursements;
 * `?reimbursement=<id>` opens one, as its notification does. `?tab=one-off`: the one-off payments
 * (issue 30, decision 077).
 * A role without money:read (a MANAGER) is told so instead of meeting a 403 toast per call.
 */
export function PaymentsPage() {
  const allowed = can(
    useAppStore((state) => state.auth.role),
    'money:read',
  );
  return (
    <Container size="xl" py="md">
      {allowed ? <Payments /> : <EmptyState title={productMessages.paymentsTitle} description={productMessages.paymentsNotAllowed} />}
    </Container>
  );
}
