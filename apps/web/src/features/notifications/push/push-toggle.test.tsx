import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { getPushPublicKeyContract } from '@careroster/shared/api/push/get-public-key';
import { deleteDeviceTokenContract, updateDeviceTokenContract } from '@careroster/shared/api/push/update-device-token';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { storageKeys } from '../../../store/storage-keys';
import { PushToggle } from './push-toggle';

// A 65-byte P-256 point, base64url: what GET /push/public-key answers.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/** A browser with Push: a service worker container, a push manager and the Notification API, all fakes. */
function fakeBrowser(permission: NotificationPermission, existing = false) {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON: () => object;
    unsubscribe: ReturnType<typeof vi.fn>;
  } | null = null;
  const makeSubscription = (key: ArrayBuffer) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      subscription = makeSubscription(options.applicationServerKey.buffer as ArrayBuffer);
      return subscription;
    }),
  };
  if (existing) subscription = makeSubscription(new ArrayBuffer(65));
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  };
  const requestPermission = vi.fn(async () => {
    NotificationFake.permission = 'granted';
    return 'granted';
  });
  class NotificationFake {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', NotificationFake);
  return { serviceWorker, pushManager, requestPermission, current: () => subscription };
}

const renderToggle = () =>
  render(
    <TestProviders>
      <PushToggle />
    </TestProviders>,
  );

beforeEach(() => {
  window.localStorage.setItem(storageKeys.apiToken, 'test-token');
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushToggle', () => {
  it('says so when the browser lacks Push', () => {
    renderToggle();
    expect(screen.getByText(productMessages.pushUnsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when notifications are blocked for the site', () => {
    fakeBrowser('denied');
    renderToggle();
    expect(screen.getByText(productMessages.pushDenied)).toBeInTheDocument();
  });

  it('asks for permission only on the click, then subscribes and registers the device token', async () => {
    const browser = fakeBrowser('default');
    const { requests } = stubFetch(
      onCall(getPushPublicKeyContract, () => ({ public_key: PUBLIC_KEY })),
      onCall(updateDeviceTokenContract, () => ({ message: productMessages.pushDeviceRegistered })),
      onCall(deleteDeviceTokenContract, () => ({ message: productMessages.pushDeviceRemoved })),
    );
    renderToggle();
    const button = await screen.findByRole('button', { name: productMessages.pushTurnOn });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(button);
    await screen.findByRole('button', { name: productMessages.pushTurnOff });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    const patch = requests.find((r) => r.method === 'PATCH')!;
    const deviceToken = (patch.body as { device_token: string }).device_token;
    expect(JSON.parse(deviceToken)).toMatchObject({ endpoint: ENDPOINT });
    expect(window.localStorage.getItem(storageKeys.pushDeviceToken)).toBe(deviceToken);

    await userEvent.click(screen.getByRole('button', { name: productMessages.pushTurnOff }));
    await screen.findByRole('button', { name: productMessages.pushTurnOn });
    expect(browser.current()).toBeNull();
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(window.localStorage.getItem(storageKeys.pushDeviceToken)).toBeNull();
  });

  it('logs a failed registration instead of toasting it (spec 000 section 8)', async () => {
    fakeBrowser('granted');
    stubFetch(
      onCall(getPushPublicKeyContract, () => ({ public_key: PUBLIC_KEY })),
      onCall(updateDeviceTokenContract, () => failure(500, ['Something went wrong.'], 'INTERNAL')),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: productMessages.pushTurnOn }));
    await screen.findByText(productMessages.pushCouldNotTurnOn);
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it("says in words that the browser's push service refused, as Chromium does in an incognito or guest profile", async () => {
    const browser = fakeBrowser('granted');
    browser.pushManager.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - permission denied', 'AbortError'));
    stubFetch(onCall(getPushPublicKeyContract, () => ({ public_key: PUBLIC_KEY })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: productMessages.pushTurnOn }));
    expect(await screen.findByText(productMessages.pushSubscribeRefused)).toBeInTheDocument();
  });

  it("says the server's reason when it refuses the browser's push service", async () => {
    fakeBrowser('granted');
    stubFetch(
      onCall(getPushPublicKeyContract, () => ({ public_key: PUBLIC_KEY })),
      onCall(updateDeviceTokenContract, () => failure(422, [productMessages.pushServiceNotAllowed])),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: productMessages.pushTurnOn }));
    expect(await screen.findByText(productMessages.pushServiceNotAllowed)).toBeInTheDocument();
  });

  it('registers an existing subscription for the current session again on mount', async () => {
    fakeBrowser('granted', true);
    const { requests } = stubFetch(onCall(updateDeviceTokenContract, () => ({ message: productMessages.pushDeviceRegistered })));
    renderToggle();
    await screen.findByRole('button', { name: productMessages.pushTurnOff });
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
  });
});
