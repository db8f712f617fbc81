import { paths } from '@careroster/shared/paths';
import { publicPage, type PublicPageRoute } from '../../public-shell/public-page';

/** The facility's shared time clock (issue 27, decision 067), a page of the light public app (decision 060). */
export const timekeepingPublicPages: PublicPageRoute[] = [
  publicPage(paths.timeClockKiosk, async () => (await import('./kiosk/pages/kiosk-page')).KioskPage),
];
