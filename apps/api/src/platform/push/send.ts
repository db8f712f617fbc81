import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = { ttlSeconds: number; urgency: 'high' | 'normal'; topic?: string };
/** `status` 0 means no answer arrived (network error or timeout). */
export type PushResult = { status: number };

const SEND_TIMEOUT_MS = 15_000;

/**
 * Encrypts the payload for one browser (RFC 8291, aes128gcm) and signs the VAPID header with
 * `web-push`, then POSTs it. web-push's own `sendNotification` only speaks https; sending the
 * request it built with fetch lets a test's local stand-in answer over plain HTTP (allowed only
 * for hosts listed as `http://host`), and `redirect: 'manual'` keeps a push service from
 * redirecting the server anywhere else. Never throws with the endpoint or keys in a message.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushOptions, vapid: VapidKeys): Promise<PushResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return { status: res.status };
  } catch {
    return { status: 0 };
  }
}
