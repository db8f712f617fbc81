import { forgotPasswordAnswer, forgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import { profileSchema } from '@careroster/shared/api/auth/get-profile';
import { loginAnswer, loginBody } from '@careroster/shared/api/auth/login';
import { logoutAnswer } from '@careroster/shared/api/auth/logout';
import { setPasswordAnswer, setPasswordBody } from '@careroster/shared/api/auth/set-password';
import { productMessages } from '@careroster/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import { revokeSession } from '../../platform/sessions';
import * as auth from './service';

const tags = ['auth'];

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      { config: { access: { kind: 'public' } }, schema: { tags, body: loginBody, response: answer(loginAnswer) } },
      async (request) => {
        try {
          const { user, answer: data } = await auth.login(deps, request.body, request.ip);
          await audit(deps.db, request, 'auth.login', { userId: user.id });
          return ok(data);
        } catch (error) {
          await audit(deps.db, request, 'auth.login_failed', { detail: (error as Error).message });
          throw error;
        }
      },
    );

    app.post('/auth/logout', { schema: { tags, response: answer(logoutAnswer) } }, async (request) => {
      await revokeSession(deps.db, request.sessionId!);
      await audit(deps.db, request, 'auth.logout');
      return ok({ message: productMessages.signedOut });
    });

    app.post(
      '/auth/forgot-password',
      {
        config: { access: { kind: 'public' } },
        schema: { tags, body: forgotPasswordBody, response: answer(forgotPasswordAnswer) },
      },
      async (request) => {
        const userId = await auth.forgotPassword(deps, request.body.email, request.ip);
        if (userId) await audit(deps.db, request, 'auth.reset_requested', { userId });
        return ok({ message: productMessages.resetLinkSent });
      },
    );

    app.post(
      '/auth/set-password',
      {
        config: { access: { kind: 'public' } },
        schema: { tags, body: setPasswordBody, response: answer(setPasswordAnswer) },
      },
      async (request) => {
        const userId = await auth.setPassword(deps, request.body);
        await audit(deps.db, request, 'auth.password_set', { userId });
        return ok({ message: productMessages.passwordChanged });
      },
    );

    app.get('/profile', { schema: { tags, response: answer(profileSchema) } }, async (request) => {
      const user = userOf(request);
      const rows = await auth.membershipsOf(deps.db, user.id);
      return ok(auth.profileOf(user, auth.overallRole(rows), rows));
    });
  };
