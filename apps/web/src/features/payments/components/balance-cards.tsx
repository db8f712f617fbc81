import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PaymentsSummary } from '@careroster/shared/api/payments/payments-summary';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';

function Card({ label, value, hint, testId }: { label: string; value: number; hint?: string; testId: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {formatMoney(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** What the vault holds, what is on its way to it, and the fees paid so far. */
export function BalanceCards({ summary }: { summary: PaymentsSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Card label={productMessages.paymentsVaultBalance} value={summary.vault} testId="vault-balance" />
      <Card
        label={productMessages.paymentsInTransit}
        value={summary.in_transit}
        hint={productMessages.paymentsInTransitHint}
        testId="in-transit"
      />
      <Card label={productMessages.paymentsFeesPaid} value={summary.fees_paid} testId="fees-paid" />
    </SimpleGrid>
  );
}
