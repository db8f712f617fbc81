import type { PbjMappingAnswer, PbjMappingRow, SavePbjMappingInput } from '@careroster/shared/api/pbj/job-title-codes';
import { AppError } from '@careroster/shared/errors';
import { jobTitleById, jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { defaultPbjCodeOf, pbjCodeLabel } from '@careroster/shared/pbj/codes';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pbjJobTitleCodes } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';

/** Every job title with the code it is reported under: the facility's review where it made one, else the default. */
export async function mappingOf(db: DbOrTx, facilityId: string): Promise<PbjMappingRow[]> {
  const saved = await db
    .select({ jobTitleId: pbjJobTitleCodes.jobTitleId, code: pbjJobTitleCodes.code })
    .from(pbjJobTitleCodes)
    .where(eq(pbjJobTitleCodes.facilityId, facilityId));
  const review = new Map(saved.map((r) => [r.jobTitleId, r.code]));
  return jobTitles.map((t) => {
    const reviewed = review.has(t.id);
    const code = reviewed ? review.get(t.id)! : defaultPbjCodeOf(t.id);
    return {
      job_title_id: t.id,
      abbreviation: t.abbreviation,
      name: t.name,
      code,
      code_label: code === null ? null : pbjCodeLabel(code),
      default_code: defaultPbjCodeOf(t.id),
      reviewed,
    };
  });
}

export async function getPbjMapping(ctx: Ctx, tx?: DbOrTx): Promise<PbjMappingAnswer> {
  return { mapping: await mappingOf(tx ?? ctx.deps.db, facilityOf(ctx).id) };
}

/** Saves the facility's review of the rows given; each becomes its decision, a null code included. */
export async function savePbjMapping(ctx: Ctx, input: SavePbjMappingInput, tx?: DbOrTx): Promise<PbjMappingAnswer & { message: string }> {
  const facilityId = facilityOf(ctx).id;
  const user = userOf(ctx);
  if (input.codes.some((c) => !jobTitleById(c.job_title_id)))
    throw new AppError('VALIDATION_FAILED', productMessages.pbjMappingUnknownTitle);
  // One row per title: the last given wins, as a form sending a title twice would mean.
  const rows = [...new Map(input.codes.map((c) => [c.job_title_id.toLowerCase(), c.code])).entries()].map(([jobTitleId, code]) => ({
    facilityId,
    jobTitleId,
    code,
    updatedBy: user.id,
  }));
  const work = async (db: DbOrTx) => {
    await db
      .insert(pbjJobTitleCodes)
      .values(rows)
      .onConflictDoUpdate({
        target: [pbjJobTitleCodes.facilityId, pbjJobTitleCodes.jobTitleId],
        set: { code: sql`excluded.code`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
    await ctx.audit('pbj.mapping_updated', { detail: `${rows.length} job titles` }, db);
    return mappingOf(db, facilityId);
  };
  const mapping = tx ? await work(tx) : await ctx.deps.db.transaction(work);
  return { mapping, message: productMessages.pbjMappingSaved };
}
