import { paths } from '@careroster/shared/paths';
import { publicPage, type PublicPageRoute } from '../../public-shell/public-page';

/** The information pages (spec 000 section 2), pages of the light public app (decision 060). */
export const infoPublicPages: PublicPageRoute[] = [
  publicPage(paths.termsOfServices, async () => (await import('./pages/terms-page')).TermsPage),
  publicPage(paths.contactUs, async () => (await import('./pages/contact-page')).ContactPage),
  publicPage(paths.privacyPolicy, async () => (await import('./pages/privacy-page')).PrivacyPage),
  publicPage(paths.charges, async () => (await import('./pages/charges-page')).ChargesPage),
];
