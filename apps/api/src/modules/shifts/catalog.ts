import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, facilityAgencies, jobTitles } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';

/** GET all-staffings: the agencies that work with this facility, favourites marked. */
export async function listAgencies(ctx: Ctx) {
  const facilityId = facilityOf(ctx).id;
  return ctx.deps.db
    .select({ id: agencies.id, name: agencies.name, is_favorite: facilityAgencies.isFavorite })
    .from(facilityAgencies)
    .innerJoin(agencies, eq(agencies.id, facilityAgencies.agencyId))
    .where(eq(facilityAgencies.facilityId, facilityId))
    .orderBy(asc(agencies.name));
}

/** Every agency's name, a subquery for the caller's own statement (an export's or a run's lines). */
export function agencyNames(db: DbOrTx) {
  return db.select({ id: agencies.id, name: agencies.name }).from(agencies).as('agency_names');
}

/** GET job-titles: the platform's list, the same for every facility. */
export async function listJobTitles(ctx: Ctx) {
  return ctx.deps.db
    .select({ id: jobTitles.id, name: jobTitles.name, abbreviation: jobTitles.abbreviation })
    .from(jobTitles)
    .orderBy(asc(jobTitles.name));
}
