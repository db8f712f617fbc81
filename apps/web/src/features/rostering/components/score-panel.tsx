import { Badge, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { RULES, type RosterScore } from '@careroster/shared/rostering/score';

const ruleName = (rule: string) => productMessages.rbScoreRuleNames[rule] ?? rule;

/**
 * A roster's score (issue 29): the hard and soft totals, the rules that cost anything with
 * readable names, and each nurse's share; choosing a nurse highlights her row. `preview` is the
 * score the roster would have if the day being dragged were dropped where it is.
 */
export function ScorePanel({
  score,
  preview,
  names,
  highlighted,
  onHighlight,
}: {
  score: RosterScore;
  preview: { hard: number; soft: number } | null;
  names: string[];
  highlighted: number | null;
  onHighlight: (n: number | null) => void;
}) {
  const rules = RULES.filter((r) => score.byRule[r].hard > 0 || score.byRule[r].soft > 0);
  const nurses = [...score.byNurse].filter((n) => n.hard > 0 || n.soft > 0).sort((a, b) => b.hard - a.hard || b.soft - a.soft);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="rb-score-heading">
      <Stack gap="xs">
        <Title order={3} size="h5" id="rb-score-heading">
          {productMessages.rbScore}
        </Title>
        <Group gap="xs" role="status" aria-live="polite" data-score={`${score.hard}/${score.soft}`}>
          <Badge color={score.hard > 0 ? 'red.8' : 'teal.8'} variant="filled" size="lg">
            {productMessages.rbScoreHard}: {score.hard}
          </Badge>
          <Badge color="gray.8" variant="filled" size="lg">
            {productMessages.rbScoreSoft}: {score.soft}
          </Badge>
        </Group>
        {preview && (
          <Text size="sm" fw={600} c="blue.9" data-preview>
            {productMessages.rbPreview(preview.hard, preview.soft)}
          </Text>
        )}
        <Title order={4} size="h6">
          {productMessages.rbByRule}
        </Title>
        {rules.length === 0 ? (
          <Text size="sm" c="dimmed">
            {productMessages.rbNoViolations}
          </Text>
        ) : (
          <Table verticalSpacing={2} horizontalSpacing={4} aria-label={productMessages.rbByRule}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.rbRule}</Table.Th>
                <Table.Th ta="right">{productMessages.rbScoreHard}</Table.Th>
                <Table.Th ta="right">{productMessages.rbScoreSoft}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((r) => (
                <Table.Tr key={r} data-rule={r}>
                  <Table.Td>
                    <Text size="sm">{ruleName(r)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{score.byRule[r].hard}</Table.Td>
                  <Table.Td ta="right">{score.byRule[r].soft}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={4} size="h6">
          {productMessages.rbByNurse}
        </Title>
        <Stack gap={2} mah={320} style={{ overflowY: 'auto' }} tabIndex={0} role="group" aria-label={productMessages.rbByNurse}>
          {nurses.map((n) => {
            const name = names[n.nurse] ?? '';
            const lit = highlighted === n.nurse;
            return (
              <UnstyledButton
                key={n.nurse}
                onClick={() => onHighlight(lit ? null : n.nurse)}
                aria-pressed={lit}
                aria-label={`${productMessages.rbChooseNurse(name)}: ${productMessages.rbScoreTotals(n.hard, n.soft)}`}
                px={6}
                py={2}
                style={{ borderRadius: 4, background: lit ? 'var(--mantine-color-blue-0)' : undefined }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate="end">
                    {name}
                  </Text>
                  <Text size="xs" c={n.hard > 0 ? 'red.9' : 'dimmed'} style={{ flexShrink: 0 }}>
                    {productMessages.rbScoreTotals(n.hard, n.soft)}
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
