import { List, Stack, Text, Title } from '@mantine/core';
import type { BulkProblemKey, ValidateCsvAnswer } from '@careroster/shared/api/employees/validate-csv';

// The API's problem keys (invalid_filed_names is the spec's spelling) as headings a person reads.
const headings: Record<BulkProblemKey, string> = {
  invalid_filed_names: 'Invalid field names',
  blank_fields: 'Blank fields',
  invalid_values: 'Invalid values',
  duplicate_rows: 'Duplicate rows',
  already_on_record: 'Already on record',
};

// A 10,000-row file can have a problem on every row; the first ones are enough to fix the pattern.
const SHOWN_PER_TYPE = 50;

/** The problems of a refused bulk-invite file, by problem type, then row and field. */
export function BulkProblems({ problems }: { problems: ValidateCsvAnswer }) {
  const groups = (Object.keys(headings) as BulkProblemKey[]).flatMap((key) => {
    const rows = problems[key];
    return rows && rows.length > 0 ? [{ key, rows }] : [];
  });
  return (
    <Stack gap="sm" aria-label="Validation problems" role="region">
      {groups.map(({ key, rows }) => (
        <section key={key} aria-labelledby={`bulk-problem-${key}`}>
          <Title order={3} size="h6" id={`bulk-problem-${key}`} c="red.9">
            {headings[key]} ({rows.length})
          </Title>
          <List size="sm" spacing={2}>
            {rows.slice(0, SHOWN_PER_TYPE).map((problem, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  Row {problem.row}, {problem.field}:
                </Text>{' '}
                {problem.message}
                {problem.value !== null && problem.value !== '' && ` (${problem.value})`}
              </List.Item>
            ))}
          </List>
          {rows.length > SHOWN_PER_TYPE && (
            <Text size="sm" c="dimmed">
              and {rows.length - SHOWN_PER_TYPE} more
            </Text>
          )}
        </section>
      ))}
    </Stack>
  );
}
