import { randomBytes } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { eq } from 'drizzle-orm';
import { assignments, employees, timeClockLinks } from '../../../src/db/schema';
import { hashToken, newToken } from '../../../src/platform/tokens';
import { addNurse, addPosition, addShift } from '../../shifts/fixtures';
import { api, type TestApp } from '../../helpers/test-app';

const MINUTE = 60_000;

/** A multipart body of text fields and, optionally, one file, as a browser's FormData sends it. */
export function form(fields: Record<string, string | number | undefined>, file?: { field?: string; data: Buffer; filename?: string; type?: string }) {
  const boundary = `----careroster${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename ?? 'punch.jpg'}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Bytes a JPEG decoder would at least start on: the SOI and APP0 markers, then filler. */
export const jpeg = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);

/**
 * A nurse of the facility booked on a shift starting `startsInMinutes` from now and lasting
 * `hours`, written straight to the tables (the booking rules are the shifts suite's).
 */
export async function booked(
  t: TestApp,
  facilityId: string,
  opts: { startsInMinutes?: number; hours?: number; employee?: Awaited<ReturnType<typeof addNurse>> } = {},
) {
  const startsAt = new Date(Date.now() + (opts.startsInMinutes ?? 10) * MINUTE);
  const endsAt = new Date(startsAt.getTime() + (opts.hours ?? 8) * 60 * MINUTE);
  const shift = await addShift(t, facilityId, { startsAt, endsAt });
  const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'] });
  const employee = opts.employee ?? (await addNurse(t, facilityId));
  const [row] = await t.deps.db
    .insert(assignments)
    .values({ facilityId, positionId: position.id, employeeId: employee.id, nurseId: employee.nurseId, source: 'MANAGER', startsAt, endsAt })
    .returning();
  return { assignment: row!, employee, shift, position };
}

/** A link for the employee written straight to the table; answers its token. */
export async function linkFor(t: TestApp, employeeId: string, overrides: Partial<typeof timeClockLinks.$inferInsert> = {}) {
  const [employee] = await t.deps.db.select().from(employees).where(eq(employees.id, employeeId));
  const token = newToken();
  await t.deps.db.insert(timeClockLinks).values({
    facilityId: employee!.facilityId,
    employeeId,
    linkTokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    ...overrides,
  });
  return token;
}

export const claim = (t: TestApp, token: string, userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36') =>
  t.app.inject({ method: 'POST', url: api('/time-clock/claim'), payload: { token }, headers: { 'user-agent': userAgent } });

/** A claimed device of the employee: its token for the x-time-clock-device header. */
export async function deviceFor(t: TestApp, employeeId: string): Promise<string> {
  const res = await claim(t, await linkFor(t, employeeId));
  if (res.statusCode !== 200) throw new Error(`claim failed: ${res.body}`);
  return res.json<{ data: { device_token: string } }>().data.device_token;
}

export const me = (t: TestApp, device: string | undefined) =>
  t.app.inject({ method: 'GET', url: api('/time-clock/me'), headers: device ? { 'x-time-clock-device': device } : {} });

export function punch(
  t: TestApp,
  device: string,
  fields: Record<string, string | number | undefined>,
  file: Parameters<typeof form>[1] | null = { data: jpeg() },
) {
  const body = form(fields, file ?? undefined);
  return t.app.inject({ method: 'POST', url: api('/time-clock/punches'), payload: body.payload, headers: { ...body.headers, 'x-time-clock-device': device } });
}
