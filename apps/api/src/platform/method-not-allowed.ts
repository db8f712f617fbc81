import type { FastifyInstance } from 'fastify';

/**
 * Fastify answers an unknown method on a known path with 404; the catalogue has a 405 for it.
 * Route shapes are collected as they are registered and consulted only on a miss.
 */
export function trackRouteShapes(app: FastifyInstance) {
  const shapes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(
      '^' +
        route.url
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/') +
        '/?$',
    );
    for (const method of methods) if (method !== 'HEAD') shapes.push({ method, pattern });
  });
  return (path: string): string[] => [
    ...new Set(shapes.filter((s) => s.pattern.test(path)).map((s) => s.method)),
  ];
}
