import { z } from 'zod';
import { PAGE_SIZE_CHOICES } from '../../constants';
import { productMessages } from '../../messages';

/** `page` and `page_size` of the payments page's lists; sizes are the spec's (spec 000 section 9). */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZE_CHOICES as readonly number[]).includes(n), { error: productMessages.pageSizeChoices })
    .default(10),
});
