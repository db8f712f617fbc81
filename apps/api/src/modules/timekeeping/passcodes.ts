import { randomInt } from 'node:crypto';
import type { TimeClockPasscode } from '@careroster/shared/api/timekeeping/kiosk/time-clock-passcode';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { KIOSK_PASSCODE_LENGTH } from '@careroster/shared/timekeeping/kiosk';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { timeClockPasscodes } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { staffNames } from '../auth';
import { employeeOf, peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';

/**
 * Wrong passcodes allowed before a lockout, each counted in a run that ends `quietMinutes` after
 * its latest failure (the shared limiter: Redis with REDIS_URL, so every instance counts together).
 * NIST SP 800-63B 5.2.2 asks for at most 100 consecutive failures on one account; a 6-digit
 * passcode behind 5 per 15 minutes takes years to guess. The device's own limit stops one kiosk
 * from trying one passcode against every employee number.
 */
export const kioskLimits = { perEmployee: 5, perDevice: 20, quietMinutes: 15 } as const;

const QUIET_MS = kioskLimits.quietMinutes * 60_000;
const employeeKey = (facilityId: string, employeeNumber: string) => `kiosk:employee:${facilityId}:${employeeNumber}`;
const deviceKey = (kioskId: string) => `kiosk:device:${kioskId}`;

/** A random passcode of KIOSK_PASSCODE_LENGTH digits, leading zeros kept. */
const newPasscode = () => String(randomInt(0, 10 ** KIOSK_PASSCODE_LENGTH)).padStart(KIOSK_PASSCODE_LENGTH, '0');

async function passcodeOf(db: DbOrTx, facilityId: string, employeeId: string): Promise<TimeClockPasscode> {
  const setBy = staffNames(db, 'set_by');
  const [row] = await db
    .select({ setAt: timeClockPasscodes.setAt, firstName: setBy.firstName, lastName: setBy.lastName })
    .from(timeClockPasscodes)
    .leftJoin(setBy, eq(setBy.id, timeClockPasscodes.setBy))
    .where(and(eq(timeClockPasscodes.facilityId, facilityId), eq(timeClockPasscodes.employeeId, employeeId)));
  return {
    set_at: row?.setAt.toISOString() ?? null,
    set_by: row?.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  };
}

/** GET facilities/employees/{employeeId}/time-clock-passcode: whether she has one, never which. */
export async function getPasscode(ctx: Ctx, { employeeId }: { employeeId: string }): Promise<TimeClockPasscode> {
  const { db } = ctx.deps;
  const facility = facilityOf(ctx);
  await employeeOf(db, facility.id, employeeId);
  return passcodeOf(db, facility.id, employeeId);
}

/**
 * POST facilities/employees/{employeeId}/time-clock-passcode: a new passcode replaces the old one
 * and goes to the nurse by SMS, declared as the row's secret so the outbox cuts it from the stored
 * body once sent (decision 037). Only its argon2id hash is kept; the answer, the audit row and the
 * logs never carry it.
 */
export async function regeneratePasscode(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx): Promise<TimeClockPasscode> {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const now = ctx.deps.clock.now();
  const passcode = newPasscode();
  // Slow on purpose (19 MiB, t=2): hashed before the transaction so no lock waits on it.
  const passcodeHash = await hashPassword(passcode);
  return transaction(ctx, tx, async (t) => {
    await employeeOf(t, facility.id, employeeId);
    const people = peopleDirectory(t);
    const facilities = facilityNamesAndZones(t);
    const [to] = await t
      .select({
        firstName: people.firstName,
        countryCode: people.countryCode,
        mobile: people.mobile,
        empId: people.empId,
        facilityName: facilities.name,
      })
      .from(people)
      .innerJoin(facilities, eq(facilities.id, people.facilityId))
      .where(and(eq(people.facilityId, facility.id), eq(people.id, employeeId)));
    if (!to?.mobile) throw new AppError('CONFLICT', productMessages.timeClockPasscodeNoMobile);
    const phone = `${to.countryCode}${to.mobile}`;
    await limitMessagesTo(ctx, 'time-clock-passcode', [phone]);
    await t
      .insert(timeClockPasscodes)
      .values({ employeeId, facilityId: facility.id, passcodeHash, setAt: now, setBy: user.id })
      .onConflictDoUpdate({ target: timeClockPasscodes.employeeId, set: { passcodeHash, setAt: now, setBy: user.id } });
    const text = productMessages.timeClockPasscodeText(to.firstName, to.facilityName, to.empId, passcode);
    await queueOutbox(t, [
      // Urgent: the nurse is often standing at the time clock waiting for it (decision 037).
      withSecrets(
        { to: phone, channel: 'SMS', priority: 'URGENT', subject: productMessages.timeClockPasscodeSubject(to.facilityName), text },
        passcode,
      ),
    ]);
    await ctx.audit('time_clock_passcode.regenerate', { target: employeeId }, t);
    return passcodeOf(t, facility.id, employeeId);
  });
}

/** Her passcode stops working (a deactivation, issue 27's "add and edit" part, may call it through the door). */
export async function clearPasscode(tx: DbOrTx, employeeId: string): Promise<boolean> {
  const cleared = await tx
    .delete(timeClockPasscodes)
    .where(eq(timeClockPasscodes.employeeId, employeeId))
    .returning({ id: timeClockPasscodes.employeeId });
  return cleared.length > 0;
}

/** Whether she has a passcode for the facility's time clocks (deactivation's preview). */
export async function hasPasscode(db: DbOrTx, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: timeClockPasscodes.employeeId })
    .from(timeClockPasscodes)
    .where(eq(timeClockPasscodes.employeeId, employeeId));
  return row !== undefined;
}

/** The employee a passcode opens on a kiosk: who she is and what to greet her with. */
export type PasscodeHolder = { employeeId: string; firstName: string };

/**
 * Checks an employee number and passcode typed on a kiosk. Every refusal reads the same for an
 * unknown number, a number without a passcode and a wrong passcode (a dummy hash is verified when
 * there is nothing to verify, so the time taken does not tell either). Failures count per
 * employee number (existing or not) and per device; past either limit the kiosk refuses at once,
 * right passcode or not, until the run goes quiet.
 */
export async function checkPasscode(
  ctx: Ctx,
  kiosk: { id: string; facilityId: string },
  input: { employeeNumber: string; passcode: string },
): Promise<PasscodeHolder> {
  const { limiter, db } = ctx.deps;
  const byEmployee = employeeKey(kiosk.facilityId, input.employeeNumber);
  const byDevice = deviceKey(kiosk.id);
  if ((await limiter.failures(byDevice)).count >= kioskLimits.perDevice) {
    throw new AppError('RATE_LIMITED', productMessages.kioskDeviceLocked(kioskLimits.quietMinutes));
  }
  if ((await limiter.failures(byEmployee)).count >= kioskLimits.perEmployee) {
    throw new AppError('RATE_LIMITED', productMessages.kioskEmployeeLocked(kioskLimits.quietMinutes));
  }
  const people = peopleDirectory(db);
  const [holder] = await db
    .select({ employeeId: people.id, firstName: people.firstName, hash: timeClockPasscodes.passcodeHash })
    .from(people)
    .innerJoin(timeClockPasscodes, eq(timeClockPasscodes.employeeId, people.id))
    .where(and(eq(people.facilityId, kiosk.facilityId), eq(people.empId, Number(input.employeeNumber))));
  const matches = await verifyPassword(holder?.hash ?? (await dummyPasswordHash()), input.passcode);
  if (holder && matches) {
    await limiter.reset(byEmployee);
    return { employeeId: holder.employeeId, firstName: holder.firstName };
  }
  // eslint-disable-next-line no-restricted-syntax -- a failure run is measured in real seconds, like the limiter's own expiry (decision 047)
  const at = Date.now();
  await limiter.fail(byEmployee, QUIET_MS, at);
  await limiter.fail(byDevice, QUIET_MS, at);
  throw new AppError('FORBIDDEN', productMessages.kioskWrongCredentials);
}
