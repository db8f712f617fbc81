import { useEffect } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@careroster/shared/messages';
import { ApiError } from '../api/client';
import { PublicPage } from './public-page';

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

/**
 * What a link page says when its link cannot be opened (decision 041). A 4xx is the link's own
 * fault (malformed, unknown, expired, used): one plain sentence, the server's, and for a token
 * refused by its shape (400, 422) the page's own sentence for a link that is not valid. The server
 * or the network failing is not the link's fault: its message and a way to try again.
 */
export function linkRefusal(error: unknown, invalid: string, retry: () => void): { message: string; onRetry?: () => void } {
  if (!(error instanceof ApiError)) return { message: messages.somethingWentWrong, onRetry: retry };
  const { status } = error;
  if (status === null || status >= 500 || status === 429) return { message: error.messages[0], onRetry: retry };
  return { message: status === 400 || status === 422 ? invalid : error.messages[0] };
}

/** The whole page of a link that cannot be opened: its title and the one sentence, nothing else to act on. */
export function LinkRefusedPage({ title, message, onRetry }: { title: string; message: string; onRetry?: (() => void) | undefined }) {
  return (
    <PublicPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Alert color={onRetry ? 'red' : 'orange'} role="alert">
          {message}
        </Alert>
        {onRetry && (
          <Button variant="default" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        )}
      </Stack>
    </PublicPage>
  );
}
