import { createHash } from 'node:crypto';
import type { ImportPunchesAnswer, PunchImportProblems } from '@careroster/shared/api/timekeeping/import-punches';
import { BULK_INVITE_MAX_ROWS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, exists, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunches, punchImports, punches, timecardChanges, timecards } from '../../db/schema';
import { facilityOf, userOf, type Ctx, type FacilityScope } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sheetRows } from '../../platform/files/sheet-rows';
import type { Upload } from '../../platform/files/upload';
import { employeeDirectory } from '../employees';
import { bookingRows, lockBooking } from '../shifts';
import { problemList, punchFileReader, type PunchRow } from './punch-import-rows';
import { ensureTimecard, syncTimecard } from './timecards';

const BATCH = 500;

/** A row matched to the one booking its punches overlap. */
type Matched = PunchRow & { assignmentId: string; employeeId: string };

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** The facility's employees by emp_id, for the emp_ids the rows name. */
async function employeesByEmpId(db: DbOrTx, facilityId: string, rows: PunchRow[]): Promise<Map<number, string>> {
  const people = employeeDirectory(db);
  const found = new Map<number, string>();
  for (const ids of chunks([...new Set(rows.map((r) => r.empId))])) {
    const got = await db
      .select({ id: people.id, empId: people.empId })
      .from(people)
      .where(and(eq(people.facilityId, facilityId), inArray(people.empId, ids)));
    for (const e of got) found.set(e.empId, e.id);
  }
  return found;
}

/**
 * The live bookings (position not cancelled, shift active) of these employees between the first
 * clock-in and the last clock-out, with what is already recorded on them: a punch, or a timecard
 * that is no longer a plain pending one (approved, disputed, or with a change written down).
 */
async function bookingsOf(db: DbOrTx, facilityId: string, employeeIds: string[], rows: PunchRow[]) {
  if (rows.length === 0) return [];
  const from = new Date(Math.min(...rows.map((r) => r.inAt.getTime())));
  const to = new Date(Math.max(...rows.map((r) => r.outAt.getTime())));
  const b = bookingRows(db);
  const result = [];
  for (const ids of chunks(employeeIds)) {
    result.push(
      ...(await db
        .select({
          id: b.id,
          employeeId: b.employeeId,
          shiftId: b.shiftId,
          startsAt: b.startsAt,
          endsAt: b.endsAt,
          punched: exists(
            db
              .select({ one: sql`1` })
              .from(punches)
              .where(eq(punches.assignmentId, b.id)),
          ).mapWith(Boolean),
          decided: sql<boolean>`${timecards.id} is not null and (${timecards.status} <> 'PENDING' or ${exists(
            db
              .select({ one: sql`1` })
              .from(timecardChanges)
              .where(eq(timecardChanges.timecardId, timecards.id)),
          )})`.mapWith(Boolean),
        })
        .from(b)
        .leftJoin(timecards, eq(timecards.assignmentId, b.id))
        .where(
          and(
            eq(b.facilityId, facilityId),
            inArray(b.employeeId, ids),
            lt(b.startsAt, to),
            gt(b.endsAt, from),
            ne(b.positionStatus, 'CANCELLED'),
            eq(b.shiftActive, true),
          ),
        )),
    );
  }
  return result;
}

/**
 * Attaches each row to its nurse's booking: the one her punches overlap, or among several the one
 * of the shift the row names. A row with no booking, several, or one already recorded is a
 * problem, never skipped: the facility learns which hours did not land.
 */
async function matchBookings(db: DbOrTx, facilityId: string, rows: PunchRow[], list: ReturnType<typeof problemList>) {
  const employeeIds = await employeesByEmpId(db, facilityId, rows);
  const bookings = await bookingsOf(db, facilityId, [...new Set(employeeIds.values())], rows);
  const matched: Matched[] = [];
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const employeeId = employeeIds.get(r.empId);
    if (!employeeId) {
      list.add('unknown_employees', {
        row: r.row,
        field: 'emp_id',
        value: String(r.empId),
        message: productMessages.punchImportUnknownEmployee,
      });
      continue;
    }
    const overlapping = bookings.filter((b) => b.employeeId === employeeId && b.startsAt < r.outAt && b.endsAt > r.inAt);
    const named = r.shiftId ? overlapping.filter((b) => b.shiftId === r.shiftId) : overlapping;
    const field = r.shiftId ? 'shift_id' : 'in';
    const value = r.shiftId ?? null;
    if (named.length === 0) {
      list.add('no_booking', { row: r.row, field, value, message: productMessages.punchImportNoBooking });
      continue;
    }
    if (named.length > 1) {
      const shiftIds = [...new Set(named.map((b) => b.shiftId))].join(', ');
      list.add('no_booking', { row: r.row, field, value, message: productMessages.punchImportManyBookings(shiftIds) });
      continue;
    }
    const booking = named[0]!;
    if (booking.punched || booking.decided) {
      const message = booking.punched ? productMessages.punchImportAlreadyPunched : productMessages.punchImportTimecardDecided;
      list.add('already_recorded', { row: r.row, field, value, message });
      continue;
    }
    const first = firstRowOf.get(booking.id);
    if (first !== undefined) {
      list.add('duplicate_rows', { row: r.row, field, value, message: productMessages.punchImportSameBooking(first) });
      continue;
    }
    firstRowOf.set(booking.id, r.row);
    matched.push({ ...r, assignmentId: booking.id, employeeId });
  }
  return matched;
}

const fileHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function importOf(db: DbOrTx, facilityId: string, sha: string) {
  const [found] = await db
    .select({ pairCount: punchImports.pairCount })
    .from(punchImports)
    .where(and(eq(punchImports.facilityId, facilityId), eq(punchImports.fileSha256, sha)));
  return found ?? null;
}

/** Reads and checks a file: its rows alone, then against the facility's employees, bookings and earlier imports. */
async function checkFile(ctx: Ctx, db: DbOrTx, facility: FacilityScope, upload: Upload) {
  const reader = punchFileReader(facility.timezone, ctx.deps.clock.now());
  for await (const row of sheetRows(upload.filename, upload.data, BULK_INVITE_MAX_ROWS)) reader.accept(row);
  const { list, rows } = reader.finish();
  const sha = fileHash(upload.data);
  if (list.problems.invalid_columns) return { list, matched: [], sha, importedBefore: null };
  const importedBefore = await importOf(db, facility.id, sha);
  if (importedBefore) {
    list.add('already_imported', { row: 1, field: 'file', value: null, message: productMessages.punchImportFileImported });
    return { list, matched: [], sha, importedBefore };
  }
  return { list, matched: await matchBookings(db, facility.id, rows, list), sha, importedBefore };
}

/** POST punches/validate-import: `{}` when every row can be imported, otherwise the problems by type. */
export async function validatePunchImport(ctx: Ctx, { upload }: { upload: Upload }, tx?: DbOrTx): Promise<PunchImportProblems> {
  return (await checkFile(ctx, tx ?? ctx.deps.db, facilityOf(ctx), upload)).list.problems;
}

/** The missed punches the import answers: the job listed them because this clock's punches never reached CareRoster. */
async function answerMissedPunches(tx: DbOrTx, r: Matched): Promise<number> {
  let answered = 0;
  for (const [kind, at] of [
    ['IN', r.inAt],
    ['OUT', r.outAt],
  ] as const) {
    const rows = await tx
      .update(missedPunches)
      .set({
        status: 'APPROVED',
        resolvedTime: at,
        resolvedAt: at,
        resolvedByLabel: productMessages.missedPunchAnsweredByImport,
        resolutionReason: productMessages.missedPunchAnsweredByImportReason,
      })
      .where(and(eq(missedPunches.assignmentId, r.assignmentId), eq(missedPunches.kind, kind), eq(missedPunches.status, 'OPEN')))
      .returning({ id: missedPunches.id });
    answered += rows.length;
  }
  return answered;
}

/**
 * POST punches/import: checks the file again, then in one transaction records the import (its
 * hash is unique per facility, so the same file twice imports once, also when both arrive
 * together), locks each booking as a phone punch does and checks the bookings again under the
 * locks, writes the punch pairs and makes each booking's timecard through `ensureTimecard` and
 * `syncTimecard`: rounding, worked minutes and everything read from timecards follow.
 */
export async function importPunches(ctx: Ctx, { upload }: { upload: Upload }, outer?: DbOrTx): Promise<ImportPunchesAnswer> {
  const db = outer ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const already = (count: number) => ({ count, already_imported: true, message: productMessages.punchImportAlreadyImported });
  const first = await checkFile(ctx, db, facility, upload);
  if (first.importedBefore) return already(first.importedBefore.pairCount);
  if (first.list.any()) throw new AppError('VALIDATION_FAILED', messages.fileValidationFailed);
  const rows = first.matched;

  const imported = await transaction(ctx, outer, async (tx, after) => {
    const [record] = await tx
      .insert(punchImports)
      .values({ facilityId: facility.id, fileSha256: first.sha, filename: upload.filename, pairCount: rows.length, importedBy: userId })
      .onConflictDoNothing({ target: [punchImports.facilityId, punchImports.fileSha256] })
      .returning({ id: punchImports.id });
    if (!record) return null;
    // In one order, so two imports touching the same bookings cannot deadlock.
    for (const r of [...rows].sort((a, b) => a.assignmentId.localeCompare(b.assignmentId)))
      await lockBooking(tx, { id: r.assignmentId, facilityId: facility.id, employeeId: r.employeeId });
    const again = problemList();
    const locked = await matchBookings(tx, facility.id, rows, again);
    if (again.any() || locked.length !== rows.length) throw new AppError('VALIDATION_FAILED', messages.fileValidationFailed);

    const values = rows.flatMap((r) =>
      (
        [
          ['IN', r.inAt],
          ['OUT', r.outAt],
        ] as const
      ).map(([kind, at]) => ({
        facilityId: facility.id,
        assignmentId: r.assignmentId,
        employeeId: r.employeeId,
        importId: record.id,
        kind,
        punchedAt: at,
      })),
    );
    for (const batch of chunks(values)) await tx.insert(punches).values(batch);
    const now = ctx.deps.clock.now();
    let answered = 0;
    for (const r of rows) {
      answered += await answerMissedPunches(tx, r);
      const card = await ensureTimecard(tx, r.assignmentId);
      // The other clock's break is the card's starting value, as the shift's meal time is for a phone punch.
      if (r.breakMinutes !== null && r.breakMinutes !== card.breakMinutes)
        await tx.update(timecards).set({ breakMinutes: r.breakMinutes }).where(eq(timecards.id, card.id));
      await syncTimecard(tx, card.id, now);
    }
    await ctx.audit('timekeeping.punch_import', { target: record.id, detail: `${rows.length} punch pairs from ${upload.filename}` }, tx);
    after.publish({ type: 'timecards.changed' }, facility.id);
    if (answered > 0) after.publish({ type: 'missed-punches.changed' }, facility.id);
    return rows.length;
  });
  // The same file arrived twice at once: the other request imported it.
  if (imported === null) return already((await importOf(db, facility.id, first.sha))?.pairCount ?? 0);
  return { count: imported, already_imported: false, message: productMessages.punchImported(imported) };
}
