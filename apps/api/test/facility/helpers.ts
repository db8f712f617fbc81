import { randomBytes } from 'node:crypto';

/** A multipart/form-data body of text fields only, as the browser's FormData sends the payroll dialog. */
export function formFields(fields: Record<string, string>) {
  const boundary = `----careroster${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type Res = { statusCode: number; body: string; json: () => unknown };

export const dataOf = <T>(res: Res) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

export const messagesOf = (res: Res) => (res.json() as { error: { message: string[] } }).error.message;
