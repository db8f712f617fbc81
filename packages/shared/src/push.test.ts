import { describe, expect, it } from 'vitest';
import { defaultPushHosts, parseDeviceToken, pushDeliveryOf, pushEndpointAllowed, pushTargetOf } from './push';

describe('push delivery rules', () => {
  it('keeps time-sensitive types an hour at high urgency, the rest a day', () => {
    for (const type of ['APPLICATION', 'JOB-REQUEST', 'OVERTIME'] as const) expect(pushDeliveryOf(type)).toEqual({ ttlSeconds: 3600, urgency: 'high' });
    for (const type of ['PTO', 'CREDENTIAL', 'PAYROLL', 'PAYMENT', 'PBJ', 'BANK'] as const) expect(pushDeliveryOf(type)).toEqual({ ttlSeconds: 86400, urgency: 'normal' });
  });

  it('targets the nurse for PTO and CREDENTIAL, the type id for the rest (spec 000 click targets)', () => {
    expect(pushTargetOf({ type: 'CREDENTIAL', type_id: 'c1', nurse_id: 'n1' })).toBe('/nurses/nurse-detail?type=cred&nurse_id=n1');
    expect(pushTargetOf({ type: 'PTO', type_id: 'p1', nurse_id: 'n1' })).toBe('/nurses/nurse-detail?type=pto&nurse_id=n1');
    expect(pushTargetOf({ type: 'OVERTIME', type_id: 'o1', nurse_id: null })).toBe('/overtime/overtime-details/o1');
    expect(pushTargetOf({ type: 'PAYROLL', type_id: null, nurse_id: null })).toBe('/payments');
    // A target that would need a missing id opens the dashboard, not a broken address.
    expect(pushTargetOf({ type: 'APPLICATION', type_id: null, nurse_id: null })).toBe('/dashboard');
  });
});

describe('push endpoint allowlist', () => {
  it('allows the browsers push services over https on the default port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
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
    const token = JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/a', keys: { p256dh: `B${'A'.repeat(86)}=`, auth: `${'a'.repeat(22)}==` } });
    expect(parseDeviceToken(token)?.keys).toEqual({ p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) });
  });
});
