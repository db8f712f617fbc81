import { authPublicPages } from '../features/auth/public';
import { infoPublicPages } from '../features/info/public';
import { timekeepingPublicPages } from '../features/timekeeping/public';
import type { PublicPageRoute } from './public-page';

/** Every page the light public app serves; any other path is the signed-in app's (decision 060). */
export const publicPages: readonly PublicPageRoute[] = [...authPublicPages, ...infoPublicPages, ...timekeepingPublicPages];

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i]!;
    if (part.startsWith(':')) {
      if (!value) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a broken %-escape: no page of ours
      }
    } else if (part !== value) return null;
  }
  return params;
}

export function matchPublicPage(pathname: string): { route: PublicPageRoute; params: Record<string, string> } | null {
  for (const route of publicPages) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
