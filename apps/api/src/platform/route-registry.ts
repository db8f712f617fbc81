import type { FastifyInstance } from 'fastify';
import type { Permission } from '@careroster/shared/roles';
import type { Access } from './access';

export type RegisteredRoute = { method: string; url: string; access: Access['kind']; permission: Permission | null; idempotent: boolean };

/**
 * Every route as it is registered, with who may call it. Public routes are marked `security: []`
 * in the OpenAPI document; the 405 answer and the tenancy sweep read the same list.
 */
export function createRouteRegistry(app: FastifyInstance) {
  const routes: (RegisteredRoute & { pattern: RegExp })[] = [];
  app.addHook('onRoute', (route) => {
    const access = route.config?.access?.kind ?? 'user';
    const permission = route.config?.access?.kind === 'facility' ? route.config.access.permission : null;
    const idempotent = route.config?.idempotent === true || route.config?.idempotent === 'required';
    if (access === 'public' && route.schema) route.schema = { ...route.schema, security: [] };
    const pattern = new RegExp(
      '^' +
        route.url
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/') +
        '/?$',
    );
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access, permission, idempotent, pattern });
  });
  return {
    list: (): RegisteredRoute[] =>
      routes.map(({ method, url, access, permission, idempotent }) => ({ method, url, access, permission, idempotent })),
    /** Methods that some route accepts on this concrete path (for 405's Allow header). */
    allowedMethods: (path: string) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))],
  };
}
