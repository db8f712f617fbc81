import { z } from 'zod';
import { BROADCAST_MAX_RECIPIENTS, NOTIFICATION_BODY_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH, SMS_BODY_MAX_LENGTH } from '../constants';
import { employeeStatusValues } from '../api/employees/employee';
import { broadcastChannels, workerTypeValues } from '../lookups';
import { productMessages } from '../messages';

export const bodyMaxLength = (channel: (typeof broadcastChannels)[number]) =>
  channel === 'SMS' ? SMS_BODY_MAX_LENGTH : NOTIFICATION_BODY_MAX_LENGTH;

/**
 * What a broadcast says (decision 016): an SMS is a body of one segment and no title; a
 * notification has a title and a longer body. The form and the server apply this one rule.
 */
export const broadcastMessageSchema = z
  .object({
    channel: z.enum(broadcastChannels),
    title: z.string().trim().optional(),
    body: z.string({ error: productMessages.broadcastBodyRequired }).trim().min(1, productMessages.broadcastBodyRequired),
  })
  .superRefine((value, ctx) => {
    const max = bodyMaxLength(value.channel);
    if (value.body.length > max) ctx.addIssue({ code: 'custom', path: ['body'], message: productMessages.broadcastBodyTooLong(max) });
    const title = value.title ?? '';
    if (value.channel === 'SMS') {
      if (title) ctx.addIssue({ code: 'custom', path: ['title'], message: productMessages.broadcastSmsHasNoTitle });
    } else if (!title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: productMessages.broadcastTitleRequired });
    } else if (title.length > NOTIFICATION_TITLE_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: productMessages.broadcastTitleTooLong(NOTIFICATION_TITLE_MAX_LENGTH) });
    }
  });
export type BroadcastMessage = z.output<typeof broadcastMessageSchema>;

/**
 * Nurses chosen by filter. Without `status`, the filter takes everyone still on the roster
 * (ACTIVE and INVITED), never INACTIVE employees unless asked for.
 */
export const broadcastFilterSchema = z.object({
  job_title_id: z.uuid().optional(),
  worker_type: z.enum(workerTypeValues).optional(),
  status: z.enum(employeeStatusValues).optional(),
});
export type BroadcastFilter = z.output<typeof broadcastFilterSchema>;

/** Exactly one way of choosing: ids picked by name (1 to 500) or a filter. */
export const broadcastRecipientsSchema = z
  .object({
    employee_ids: z
      .array(z.uuid())
      .min(1, productMessages.broadcastNoRecipients)
      .max(BROADCAST_MAX_RECIPIENTS, productMessages.broadcastTooManyRecipients(BROADCAST_MAX_RECIPIENTS))
      .optional(),
    filter: broadcastFilterSchema.optional(),
  })
  .refine((value) => (value.employee_ids === undefined) !== (value.filter === undefined), {
    message: productMessages.broadcastRecipientsOneWay,
  });
