import { API_BASE } from '@careroster/shared/api/envelope';
import {
  deleteIdentityProviderContract,
  listIdentityProvidersContract,
  saveIdentityProviderContract,
} from '@careroster/shared/api/auth/identity-providers';
import { SSO_COOKIE, ssoCallbackContract, ssoStartContract } from '@careroster/shared/api/auth/sso';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { deleteIdentityProvider, listIdentityProviders, saveIdentityProvider } from './identity-providers';
import { finishSsoSignIn, startSsoSignIn } from './oidc-sign-in';

const tags = ['auth'];
const QUARTER_HOUR = 15 * 60_000;
const publicPerAddress = (max: number) => ({ access: { kind: 'public' } as const, rateLimit: { max, timeWindow: QUARTER_HOUR }, tags });
const owner = { access: { kind: 'owner' } as const, tags, refuses: ['NOT_FOUND' as const, 'CONFLICT' as const] };

/** Sent to the callback only; Secure whenever the app is served over https. */
const cookiePath = `${API_BASE}${ssoCallbackContract.path}`;
const cookie = (value: string, maxAge: number, secure: boolean) =>
  `${SSO_COOKIE}=${value}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

function cookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SSO_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** OpenID Connect sign-in (issue 31, decision 081) and the owner's provider settings. */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ssoStartContract, { ...publicPerAddress(100), refuses: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'] }, async (request, reply) => {
    const { answer, browser, maxAgeSeconds } = await startSsoSignIn(request.ctx, request.body);
    reply.header('set-cookie', cookie(browser, maxAgeSeconds, request.ctx.deps.config.publicUrl.startsWith('https:')));
    return answer;
  });
  route(
    app,
    ssoCallbackContract,
    { ...publicPerAddress(100), refuses: ['BAD_REQUEST', 'FORBIDDEN', 'SERVICE_UNAVAILABLE'] },
    async (request, reply) => {
      // The attempt is spent whatever the outcome: the cookie goes with it.
      reply.header('set-cookie', cookie('', 0, request.ctx.deps.config.publicUrl.startsWith('https:')));
      return finishSsoSignIn(request.ctx, {
        search: request.body.search,
        browser: cookieOf(request),
        userAgent: request.headers['user-agent'],
      });
    },
  );
  route(app, listIdentityProvidersContract, owner, (r) => listIdentityProviders(r.ctx));
  route(app, saveIdentityProviderContract, owner, (r) =>
    saveIdentityProvider(r.ctx, { corporationId: r.params.corporationId, body: r.body }),
  );
  route(app, deleteIdentityProviderContract, owner, (r) => deleteIdentityProvider(r.ctx, r.params));
};
