/** Router state carried to sign-in and back (spec 000 section 2, protected /video-chat). */
export interface RedirectState {
  from?: string;
}

/**
 * Turns route_to or a carried origin into an in-app path. Anything that could leave the app
 * ("//host", "https://...", backslashes) is refused: these values arrive in links from outside.
 */
export function safeRoutePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = `/${value.replace(/^\/+/, '')}`;
  if (path === '/' || path.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  return path;
}

export function readFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') ? safeRoutePath(from) : null;
}
