import { kioskPunchFieldsSchema, type KioskPunchAnswer, type KioskPunchFields } from '@careroster/shared/api/timekeeping/kiosk/kiosk-punch';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { CLOCK_IN_EARLY_MINUTES, type PunchKind } from '@careroster/shared/timekeeping/values';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { punches } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { validationMessages } from '../../platform/validation-messages';
import { bookingRows } from '../shifts';
import { kioskOf } from './kiosks';
import { checkPasscode } from './passcodes';
import { punchPhotoOf, recordPunch, refusal, type PunchForm, type PunchRow } from './time-clock';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Bookings a kiosk considers: a clock-out may close a shift that started up to a day ago, a clock-in opens one starting soon. */
const LOOK_BACK_MS = 24 * HOUR_MS;
const LOOK_AHEAD_MS = 12 * HOUR_MS;

export type KioskPunchInput = {
  secret: string | undefined;
  /** Reads the multipart body: called after the device check, so a stranger's upload is never read. */
  readForm: () => Promise<PunchForm>;
};

function parseFields(fields: Record<string, string>): KioskPunchFields {
  const parsed = kioskPunchFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'VALIDATION_FAILED',
    // One message for the number and the passcode, however many of the two are wrong.
    [
      ...new Set(
        validationMessages(
          parsed.error.issues.map((i) => ({
            instancePath: `/${i.path.join('/')}`,
            message: i.message,
            keyword: i.code,
            schemaPath: '',
            params: {},
          })),
        ),
      ),
    ],
  );
}

type Candidate = { id: string; title: string; startsAt: Date; endsAt: Date; done: PunchRow[] };

/**
 * Which of her bookings a kiosk punch is for; the nurse does not choose on a shared clock. In: the
 * one she may clock in to now (15 minutes before its start until its end, not yet in) whose start
 * is nearest. Out: the one she is clocked in to, the latest if there are two. Without one, the
 * phone's refusal for the booking nearest now says why, or "no shift now".
 */
export function bookingToPunch(kind: PunchKind, bookings: readonly Candidate[], now: Date): Candidate {
  const distance = (b: Candidate) => Math.abs(b.startsAt.getTime() - now.getTime());
  const open = bookings.filter((b) => refusal(kind, b, b.done, now) === null);
  const pick =
    kind === 'IN'
      ? open.sort((a, b) => distance(a) - distance(b) || a.startsAt.getTime() - b.startsAt.getTime())[0]
      : open.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
  if (pick) return pick;
  const nearest = [...bookings].sort((a, b) => distance(a) - distance(b))[0];
  const why = nearest ? refusal(kind, nearest, nearest.done, now) : null;
  throw new AppError('CONFLICT', why ?? (kind === 'IN' ? productMessages.kioskNoShiftNow : productMessages.timeClockNotIn));
}

async function bookingsAround(db: DbOrTx, facilityId: string, employeeId: string, now: Date): Promise<Candidate[]> {
  const booking = bookingRows(db);
  const rows = await db
    .select({ id: booking.id, title: booking.shiftTitle, startsAt: booking.startsAt, endsAt: booking.endsAt })
    .from(booking)
    .where(
      and(
        eq(booking.facilityId, facilityId),
        eq(booking.employeeId, employeeId),
        gte(booking.endsAt, new Date(now.getTime() - LOOK_BACK_MS)),
        lte(booking.startsAt, new Date(now.getTime() + Math.max(LOOK_AHEAD_MS, CLOCK_IN_EARLY_MINUTES * MINUTE_MS))),
      ),
    )
    .orderBy(asc(booking.startsAt), asc(booking.id));
  const done =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(punches)
          .where(
            inArray(
              punches.assignmentId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((r) => ({ ...r, done: done.filter((p) => p.assignmentId === r.id) }));
}

/**
 * POST time-clock/kiosk/punches: the device's secret (a 401 before the body is read), then the
 * number and passcode (one 403 for every mismatch, 429 past the limits), then the phone's own
 * punch with the kiosk as its place: no location to check, the photo as on the phone.
 */
export async function kioskPunch(ctx: Ctx, input: KioskPunchInput): Promise<KioskPunchAnswer> {
  const kiosk = await kioskOf(ctx, input.secret);
  const form = await input.readForm();
  const photo = punchPhotoOf(form);
  const fields = parseFields(form.fields);
  const holder = await checkPasscode(ctx, kiosk, { employeeNumber: fields.emp_id, passcode: fields.passcode });
  const booking = bookingToPunch(
    fields.kind,
    await bookingsAround(ctx.deps.db, kiosk.facilityId, holder.employeeId, ctx.deps.clock.now()),
    ctx.deps.clock.now(),
  );
  const who = { facilityId: kiosk.facilityId, employeeId: holder.employeeId, linkId: null, kioskId: kiosk.id };
  const row = await recordPunch(ctx, who, { assignment_id: booking.id, kind: fields.kind, reason: fields.reason }, photo);
  return {
    first_name: holder.firstName,
    shift_title: booking.title,
    kind: row.kind,
    punched_at: row.punchedAt.toISOString(),
    flags: row.flags,
  };
}
