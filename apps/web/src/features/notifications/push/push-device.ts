import { productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { readLocal, storageKeys, writeLocal } from '../../../store/storage-keys';
import { deleteDeviceToken, fetchPushPublicKey, sendDeviceToken } from './api';

/** apps/web/public/push-sw.js, at the site's root so its scope covers every page. */
export const PUSH_WORKER_URL = '/push-sw.js';

export type PushSupport = 'unsupported' | NotificationPermission;

/** What this browser can do, without asking anything. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

const isSafari = () => /^((?!chrome|chromium|android|crios|fxios|edg).)*safari/i.test(navigator.userAgent);

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Spec 000 "PATCH update device token", and the token kept locally ("Stored locally: push device token"). */
async function registerOnServer(subscription: PushSubscription) {
  const deviceToken = JSON.stringify(subscription.toJSON());
  const safari = isSafari();
  await sendDeviceToken({ device_token: deviceToken, ...(safari ? { is_safari: true, is_safari_permit: true } : {}) });
  writeLocal(storageKeys.pushDeviceToken, deviceToken);
}

/**
 * Asks for permission (only ever from a click), registers the worker and subscribes with the key
 * `publicKey` answers. Answers the subscription, or why there is none. The facility's users and a
 * nurse's time-clock phone (offers, issue 15) subscribe the same way and register it differently.
 */
export async function subscribeThisBrowser(publicKey: () => Promise<string>): Promise<PushSubscription | Exclude<PushSupport, 'granted'>> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await PushStepError.of('worker', async () => {
    await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
    return navigator.serviceWorker.ready;
  });
  const applicationServerKey = keyBytes(await publicKey());
  return PushStepError.of('subscribe', async () => {
    let subscription = await registration.pushManager.getSubscription();
    // Subscribed under another key (the server's keys changed): that subscription can never receive.
    if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    return subscription ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  });
}

/** The browser's step that failed: starting the service worker, or its push service's subscription. */
export class PushStepError extends Error {
  constructor(
    readonly step: 'worker' | 'subscribe',
    cause: unknown,
  ) {
    super(`push ${step} failed: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
    this.name = 'PushStepError';
  }

  static async of<T>(step: 'worker' | 'subscribe', run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new PushStepError(step, error);
    }
  }
}

/**
 * Why turning push on failed, as a manager reads it. The browser's push service refusing is the
 * common one: Chromium refuses every subscription in an off-the-record profile (incognito, guest,
 * a fresh automation profile) with "AbortError: Registration failed - permission denied", even
 * with the permission granted, and there is deliberately no way to detect that profile first.
 */
export function pushFailureMessage(error: unknown): string {
  if (error instanceof PushStepError)
    return error.step === 'worker' ? productMessages.pushWorkerFailed : productMessages.pushSubscribeRefused;
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return productMessages.pushOffline;
    // A refusal says why in a product message (pushServiceNotAllowed...); a server fault does not.
    if (error.status !== null && error.status < 500) return error.messages[0];
  }
  return productMessages.pushCouldNotTurnOn;
}

/** Turns push on for this browser and registers the subscription for this session. */
export async function turnOnPush(): Promise<PushSupport> {
  const subscription = await subscribeThisBrowser(async () => (await fetchPushPublicKey()).public_key);
  if (typeof subscription === 'string') return subscription;
  await registerOnServer(subscription);
  return 'granted';
}

/** Binds an existing subscription to the signed-in session again (after a new sign-in on this browser). */
export async function refreshPushRegistration(): Promise<boolean> {
  if (pushSupport() !== 'granted') return false;
  const subscription = await currentPushSubscription();
  if (!subscription) return false;
  await registerOnServer(subscription);
  return true;
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  writeLocal(storageKeys.pushDeviceToken, null);
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deleteDeviceToken(endpoint).catch(() => undefined);
}

/**
 * Sign-out: the browser stops its subscription, so a shared computer gets nothing meant for the
 * person who left. The server removes the session's subscriptions at sign-out on its own; this
 * never fails or delays the sign-out.
 */
export async function forgetPushOnThisBrowser(): Promise<void> {
  if (readLocal(storageKeys.pushDeviceToken) === null) return;
  writeLocal(storageKeys.pushDeviceToken, null);
  try {
    await (await currentPushSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('Could not unsubscribe this browser from push notifications', error);
  }
}
