import { asc } from 'drizzle-orm';
import { jobTitles } from '../../db/schema';
import type { Ctx } from '../../platform/context';

/** GET job-titles: the platform's list, the same for every facility. */
export async function listJobTitles(ctx: Ctx) {
  return ctx.deps.db
    .select({ id: jobTitles.id, name: jobTitles.name, abbreviation: jobTitles.abbreviation })
    .from(jobTitles)
    .orderBy(asc(jobTitles.name));
}
