import { List, Stack, Text, Title } from '@mantine/core';
import type { BulkProblem } from '@careroster/shared/api/employees/validate-csv';

/** A refused file's problems by type, as the API answers them (bulk invite, punch import). */
export type FileProblems<K extends string> = Partial<Record<K, BulkProblem[]>>;

// A 10,000-row file can have a problem on every row; the first ones are enough to fix the pattern.
const SHOWN_PER_TYPE = 50;

/** The problems of a refused file, by problem type (in the order of `headings`), then row and field. */
export function FileProblemList<K extends string>({ problems, headings }: { problems: FileProblems<K>; headings: Record<K, string> }) {
  const groups = (Object.keys(headings) as K[]).flatMap((key) => {
    const rows = problems[key];
    return rows && rows.length > 0 ? [{ key, rows }] : [];
  });
  return (
    <Stack gap="sm" aria-label="Validation problems" role="region">
      {groups.map(({ key, rows }) => (
        <section key={key} aria-labelledby={`file-problem-${key}`}>
          <Title order={3} size="h6" id={`file-problem-${key}`} c="red.9">
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
