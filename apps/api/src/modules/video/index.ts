import type { Area } from '../../platform/area';
import { callSockets } from './call-sockets';
import { videoRoutes } from './routes';

/** Video calls (decision 017): rooms and tokens over HTTP, signalling on the live socket. */
export const videoArea: Area = { name: 'video', routes: videoRoutes, sockets: callSockets };
