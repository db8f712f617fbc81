/**
 * The message center (issue 16, decision 033): conversations between a facility's staff and one
 * nurse or a group of nurses. The limits live here once; the form and the server apply them.
 */

/** A message's text, in characters after trimming; longer texts are refused, never cut. */
export const MESSAGE_MAX_LENGTH = 2000;

/** A group conversation's title. */
export const CONVERSATION_TITLE_MAX_LENGTH = 120;

/** Nurses in one conversation: a whole shift's crew fits, a facility-wide blast belongs to broadcasts. */
export const CONVERSATION_MAX_MEMBERS = 100;

/** Messages per page of a conversation's history (newest first from the server, shown oldest at the top). */
export const MESSAGE_PAGE_SIZE = 30;

/** How long the link in a message SMS works: long enough for a nurse off for a week. */
export const MESSAGE_LINK_DAYS = 7;

/** A token the time-clock phone trades its device for: short, since the phone can always trade again. */
export const MESSAGE_DEVICE_TOKEN_HOURS = 12;

/** The header the nurse's page sends its message-center token in (never the address: that reaches logs). */
export const MESSAGE_TOKEN_HEADER = 'x-message-token';

export const messageSenderKinds = ['STAFF', 'NURSE'] as const;
export type MessageSenderKind = (typeof messageSenderKinds)[number];

/** Where a message-center token came from: the link of an SMS, or the nurse's claimed time-clock phone. */
export const messageTokenSources = ['LINK', 'DEVICE'] as const;
export type MessageTokenSource = (typeof messageTokenSources)[number];
