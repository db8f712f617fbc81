import type { TestApp } from './test-app';

/**
 * Ids of one facility's objects, by route parameter name, for the tenancy sweep. Areas that add
 * routes with new parameters add a lookup here; an unknown name gets a random id (still 403/404).
 */
export async function foreignIdsFor(_t: TestApp, _facilityId: string) {
  const known: Record<string, string> = {};
  return (name: string) => known[name] ?? '00000000-0000-4000-8000-000000000000';
}
