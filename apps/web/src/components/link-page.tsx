import { useEffect } from 'react';
import { Group, Stack, Text } from '@mantine/core';

/**
 * A page whose address carries a link token (a supervisor's action link, a nurse's offer): the
 * page tells the browser to send no referrer from it (the server's header says the same; this is
 * the belt to its braces).
 */
export function useNoReferrer() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** What such a page shows of its subject: label and value pairs, as a description list. */
export function DetailRows({ rows, labelWidth }: { rows: readonly (readonly [string, string])[]; labelWidth: number }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
