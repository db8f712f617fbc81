import { z } from 'zod';
import { productMessages } from '../../messages';
import { PBJ_FIRST_FISCAL_YEAR } from '../../pbj/quarters';

/** The last fiscal year a facility may ask for (the schema's dates end in 2050). */
export const PBJ_LAST_FISCAL_YEAR = 2050;

/** A quarter of the federal fiscal year; without both, the last quarter that has ended. */
export const pbjQuery = z.object({
  fiscal_year: z.coerce
    .number({ error: productMessages.pbjFiscalYearInvalid(PBJ_FIRST_FISCAL_YEAR, PBJ_LAST_FISCAL_YEAR) })
    .int(productMessages.pbjFiscalYearInvalid(PBJ_FIRST_FISCAL_YEAR, PBJ_LAST_FISCAL_YEAR))
    .min(PBJ_FIRST_FISCAL_YEAR, productMessages.pbjFiscalYearInvalid(PBJ_FIRST_FISCAL_YEAR, PBJ_LAST_FISCAL_YEAR))
    .max(PBJ_LAST_FISCAL_YEAR, productMessages.pbjFiscalYearInvalid(PBJ_FIRST_FISCAL_YEAR, PBJ_LAST_FISCAL_YEAR))
    .optional(),
  quarter: z.coerce
    .number({ error: productMessages.pbjQuarterInvalid })
    .int(productMessages.pbjQuarterInvalid)
    .min(1, productMessages.pbjQuarterInvalid)
    .max(4, productMessages.pbjQuarterInvalid)
    .optional(),
});
export type PbjQuery = z.input<typeof pbjQuery>;
