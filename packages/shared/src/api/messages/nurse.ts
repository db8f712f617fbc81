import { z } from 'zod';
import { defineContract } from '../contract';
import {
  conversationParams,
  conversationSummarySchema,
  markReadAnswer,
  markReadBody,
  messagePageSchema,
  messageSchema,
  messagesQuery,
  sendMessageBody,
} from './conversation';

/**
 * The nurse's side of the message center (issue 16): public routes that take a message-center
 * token in the `x-message-token` header (MESSAGE_TOKEN_HEADER). The token reaches only her own
 * conversations with the one facility that issued it; unknown, expired and revoked are one 401.
 */

/**
 * POST nurse-messages/token: the claimed time-clock phone (its device header) trades for a
 * message-center token, so the time-clock page's Messages tab works without an SMS link.
 */
export const messageTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
export const tradeDeviceForMessageTokenContract = defineContract({
  method: 'POST',
  path: '/nurse-messages/token',
  answer: messageTokenSchema,
});

export const nurseInboxSchema = z.object({
  first_name: z.string(),
  facility_name: z.string(),
  facility_id: z.string(),
  expires_at: z.string(),
  unread: z.number().int().nonnegative(),
  conversations: z.array(conversationSummarySchema),
});
export type NurseInbox = z.infer<typeof nurseInboxSchema>;

/** GET nurse-messages/me: who she is, the facility, and her conversations with it (most recent first). */
export const nurseInboxContract = defineContract({ method: 'GET', path: '/nurse-messages/me', answer: nurseInboxSchema });

export const nurseMessagesContract = defineContract({
  method: 'GET',
  path: '/nurse-messages/conversations/:conversationId/messages',
  params: conversationParams,
  query: messagesQuery,
  answer: messagePageSchema,
});

export const nurseSendMessageContract = defineContract({
  method: 'POST',
  path: '/nurse-messages/conversations/:conversationId/messages',
  params: conversationParams,
  body: sendMessageBody,
  answer: messageSchema,
});

export const nurseMarkReadContract = defineContract({
  method: 'POST',
  path: '/nurse-messages/conversations/:conversationId/read',
  params: conversationParams,
  body: markReadBody,
  answer: markReadAnswer,
});
