/**
 * The little of oidc-provider 9 (which ships no types) the tests' OpenID Provider uses
 * (test/helpers/openid-provider.ts), written from its documentation.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantConstructor {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      result?: { consent?: { grantId?: string } };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
    };
  }
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown> & { sub: string }>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): string };
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    findAccount?(ctx: KoaContextWithOIDC, id: string): Promise<Account | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
