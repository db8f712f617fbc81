/**
 * The address bar for the public pages, without React Router (decision 060). Entries are written
 * in React Router's own shape (`{ usr, key, idx }`), so the signed-in app, mounted on the same
 * history later, reads the state a public page left (sign-in's "from") as its own.
 */
type HistoryEntry = { usr: unknown; key: string; idx: number };

const listeners = new Set<() => void>();

function currentEntry(): Partial<HistoryEntry> | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? state : null;
}

/** The state a page was opened with (React Router's `location.state`). */
export const locationState = (): unknown => currentEntry()?.usr ?? null;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export const currentPathname = () => window.location.pathname;

export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const idx = currentEntry()?.idx ?? 0;
  const entry: HistoryEntry = {
    usr: options.state ?? null,
    key: Math.random().toString(36).slice(2, 10),
    idx: options.replace ? idx : idx + 1,
  };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  for (const listener of listeners) listener();
}
