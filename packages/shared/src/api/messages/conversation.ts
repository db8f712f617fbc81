import { z } from 'zod';
import { productMessages } from '../../messages';
import {
  CONVERSATION_MAX_MEMBERS,
  CONVERSATION_TITLE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_SIZE,
  messageSenderKinds,
} from '../../messaging/values';

/**
 * The message center's shapes (issue 16, decision 033), shared by the staff side
 * (`facilities/conversations...`) and the nurse's side (`nurse-messages/...`).
 */

/** A message's text as the form and the server check it: trimmed, not empty, not longer than the limit. */
export const messageText = z
  .string()
  .trim()
  .min(1, { error: productMessages.messageEmpty })
  .max(MESSAGE_MAX_LENGTH, { error: productMessages.messageTooLong(MESSAGE_MAX_LENGTH) });

export const conversationParams = z.object({ conversationId: z.uuid() });

export const conversationMemberSchema = z.object({
  employee_id: z.string(),
  nurse_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  worker_type: z.string(),
  /** When she last opened the conversation; her read receipt for every message sent before it. */
  last_read_at: z.string().nullable(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** A row of the conversation list: who it is with, the latest message, and the caller's unread count. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  /** A group's title, or the nurse's name for a conversation with one nurse. */
  title: z.string(),
  direct: z.boolean(),
  shift_id: z.string().nullable(),
  member_count: z.number().int(),
  last_message: z
    .object({ body: z.string(), sent_at: z.string(), sender_kind: z.enum(messageSenderKinds), sender_name: z.string() })
    .nullable(),
  unread: z.number().int().nonnegative(),
  /** When the list is searched: the best matching message's text, so the row shows why it matched. */
  match: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  direct: z.boolean(),
  shift_id: z.string().nullable(),
  created_at: z.string(),
  members: z.array(conversationMemberSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  body: z.string(),
  sent_at: z.string(),
  sender_kind: z.enum(messageSenderKinds),
  /** The staff user's or the nurse's name; the facility's name on the nurse's side for staff messages. */
  sender_name: z.string(),
  /** Sent by whoever reads the answer (this staff user, or this nurse). */
  mine: z.boolean(),
  /**
   * Read receipts. A staff message: how many of the conversation's nurses have read it, of how
   * many. A nurse's message: 1 of 1 once anyone of the facility's staff has read it.
   */
  read_by: z.number().int().nonnegative(),
  recipients: z.number().int().nonnegative(),
});
export type Message = z.infer<typeof messageSchema>;

/** History is paged backwards from the newest: `before` is the oldest message id the page already shows. */
export const messagesQuery = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});
/** One page, oldest first (as shown); `has_more` when older messages exist. */
export const messagePageSchema = z.object({ results: z.array(messageSchema), has_more: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const sendMessageBody = z.object({
  body: messageText,
  /** The client's id for this message: sending it again (a lost answer) gives back the same message. */
  client_id: z.uuid().optional(),
});

/** Marks read everything up to and including this message (the newest the reader has seen). */
export const markReadBody = z.object({ last_message_id: z.uuid() });
/** The reader's unread messages left over all her (or his) conversations with the facility: the badge's new count. */
export const markReadAnswer = z.object({ unread: z.number().int().nonnegative() });

export const conversationTitle = z
  .string()
  .trim()
  .max(CONVERSATION_TITLE_MAX_LENGTH, { error: productMessages.conversationTitleTooLong(CONVERSATION_TITLE_MAX_LENGTH) });

export const createConversationBody = z
  .object({
    /** The facility's employees to talk to; one and no title opens (or finds) the conversation with her. */
    employee_ids: z
      .array(z.uuid())
      .max(CONVERSATION_MAX_MEMBERS, { error: productMessages.conversationTooManyMembers(CONVERSATION_MAX_MEMBERS) })
      .optional(),
    /** Everyone booked on this shift joins the group (with the employees above). */
    shift_id: z.uuid().optional(),
    title: conversationTitle.optional(),
  })
  .refine((b) => (b.employee_ids?.length ?? 0) > 0 || b.shift_id !== undefined, { error: productMessages.conversationNoMembers });
