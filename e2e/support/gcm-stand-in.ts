import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Google Cloud Messaging service that Chromium's push service client
 * talks to from a normal profile (its `--gcm-checkin-url` and `--gcm-registration-url` switches
 * point the browser here). Chromium first checks in: it POSTs a protobuf `AndroidCheckinRequest`
 * and needs back an `AndroidCheckinResponse` with `stats_ok` and a non-zero device id and security
 * token. Then `pushManager.subscribe` registers: a form POST whose answer is `token=<id>`, which
 * becomes the last segment of the subscription's endpoint. Delivering a push would go through
 * the MCS connection, which this stand-in does not offer: the push test delivers over DevTools.
 */
export type GcmStandIn = { url: string; registrations: URLSearchParams[]; close: () => Promise<void> };

const DEVICE_ID = 4_711_000_000_001n;
const SECURITY_TOKEN = 8_088_000_000_002n;

/** A protobuf fixed64 field: its key (field number << 3 | wire type 1), then 8 little-endian bytes. */
function fixed64(field: number, value: bigint): Buffer {
  const out = Buffer.alloc(9);
  out[0] = (field << 3) | 1;
  out.writeBigUInt64LE(value, 1);
  return out;
}

/** AndroidCheckinResponse: stats_ok = true (field 1, varint), android_id (7), security_token (8). */
const checkinResponse = Buffer.concat([Buffer.from([(1 << 3) | 0, 1]), fixed64(7, DEVICE_ID), fixed64(8, SECURITY_TOKEN)]);

export async function startGcmStandIn(): Promise<GcmStandIn> {
  const registrations: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/checkin') {
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(checkinResponse);
        return;
      }
      if (req.method === 'POST' && req.url === '/register') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        registrations.push(form);
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`token=stand-in-registration-${registrations.length}`);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    registrations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
