import { jobTitles as sharedJobTitles } from '@careroster/shared/job-titles';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { jobTitles } from './schema';

/**
 * Upserts the shared job-title list, so the table follows packages/shared without a migration
 * per wording change. Rows the list no longer has stay: positions and employees may still name them.
 */
export async function syncJobTitles(db: DbOrTx): Promise<void> {
  await db
    .insert(jobTitles)
    .values(sharedJobTitles.map(({ id, abbreviation, name }) => ({ id, abbreviation, name })))
    .onConflictDoUpdate({
      target: jobTitles.id,
      set: { abbreviation: sql`excluded.abbreviation`, name: sql`excluded.name` },
    });
}
