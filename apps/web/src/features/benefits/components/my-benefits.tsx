import { Paper, Stack, Text, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { useMyBenefits, useMyElect } from '../api/my-benefits';
import { ElectionForm } from './election-form';
import { ElectionsTable } from './elections-table';

/** The nurse's benefits on her time-clock link page (issue 30): her choices, and the form while a window is open to her. */
export function MyBenefits({ device }: { device: string }) {
  const mine = useMyBenefits(device);
  const elect = useMyElect(device);
  if (!mine.data) return null;
  const open = mine.data.years.some((y) => y.window);
  if (!open && mine.data.elections.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {productMessages.benefitsMyTitle}
        </Title>
        {open ? (
          <ElectionForm data={mine.data} onElect={elect.mutateAsync} pending={elect.isPending} error={elect.error} />
        ) : (
          <Text size="sm" c="dimmed">
            {productMessages.benefitsMyClosed}
          </Text>
        )}
        {mine.data.elections.length > 0 && <ElectionsTable elections={mine.data.elections} label="My choices" />}
      </Stack>
    </Paper>
  );
}
