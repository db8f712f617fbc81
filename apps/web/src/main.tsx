import { createRoot } from 'react-dom/client';
import { captureEntryParams, hasEntrySession, readEntryParams } from './app/entry-params';
import { matchPublicPage } from './public-shell/routes';

/**
 * Two apps share the page (decision 060): the light public one (sign-in, passwords, information
 * pages) and the signed-in one. The address decides which is mounted; each hands over to the
 * other when a navigation leaves its pages, so a first visit to sign-in downloads neither Mantine
 * nor the router.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Before anything reads the address bar, so access_token never reaches a history entry.
let entry = captureEntryParams();
let mounted: 'public' | 'app' | null = null;
let unmount = () => {};

function show(): void {
  const page = hasEntrySession(entry) ? null : matchPublicPage(window.location.pathname);
  const wanted = page ? 'public' : 'app';
  if (wanted === mounted) return;
  mounted = wanted;
  unmount();
  unmount = () => {};
  if (page) {
    // The page's module downloads beside the shell's, not after it.
    void page.route.preload();
    void import('./public-shell/public-app').then(({ renderPublicApp }) => {
      if (mounted === 'public') renderPublicApp(root, show);
    });
  } else {
    void import('./app/signed-in-app').then(({ mountSignedInApp }) => {
      if (mounted !== 'app') return;
      unmount = mountSignedInApp(root, entry, show);
      // The handed-over session is taken once; a later mount starts from the address alone.
      entry = readEntryParams('');
    });
  }
}

show();
