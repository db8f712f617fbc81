export { PushToggle } from './push-toggle';
export { usePushSubscription } from './use-push-subscription';
export { forgetPushOnThisBrowser } from './push-device';
