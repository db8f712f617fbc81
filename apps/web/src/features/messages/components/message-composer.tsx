import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Textarea } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messageText } from '@careroster/shared/api/messages/conversation';
import { productMessages } from '@careroster/shared/messages';
import { MESSAGE_MAX_LENGTH } from '@careroster/shared/messaging/values';
import { newClientId } from '../../../api/idempotency';
import { charCount } from '../../../components/char-count';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';

const composerForm = z.object({ body: messageText });
type ComposerValues = z.input<typeof composerForm>;
const resolver = zodResolver(composerForm);

type Props = {
  /** Settles when the server answered; a rejection (already shown by the API client) keeps the text. */
  onSend: (body: string, clientId: string) => Promise<unknown>;
};

/**
 * Writes one message. Enter sends and Shift+Enter starts a new line. A send that fails keeps the
 * text, and sending the same text again reuses its `client_id`: when the first answer was only
 * lost on the way back, the server hands back the message it already stored instead of a twin.
 */
export function MessageComposer({ onSend }: Props) {
  const form = useForm<ComposerValues>({ resolver, defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });
  const attempt = useRef<{ body: string; clientId: string } | null>(null);

  const deliver = async ({ body: text }: ComposerValues) => {
    if (attempt.current?.body !== text) attempt.current = { body: text, clientId: newClientId() };
    try {
      await onSend(text, attempt.current.clientId);
    } catch {
      return;
    }
    attempt.current = null;
    form.reset({ body: '' });
  };
  const [send, sending] = useSingleFlight(() => form.handleSubmit(deliver)());

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submitWith(send)} noValidate>
      <Textarea
        label={productMessages.messageLabel}
        description={`${productMessages.messageComposerHint} ${charCount(body, MESSAGE_MAX_LENGTH)}`}
        rows={3}
        error={form.formState.errors.body?.message}
        onKeyDown={onKeyDown}
        {...form.register('body')}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" loading={sending}>
          {productMessages.messageSend}
        </Button>
      </Group>
    </form>
  );
}
