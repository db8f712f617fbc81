import { paths } from '@careroster/shared/paths';
import { publicPage, type PublicPageRoute } from '../../public-shell/public-page';

/** Sign-in and the password links, pages of the light public app (decision 060). */
export const authPublicPages: PublicPageRoute[] = [
  publicPage(paths.login, async () => (await import('./pages/sign-in-page')).SignInPage),
  publicPage(paths.resetPassword, async () => (await import('./pages/reset-password-page')).ResetPasswordPage),
  publicPage(paths.signUp, async () => (await import('./pages/sign-up-page')).SignUpPage),
  publicPage(paths.ssoSignIn, async () => (await import('./pages/sso-sign-in-page')).SsoSignInPage),
  publicPage(paths.ssoCallback, async () => (await import('./pages/sso-callback-page')).SsoCallbackPage),
  publicPage(paths.setPassword, async () => (await import('./pages/set-password-page')).SetPasswordPage),
];
