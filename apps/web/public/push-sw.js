/*
 * CareRoster's push service worker (decision 015), served at /push-sw.js with scope /.
 * Plain JavaScript, not bundled: its address must stay the same across builds, and it is served
 * with `cache-control: no-cache` so a new version is picked up at the browser's next check.
 */

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Open tabs come under this worker at once, so a click can navigate them (client.navigate).
  event.waitUntil(self.clients.claim());
});

/** Only a path of this app: a payload can never send the user to another site. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') return data;
  } catch {
    // An unreadable push still has to show something (userVisibleOnly).
  }
  return null;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = payload ? payload.title : 'CareRoster';
  const options = payload
    ? {
        body: payload.body,
        // One notification per notification row: a repeated delivery replaces, never stacks.
        tag: payload.id,
        data: { url: appPath(payload.url), type: payload.type, type_id: payload.type_id, id: payload.id },
      }
    : { body: 'You have a new notification.', data: { url: '/' } };
  event.waitUntil(self.registration.showNotification(title, options));
});

async function openApp(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    let navigated = null;
    try {
      navigated = (await open.navigate(target)) || open;
    } catch {
      // A tab this worker does not control cannot be navigated; a new window can.
    }
    if (navigated) {
      // Focus may be refused (no user activation left); the tab is on the target either way.
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openApp(appPath(data.url)));
});
