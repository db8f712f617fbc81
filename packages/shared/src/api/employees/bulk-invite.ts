import { z } from 'zod';
import { defineContract, defineFileContract } from '../contract';

/**
 * POST facilities/bulk-invite, multipart field `file`: validates again, then creates every row as
 * an INVITED employee in one transaction and queues one invitation each (SMS to the mobile
 * through the outbox). A file with problems is a 422 'File Validation Failed' and creates nothing.
 * Answer message: 'Invitation(s) sent successfully!!'.
 */
export const bulkInviteAnswer = z.object({ count: z.number().int(), message: z.string() });
export type BulkInviteAnswer = z.infer<typeof bulkInviteAnswer>;
export const bulkInviteContract = defineContract({
  method: 'POST',
  path: '/facilities/bulk-invite',
  multipart: true,
  answer: bulkInviteAnswer,
});

/**
 * GET facilities/bulk-invite/template?format=csv|xlsx: the 16-column template as a download
 * (not the JSON envelope).
 */
export const bulkInviteTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
export const bulkInviteTemplateContract = defineFileContract({
  method: 'GET',
  path: '/facilities/bulk-invite/template',
  query: bulkInviteTemplateQuery,
  file: true,
});
