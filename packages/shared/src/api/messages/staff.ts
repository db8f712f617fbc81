import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import {
  conversationParams,
  conversationSchema,
  conversationSummarySchema,
  createConversationBody,
  markReadAnswer,
  markReadBody,
  messagePageSchema,
  messageSchema,
  messagesQuery,
  sendMessageBody,
} from './conversation';

/** The staff side of the message center (issue 16): the facility's shared inbox. */

export const listConversationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  /** Matches a group's title, a member's name, or any message's text. */
  search: z.string().trim().max(200).optional(),
});

/** GET facilities/conversations: most recent first. */
export const listConversationsContract = defineContract({
  method: 'GET',
  path: '/facilities/conversations',
  query: listConversationsQuery,
  answer: listOf(conversationSummarySchema),
});

/** GET facilities/conversations/unread: the shell's badge, for the caller. */
export const unreadMessagesSchema = z.object({ messages: z.number().int().nonnegative(), conversations: z.number().int().nonnegative() });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;
export const unreadMessagesContract = defineContract({
  method: 'GET',
  path: '/facilities/conversations/unread',
  answer: unreadMessagesSchema,
});

/**
 * POST facilities/conversations: with one employee and no title, the conversation with her (found
 * again when it exists, 200 either way); otherwise a new group. Every member must be an employee
 * of the facility (422 otherwise, and another facility's shift is a 404).
 */
export const createConversationContract = defineContract({
  method: 'POST',
  path: '/facilities/conversations',
  body: createConversationBody,
  answer: conversationSchema,
});

export const getConversationContract = defineContract({
  method: 'GET',
  path: '/facilities/conversations/:conversationId',
  params: conversationParams,
  answer: conversationSchema,
});

export const listMessagesContract = defineContract({
  method: 'GET',
  path: '/facilities/conversations/:conversationId/messages',
  params: conversationParams,
  query: messagesQuery,
  answer: messagePageSchema,
});

/** POST facilities/conversations/{id}/messages: stored, then sent to each nurse by SMS (a link) and push. */
export const sendMessageContract = defineContract({
  method: 'POST',
  path: '/facilities/conversations/:conversationId/messages',
  params: conversationParams,
  body: sendMessageBody,
  answer: messageSchema,
});

export const markConversationReadContract = defineContract({
  method: 'POST',
  path: '/facilities/conversations/:conversationId/read',
  params: conversationParams,
  body: markReadBody,
  answer: markReadAnswer,
});

/** DELETE facilities/employees/{employeeId}/message-access: every message link and token of hers stops working. */
export const revokeMessageAccessContract = defineContract({
  method: 'DELETE',
  path: '/facilities/employees/:employeeId/message-access',
  params: z.object({ employeeId: z.uuid() }),
  answer: z.object({ revoked: z.number().int().nonnegative() }),
});
