import { Box, Button, Center, Divider, Loader, Paper, Stack, Text } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { Message } from '@careroster/shared/api/messages/conversation';
import type { MessageSenderKind } from '@careroster/shared/messaging/values';
import { productMessages } from '@careroster/shared/messages';
import { dayLabel, messageTime, receiptOf } from './message-time';

type Props = {
  messages: readonly Message[];
  /** Whose screen this is: receipts show under that side's messages. */
  viewer: MessageSenderKind;
  loading: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/** Near enough to the bottom that a new message should pull the view down with it. */
const FOLLOW_SLACK_PX = 80;

function Bubble({ message, viewer }: { message: Message; viewer: MessageSenderKind }) {
  const own = message.sender_kind === viewer;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-message={message.id}>
      <Text size="xs" c="dimmed">
        {message.sender_name} · {messageTime(message.sent_at)}
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="85%"
        bg={own ? 'teal.9' : 'gray.1'}
        c={own ? 'white' : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {message.body}
      </Paper>
      {own && (
        <Text size="xs" c="dimmed">
          {receiptOf(message)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A conversation's history, oldest at the top and newest at the bottom, with a separator per day.
 * Loading earlier messages keeps what the reader was looking at in place; a new message scrolls
 * into view when the reader was at the bottom already (or wrote it).
 */
export function MessageThread({ messages, viewer, loading, hasEarlier, loadingEarlier, onLoadEarlier }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useRef<{ first?: string; last?: string; height: number; top: number }>({ height: 0, top: 0 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shown.current;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const wasAtBottom = before.height - before.top - el.clientHeight <= FOLLOW_SLACK_PX;
    if (before.last === undefined || (last?.id !== before.last && (wasAtBottom || last?.mine))) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last?.id === before.last) {
      // Earlier messages arrived above: keep the same message under the reader's eyes.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    shown.current = { first, last: last?.id, height: el.scrollHeight, top: el.scrollTop };
  }, [messages]);

  const remember = () => {
    const el = scroller.current;
    if (el) shown.current = { ...shown.current, height: el.scrollHeight, top: el.scrollTop };
  };

  return (
    // The thread scrolls in its box; the box takes focus so a keyboard can scroll it (axe scrollable-region-focusable).
    <Box
      ref={scroller}
      onScroll={remember}
      tabIndex={0}
      role="group"
      aria-label="Message history"
      style={{ overflowY: 'auto', flex: 1, minHeight: 240, maxHeight: '60dvh' }}
      px="xs"
    >
      {hasEarlier && (
        <Center py="xs">
          <Button variant="subtle" size="xs" onClick={onLoadEarlier} loading={loadingEarlier}>
            {productMessages.messagesLoadEarlier}
          </Button>
        </Center>
      )}
      {loading ? (
        <Center py="xl" role="status" aria-label="Loading messages">
          <Loader size="sm" />
        </Center>
      ) : messages.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {productMessages.conversationNoMessages}
        </Text>
      ) : (
        <Stack gap="sm" role="log" aria-label="Messages" aria-live="polite" py="xs">
          {messages.map((message, index) => {
            const day = dayLabel(message.sent_at);
            const newDay = index === 0 || dayLabel(messages[index - 1]!.sent_at) !== day;
            return (
              <Fragment key={message.id}>
                {newDay && <Divider label={day} labelPosition="center" />}
                <Bubble message={message} viewer={viewer} />
              </Fragment>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
