import { and, eq, gt } from 'drizzle-orm';
import { applications, positions, shifts } from '../../src/db/schema';
import type { TestApp } from './test-app';

/**
 * Ids of one facility's objects, by route parameter name, for the tenancy sweep. Areas that add
 * routes with new parameters add a lookup here; an unknown name gets a random id (still 403/404).
 * `{date}` is not an object: any day is the caller's own, so it stays unmapped (a 422).
 */
export async function foreignIdsFor(t: TestApp, facilityId: string) {
  const [upcoming] = await t.deps.db
    .select({ shiftId: positions.shiftId, positionId: positions.id })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(and(eq(positions.facilityId, facilityId), gt(shifts.startsAt, new Date()), eq(positions.acceptedCount, 0), eq(positions.assignedCount, 0)))
    .limit(1);
  const [application] = await t.deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.facilityId, facilityId), eq(applications.status, 'PENDING')))
    .limit(1);
  const known: Record<string, string> = {
    ...(upcoming ? { id: upcoming.shiftId, positionId: upcoming.positionId } : {}),
    ...(application ? { applicationId: application.id } : {}),
  };
  return (name: string) => known[name] ?? '00000000-0000-4000-8000-000000000000';
}
