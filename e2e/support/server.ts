import { inject } from 'vitest';
import type { E2eServer } from './global-setup';

/** The server of this test worker (global-setup.ts starts one per worker; Vitest numbers them from 1). */
export function thisServer(): E2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}
