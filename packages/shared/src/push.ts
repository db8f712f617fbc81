import { z } from 'zod';
import { notificationTarget, paths, type NotificationPayload, type NotificationType } from './paths';

/**
 * How long a push service keeps a notification for an offline browser, and how eagerly it wakes
 * a sleeping device (RFC 8030 TTL and Urgency). An applicant, a job request or overtime is only
 * worth a buzz while someone can still act on it this shift; the rest can wait a day.
 */
const timeSensitive: ReadonlySet<NotificationType> = new Set(['APPLICATION', 'JOB-REQUEST', 'OVERTIME']);

export type PushDelivery = { ttlSeconds: number; urgency: 'high' | 'normal' };

export function pushDeliveryOf(type: NotificationType): PushDelivery {
  return timeSensitive.has(type) ? { ttlSeconds: 60 * 60, urgency: 'high' } : { ttlSeconds: 24 * 60 * 60, urgency: 'normal' };
}

/**
 * The address a push opens: the notification's click target, or the dashboard when the target
 * needs an id the notification lacks (never a broken address).
 */
export const pushTargetOf = (n: NotificationPayload): string => notificationTarget(n) ?? paths.dashboard;

/** What the service worker receives, decrypted (apps/web/public/push-sw.js reads these fields). */
export const pushPayloadSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  type: z.string(),
  type_id: z.string().nullable(),
  url: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  // Browsers send unpadded base64url; older ones padded it, which is accepted and dropped.
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`))
    .transform((s) => s.replace(/=+$/, ''));
};

/**
 * A browser's `PushSubscription.toJSON()`: spec 000's "device token". The keys are exactly what
 * RFC 8291 needs: an uncompressed P-256 point (65 bytes, first byte 0x04, so base64url "B...")
 * and a 16-byte auth secret. Whether the endpoint's host may be called is the server's check.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64url(65).refine((s) => s.startsWith('B')),
    auth: base64url(16),
  }),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

/** The device token travels as the subscription's JSON text (spec 000 "Push registration payload"). */
export function parseDeviceToken(text: string): PushSubscriptionJson | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = pushSubscriptionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * The push services browsers use; a deployment may replace the list (PUSH_ALLOWED_HOSTS).
 * `jmt17.google.com` is the endpoint of Chromium built without Google's keys (the `chromium` of
 * Debian, Ubuntu and Fedora), seen in the browser test of a normal profile; Chrome uses FCM's.
 */
export const defaultPushHosts = [
  'fcm.googleapis.com',
  'jmt17.google.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/**
 * Whether the server may POST to this endpoint (it is a URL a client chose, so SSRF). A pattern is
 * a host (`fcm.googleapis.com`) or `*.` and a suffix (`*.push.apple.com`, not the bare suffix);
 * `http://host` is the only way to allow plain HTTP for a host, for a local stand-in in tests.
 * Never userinfo; an https pattern allows the default port only.
 */
export function pushEndpointAllowed(endpoint: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    const plainHttp = pattern.startsWith('http://');
    if (url.protocol === 'http:' && !plainHttp) return false;
    const hostPattern = plainHttp ? pattern.slice('http://'.length) : pattern;
    if (!plainHttp && url.port !== '') return false;
    if (hostPattern.startsWith('*.')) {
      const suffix = hostPattern.slice(1);
      return host.endsWith(suffix) && host.length > suffix.length;
    }
    return host === hostPattern;
  });
}
