import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). The
 * test holds the private key, so it can decrypt what the server sent, as the browser would.
 */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** RFC 8188 aes128gcm body -> plaintext (one record, as web-push sends). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export type ReceivedPush = {
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID JWT's claims, after its ES256 signature checked out against `k`. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
};

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292): signature, and returns the claims. */
function checkVapid(header: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, jwt, key] = match as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error('not ES256');
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('bad vapid signature');
  return { claims: JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['claims'], key };
}

/**
 * A local stand-in for a browser vendor's push service: answers each path with the statuses
 * queued for it (then 201), and keeps every request it accepted the VAPID header of. A request
 * with a bad header is answered 401 and recorded under `rejected`.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const scripted = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      let vapid: ReturnType<typeof checkVapid>;
      try {
        vapid = checkVapid(req.headers.authorization);
      } catch (err) {
        rejected.push(`${path}: ${(err as Error).message}`);
        res.writeHead(401).end();
        return;
      }
      const status = scripted.get(path)?.shift() ?? 201;
      received.push({ path, status, headers: req.headers, body: Buffer.concat(chunks), claims: vapid.claims, vapidKey: vapid.key });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    rejected,
    endpoint: (name: string) => `${origin}/push/${name}`,
    /** The next answers for one endpoint, in order; 201 after they run out. */
    script: (name: string, statuses: number[]) => scripted.set(`/push/${name}`, [...statuses]),
    to: (name: string) => received.filter((r) => r.path === `/push/${name}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
