import http from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { freePort } from '@careroster/shared/testing/free-port';

/**
 * A real OpenID Provider for the tests (panva's oidc-provider, decision 081), on a free loopback
 * port: discovery, JWKS, authorize, token and userinfo as a corporation's provider serves them.
 * Its login page is a plain form of the account to sign in as; the test decides the accounts'
 * claims (`accounts`) and the authentication methods a sign-in reports (`amr`).
 */
export type TestAccount = {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

export type TestProvider = Awaited<ReturnType<typeof startOpenIdProvider>>;

export async function startOpenIdProvider(client: { clientId: string; clientSecret: string; redirectUri: string }) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  const state = { amr: ['pwd'] as string[] };

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    // The claims of the scopes asked for go in the ID token too, as Entra ID and Okta can be set to do.
    conformIdTokenClaims: false,
    cookies: { keys: ['careroster-test-provider'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: no consent screen (the provider's documented way to skip it).
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    void interaction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method === 'GET') {
      const { uid } = await provider.interactionDetails(req, res);
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Test provider</title><h1>Test provider sign-in</h1><form method="post" action="/interaction/${uid}">` +
          `<label>Account <input name="login" autocomplete="off"></label><button type="submit">Sign in</button></form>`,
      );
      return;
    }
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const login = new URLSearchParams(body).get('login') ?? '';
    await provider.interactionFinished(req, res, { login: { accountId: login, amr: state.amr } }, { mergeWithLastSubmission: false });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  /**
   * What a browser does from the authorization URL to the provider's redirect back: follows the
   * provider's redirects with its cookies, submits the login form as `login`, and answers the
   * query of the redirect to our callback page.
   */
  async function signIn(authorizationUrl: string, login: string): Promise<string> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', ...value] = pair.split('=');
        jar.set(name, value.join('='));
      }
      return res;
    };
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.startsWith(client.redirectUri)) return new URL(url).search;
      const interactionPage = /\/interaction\/[\w-]+$/.test(new URL(url).pathname);
      const res = interactionPage
        ? (await send(url),
          await send(url, {
            method: 'POST',
            body: new URLSearchParams({ login }),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }))
        : await send(url);
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
      url = new URL(location, url).href;
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    accounts,
    /** The methods the next sign-ins report in the ID token's `amr` (RFC 8176). */
    setAmr: (amr: string[]) => (state.amr = amr),
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
