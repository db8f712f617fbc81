import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildReference } from '../../web/scripts/reference';

/**
 * The bare React sign-in page (apps/web/scripts/bare-sign-in), built with the client's Vite
 * config and served the way the API serves the client (the build's .br/.gz copies, decision 011),
 * so Lighthouse compares the two in the same run on equal terms (issue 26).
 */
export async function startReference(outDir: string): Promise<{ origin: string; distDir: string; stop: () => Promise<void> }> {
  await buildReference(outDir);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, distDir: outDir, stop: () => app.close() };
}
