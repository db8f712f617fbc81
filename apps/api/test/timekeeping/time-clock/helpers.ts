import { randomBytes } from 'node:crypto';
import { claimTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/claim-link';
import { getTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { punchContract } from '@careroster/shared/api/timekeeping/time-clock/punch';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { eq } from 'drizzle-orm';
import { assignments, employees, timeClockLinks } from '../../../src/db/schema';
import { hashToken, newToken } from '../../../src/platform/tokens';
import { addNurse, addPosition, addShift } from '../../shifts/fixtures';
import type { TestApp } from '../../helpers/test-app';

const MINUTE = 60_000;

/** A multipart body of text fields and, optionally, one file, as the nurse's browser sends it. */
export function form(
  fields: Record<string, string | number | undefined>,
  file?: { field?: string; data: Buffer; filename?: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, String(value));
  if (file) body.append(file.field ?? 'photo', new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.filename ?? 'punch.jpg');
  return body;
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
    .values({
      facilityId,
      positionId: position.id,
      employeeId: employee.id,
      nurseId: employee.nurseId,
      source: 'MANAGER',
      startsAt,
      endsAt,
    })
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

export const claim = (
  t: TestApp,
  token: string,
  userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
) => t.call(claimTimeClockLinkContract, { body: { token }, headers: { 'user-agent': userAgent } });

/** A claimed device of the employee: its token for the x-time-clock-device header. */
export async function deviceFor(t: TestApp, employeeId: string): Promise<string> {
  const res = await claim(t, await linkFor(t, employeeId));
  if (res.statusCode !== 200) throw new Error(`claim failed: ${res.body}`);
  return res.json<{ data: { device_token: string } }>().data.device_token;
}

export const me = (t: TestApp, device: string | undefined) =>
  t.call(getTimeClockContract, { headers: device ? { 'x-time-clock-device': device } : {} });

export function punch(
  t: TestApp,
  device: string,
  fields: Record<string, string | number | undefined>,
  file: Parameters<typeof form>[1] | null = { data: jpeg() },
) {
  return t.call(punchContract, { body: form(fields, file ?? undefined), headers: { 'x-time-clock-device': device } });
}
