import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { createConversationBody } from '@careroster/shared/api/messages/conversation';
import { conversationPath } from '@careroster/shared/paths';
import { useSingleFlight } from '../../../components/use-single-flight';
import { useCreateConversation } from '../api/conversations';

export type OpenConversationInput = z.input<typeof createConversationBody>;

/**
 * Opens a conversation from anywhere a nurse is shown (her card, her page, an applicant, the
 * roster) or a shift's crew: the server finds the one with her or makes it, and the message
 * center opens on it. A refusal is already shown by the API client.
 */
export function useOpenConversation({ onOpened }: { onOpened?: () => void } = {}): [
  open: (input: OpenConversationInput) => Promise<void>,
  pending: boolean,
] {
  const create = useCreateConversation();
  const navigate = useNavigate();
  return useSingleFlight(async (input: OpenConversationInput) => {
    try {
      const conversation = await create.mutateAsync(input);
      onOpened?.();
      await navigate(conversationPath(conversation.id));
    } catch {
      // Reported by the API client; the user stays where she was.
    }
  });
}
