import { AppError } from '@careroster/shared/errors';
import type { DbOrTx } from '../../db/client';
import { facilityTimings } from '../structure';

/**
 * Refuses (422, `message`) a timing id that is not one of the facility's master timings: another
 * facility's timing is as unknown here as a made-up id.
 */
export async function checkTimings(db: DbOrTx, facilityId: string, ids: Iterable<string | null>, message: string): Promise<void> {
  const wanted = new Set([...ids].filter((id): id is string => id !== null));
  if (wanted.size === 0) return;
  const known = new Set((await facilityTimings(db, facilityId)).map((t) => t.id));
  for (const id of wanted) if (!known.has(id)) throw new AppError('VALIDATION_FAILED', message);
}
