import { describe, expect, it } from 'vitest';
import { defaultPushHosts, parseDeviceToken, pushDeliveryOf, pushEndpointAllowed, pushTargetOf } from './push';

describe('push delivery rules', () => {
  it('keeps time-sensitive types an hour at high urgency, the rest a day', () => {
    for (const type of ['APPLICATION', 'JOB-REQUEST', 'OVERTIME'] as const)
      expect(pushDeliveryOf(type)).toEqual({ ttlSeconds: 3600, urgency: 'high' });
    for (const type of ['PTO', 'CREDENTIAL', 'PAYROLL', 'PAYMENT', 'PBJ', 'BANK'] as const)
      expect(pushDeliveryOf(type)).toEqual({ ttlSeconds: 86400, urgency: 'normal' });
  });

  it("opens the notification's click target (paths.test.ts), or the dashboard when its id is missing", () => {
    expect(pushTargetOf({ type: 'CREDENTIAL', type_id: 'c1', nurse_id: 'n1' })).toBe('/nurses/nurse-detail?type=cred&nurse_id=n1');
    expect(pushTargetOf({ type: 'PAYROLL', type_id: null, nurse_id: null })).toBe('/payments');
    expect(pushTargetOf({ type: 'OVERTIME', type_id: null, nurse_id: null })).toBe('/dashboard');
  });
});

describe('push endpoint allowlist', () => {
  it('allows the browsers push services over https on the default port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      // Chromium without Google's keys, as Debian ships it (subscribed in e2e/tests/push.test.ts).
      'https://jmt17.google.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
      'https://api.push.apple.com/abc',
    ]) {
      expect(pushEndpointAllowed(endpoint, defaultPushHosts)).toBe(true);
    }
  });

  it('refuses plain http unless a pattern names http://host, and any port then', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/a', defaultPushHosts)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/a', ['127.0.0.1'])).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/a', ['http://127.0.0.1'])).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:444/x', defaultPushHosts)).toBe(false);
  });

  it('matches a wildcard on a label boundary only', () => {
    expect(pushEndpointAllowed('https://evilpush.apple.com/x', defaultPushHosts)).toBe(false);
    expect(pushEndpointAllowed('https://push.apple.com/x', defaultPushHosts)).toBe(false);
    expect(pushEndpointAllowed('https://a.b.push.apple.com/x', defaultPushHosts)).toBe(true);
  });
});

describe('device token', () => {
  it('strips the padding older browsers sent', () => {
    const token = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/a',
      keys: { p256dh: `B${'A'.repeat(86)}=`, auth: `${'a'.repeat(22)}==` },
    });
    expect(parseDeviceToken(token)?.keys).toEqual({ p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) });
  });
});
