import type { Area } from '../../platform/area';
import { messageNotifyJob } from './delivery';
import { messageTokenChecks } from './nurse-tokens';
import { messagesRoutes } from './routes';

/** Conversations between the facility and its nurses (issue 16). */
export const messagesArea: Area = {
  name: 'messages',
  routes: messagesRoutes,
  jobs: (deps) => [messageNotifyJob(deps)],
  liveEvents: ['messages.changed'],
  nurseSockets: (deps) => messageTokenChecks(deps.db, deps.clock),
};

export { liveMessageTokenCount, revokeDeviceMessageTokens, revokeMessageTokensOf } from './nurse-tokens';
