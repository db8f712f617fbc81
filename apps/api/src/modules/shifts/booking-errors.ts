import { AppError } from '@careroster/shared/errors';
import { sqlState } from '../../platform/sql-state';

/** Which constraint refused the row (node-postgres and PGlite both name it). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * 23P01 is assignments_nurse_no_overlap (migration 0001): the nurse is booked at that time.
 * 40P01 is its concurrent form: two transactions that insert overlapping bookings of one nurse at
 * the same moment each wait for the other's exclusion check, and PostgreSQL aborts one of them as
 * a deadlock. In a booking transaction that is the only lock cycle there is, so it is the same
 * answer: the other request booked her.
 */
export function bookingConflict(error: unknown, message: string): AppError | null {
  const state = sqlState(error);
  return state === '23P01' || state === '40P01' ? new AppError('CONFLICT', message) : null;
}
