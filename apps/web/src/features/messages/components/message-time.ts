import dayjs from 'dayjs';
import type { Message } from '@careroster/shared/api/messages/conversation';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';

/**
 * Messages are read where they are written, so days and times are the reader's own (the browser's
 * zone), not the facility's: a nurse at home and the desk share a zone in practice.
 */
export function dayLabel(instant: string, now: Date = new Date()): string {
  const day = dayjs(instant);
  if (day.isSame(now, 'day')) return productMessages.messagesToday;
  if (day.isSame(dayjs(now).subtract(1, 'day'), 'day')) return productMessages.messagesYesterday;
  return formatDate(instant);
}

/** A list row's time: the hour today, the date before. */
export const shortTime = (instant: string, now: Date = new Date()): string =>
  dayjs(instant).isSame(now, 'day') ? formatTime(instant) : formatDate(instant);

export const messageTime = (instant: string): string => formatTime(instant);

/**
 * The receipt under a message of the reader's own side: staff see how many of the conversation's
 * nurses read it, a nurse sees whether the facility did.
 */
export function receiptOf(message: Pick<Message, 'read_by' | 'recipients'>): string {
  if (message.recipients <= 1) return message.read_by > 0 ? productMessages.messageRead : productMessages.messageSent;
  return productMessages.messageReadBy(message.read_by, message.recipients);
}
