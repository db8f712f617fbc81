import { AppError } from '@careroster/shared/errors';
import { isTimezoneCode, type TimezoneCode } from '@careroster/shared/lookups';

/** The facility's spec zone code; a row with anything else is a data error, not the caller's. */
export function zoneOf(facility: { timezone: string }): TimezoneCode {
  if (!isTimezoneCode(facility.timezone)) throw new AppError('INTERNAL');
  return facility.timezone;
}
