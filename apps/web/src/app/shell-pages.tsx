import type { RouteObject } from 'react-router';
import { callerCan, type Role } from '@careroster/shared/roles';
import { areas, type ShellPageHandle } from '../features';

/** The pages inside the signed-in shell; each loads as its own chunk when first visited. */
export const shellPages: RouteObject[] = [
  ...areas.flatMap((area) => area.shellRoutes ?? []),
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
];

/**
 * Fetches the chunks of the shell pages the role may open, ahead of a click, so moving between
 * pages once signed in waits for data only (an owner-only page's chart library stays with owners),
 * and the parts one area shows in another's page. A failed fetch is left for the navigation
 * itself to retry and report.
 */
export function preloadShellPages(role: Role | null | undefined, memberships: readonly { role: Role }[]): void {
  for (const route of shellPages) {
    const permission = (route.handle as ShellPageHandle | undefined)?.permission;
    if (permission && !callerCan(role, memberships, permission)) continue;
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
  for (const part of areas.flatMap((area) => area.parts ?? [])) part.preload().catch(() => undefined);
}
