import type { LiveEvent } from '@careroster/shared/api/live';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from './deps';
import type { JobDefinition } from './jobs';
import type { NurseSocketAuth, SocketProtocol } from './live/channel';
import type { Ports } from './ports';

/** What every area's routes are registered with; an area reads what it needs (system: the test clock). */
export type AreaRouteOptions = { config: Config };

/**
 * The public face of one area (`modules/<name>/index.ts`): what buildApp wires, declared by the
 * area itself, so adding an area is its folder plus one line in `modules/index.ts`.
 */
export type Area = {
  /** The folder under `modules/`, the same name as in packages/shared and apps/web. */
  name: string;
  routes?: FastifyPluginAsyncZod<AreaRouteOptions>;
  /** Its background jobs; handlers read deps when they run (jobs start before deps exist). */
  jobs?: (deps: () => Deps) => JobDefinition[];
  /** The live events it publishes and owns the meaning of. */
  liveEvents?: readonly LiveEvent['type'][];
  /** Messages it speaks on the live socket besides `auth` (video calls). */
  sockets?: (deps: Deps, log: FastifyBaseLogger) => SocketProtocol;
  /** Who a nurse's live socket is, from the token she authenticates with (messages). */
  nurseSockets?: (deps: Deps) => NurseSocketAuth;
  /** What it does for lower areas that cannot import it (platform/ports.ts). */
  ports?: Partial<Ports>;
};
