import type { Area } from '../../platform/area';
import { pushDeliverJob, pushNotificationsJob } from './delivery';
import { pushRoutes } from './routes';

/** Web Push to browsers and nurses' phones (decision 015). */
export const pushArea: Area = { name: 'push', routes: pushRoutes, jobs: (deps) => [pushNotificationsJob(deps), pushDeliverJob(deps)] };

export { employeesWithPhones, nursePushJobPolicy, phoneSubscribed, pushToNursePhones, subscribePhone } from './nurse-phones';
export { removeSessionSubscriptions } from './subscriptions';
