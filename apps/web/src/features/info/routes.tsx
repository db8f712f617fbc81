import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The public information pages (spec 000 section 2), each its own chunk. */
export const infoPublicRoutes: RouteObject[] = [
  { path: paths.termsOfServices, lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }) },
  { path: paths.contactUs, lazy: async () => ({ Component: (await import('./pages/contact-page')).ContactPage }) },
  { path: paths.privacyPolicy, lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }) },
  { path: paths.charges, lazy: async () => ({ Component: (await import('./pages/charges-page')).ChargesPage }) },
];
