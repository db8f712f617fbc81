import type { BroadcastSummary } from '@careroster/shared/api/broadcasts/broadcast';

const FIRST_WORDS = 60;

/** The title of a notification, or the first words of an SMS. */
export const headline = (b: Pick<BroadcastSummary, 'title' | 'body'>): string =>
  b.title ?? (b.body.length > FIRST_WORDS ? `${b.body.slice(0, FIRST_WORDS + 1).replace(/\s+\S*$/, '')}...` : b.body);

/** Delivery in words: SMS by their outbox state, notifications stored and read. */
export function deliveryOf(b: Pick<BroadcastSummary, 'channel' | 'counts'>): string {
  const c = b.counts;
  if (b.channel === 'NOTIFICATION') return `${c.delivered} delivered, ${c.read} read`;
  return [`${c.sent} sent`, c.pending > 0 ? `${c.pending} pending` : null, c.failed > 0 ? `${c.failed} failed` : null]
    .filter(Boolean)
    .join(', ');
}
