import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----careroster${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
