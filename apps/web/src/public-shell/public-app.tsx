import './public.css';
import { StrictMode, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Root } from 'react-dom/client';
import { currentPathname, subscribe } from './history';
import { matchPublicPage } from './routes';
import { Toasts } from './toasts';

/** Shown while a page's module arrives; the same place and words as the signed-in app's loader. */
function Loading() {
  return <div className="pub-loading" role="status" aria-label="Loading" />;
}

/**
 * The public pages without Mantine, React Router, zod or TanStack Query (decision 060). A path
 * that is not one of them belongs to the signed-in app: `leave` hands the page over to it.
 */
export function PublicApp({ leave }: { leave: () => void }) {
  const pathname = useSyncExternalStore(subscribe, currentPathname);
  const match = useMemo(() => matchPublicPage(pathname), [pathname]);
  useEffect(() => {
    if (!match) leave();
  }, [match, leave]);
  if (!match) return null;
  const { Page } = match.route;
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Page params={match.params} />
      </Suspense>
      <Toasts />
    </>
  );
}

export function renderPublicApp(root: Root, leave: () => void): void {
  root.render(
    <StrictMode>
      <PublicApp leave={leave} />
    </StrictMode>,
  );
}
