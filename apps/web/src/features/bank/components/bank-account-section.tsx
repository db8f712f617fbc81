import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BankAccount } from '@careroster/shared/api/bank/bank-account';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { settingsSections } from '@careroster/shared/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/read-only-field';
import { useAppStore } from '../../../store/app-store';
import { useBankAccount } from '../api/bank-account';
import { AddBankAccountDialog } from './add-bank-account-dialog';
import { VerifyDepositsDialog } from './verify-deposits-dialog';

const statusColor: Record<BankAccount['status'], string> = {
  PENDING_DEPOSITS: 'yellow',
  AWAITING_VERIFICATION: 'orange',
  VERIFIED: 'green',
  FAILED: 'red',
  EXPIRED: 'gray',
  REMOVED: 'gray',
};

function AccountCard({ account }: { account: BankAccount }) {
  const unverified = account.status === 'PENDING_DEPOSITS' || account.status === 'AWAITING_VERIFICATION';
  return (
    <Stack gap="sm" data-testid="bank-account">
      <Group gap="xs">
        <Badge color={statusColor[account.status]} variant="light">
          {productMessages.bankStatusLabels[account.status]}
        </Badge>
        {account.status === 'AWAITING_VERIFICATION' && <Text size="sm">{productMessages.bankAttemptsLeft(account.attempts_left)}</Text>}
        {account.status === 'FAILED' && <Text size="sm">{messages.noAttemptsLeft}</Text>}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
        <Field label="Account holder" value={account.holder_name} />
        <Field label="Routing number" value={account.routing_number} />
        <Field label="Account number" value={account.account_number} />
        <Field label="Account type" value={productMessages.bankAccountTypeLabels[account.account_type]} />
      </SimpleGrid>
      {account.status === 'PENDING_DEPOSITS' && <Text size="sm">{productMessages.bankDepositsOnTheWay}</Text>}
      {unverified && <Text size="sm">{productMessages.bankVerifyBy(formatDate(account.expires_at))}</Text>}
    </Stack>
  );
}

type Open = 'confirm-replace' | 'add' | 'verify' | null;

/** The settings page's Bank account section (issue 13): the card, and for ADMIN and OWNER the actions. */
export function BankAccountSection() {
  const bank = useBankAccount();
  const canMove = can(
    useAppStore((state) => state.auth.role),
    'money:move',
  );
  const [open, setOpen] = useState<Open>(null);
  const account = bank.data?.account ?? null;
  const live = account !== null && account.status !== 'FAILED' && account.status !== 'EXPIRED';
  const canVerify = account !== null && (account.status === 'AWAITING_VERIFICATION' || account.status === 'FAILED');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={settingsSections.bank}>
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} size="h4" id={settingsSections.bank}>
            {productMessages.settingsBank}
          </Title>
          <Text size="sm" c="dimmed">
            {productMessages.settingsBankHint}
          </Text>
        </div>
        {canMove && bank.data && (
          <Group gap="xs">
            {canVerify && <Button onClick={() => setOpen('verify')}>{productMessages.bankVerify}</Button>}
            <Button variant={canVerify ? 'default' : 'filled'} onClick={() => setOpen(live ? 'confirm-replace' : 'add')}>
              {account ? productMessages.bankReplace : productMessages.bankAdd}
            </Button>
          </Group>
        )}
      </Group>
      {!bank.data ? (
        <Text size="sm">Loading…</Text>
      ) : account ? (
        <AccountCard account={account} />
      ) : (
        <Text size="sm">{productMessages.bankNoAccountYet}</Text>
      )}
      {account && (
        <ConfirmDialog
          opened={open === 'confirm-replace'}
          onClose={() => setOpen(null)}
          onConfirm={() => setOpen('add')}
          title={productMessages.bankReplaceTitle}
          confirmLabel={productMessages.bankReplace}
        >
          <Text size="sm">{productMessages.bankReplaceBody(account.account_number.slice(-4))}</Text>
        </ConfirmDialog>
      )}
      {open === 'add' && <AddBankAccountDialog onClose={() => setOpen(null)} />}
      {open === 'verify' && account && <VerifyDepositsDialog account={account} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
