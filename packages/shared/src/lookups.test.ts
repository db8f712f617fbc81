import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  agencyPreferences,
  allWeekdays,
  applicableFor,
  applicantStatuses,
  bulkMessageTypes,
  businessTypes,
  credentialStatuses,
  dependentRelations,
  differentialTypes,
  employeeTypeFilters,
  filterStatuses,
  genders,
  ianaZone,
  isTimezoneCode,
  labelOf,
  nurseSortOptions,
  pageSizeOptions,
  payrollSettings,
  recurringTypeValues,
  recurringTypes,
  shiftTimingStatuses,
  shiftTypePresets,
  timezoneCodes,
  zoneAbbreviation,
  timezones,
  w4FilingStatuses,
  weekdays,
  workerTypes,
} from './lookups';

const values = (list: readonly { value: string | number }[]) => list.map((o) => o.value);

describe('lookup lists (spec 000 section 3)', () => {
  it('has the worker types with their labels', () => {
    expect(workerTypes).toEqual([
      { value: 'IN', label: 'Internal' },
      { value: 'EN', label: 'External' },
      { value: 'AN', label: 'Agency' },
      { value: 'WN', label: 'Walk-In' },
    ]);
  });

  it('has the code lists exactly as the spec writes them', () => {
    expect(values(dependentRelations)).toEqual(['PARENT', 'CHILDREN', 'SPOUSE']);
    expect(values(w4FilingStatuses)).toEqual(['SINGLE_OR_MARRIED', 'MARRIED_OR_QUALIFYING', 'HEAD_OF_HOUSEHOLD']);
    expect(values(genders)).toEqual(['M', 'F', 'O', 'NOT_KNOWN']);
    expect(values(businessTypes)).toEqual([
      'LLC',
      'ASSOCIATION',
      'CORP',
      'PARTNERSHIP',
      'SOLE-PROPRIETORSHIP',
      'TRUST',
      'VENDOR',
      'ESTATE',
      'IRA',
    ]);
    expect(values(shiftTimingStatuses)).toEqual(['COMPLETED', 'ONGOING', 'UPCOMING']);
    expect(values(filterStatuses)).toEqual(['CONFIRMED', 'UNASSIGNED']);
    expect(values(bulkMessageTypes)).toEqual(['SMS', 'NOTIFICATION']);
    expect(values(payrollSettings)).toEqual(['WEEKLY', 'BIWEEKLY']);
  });

  it('labels the differential types Flat Rate and Base Price %', () => {
    expect(differentialTypes).toEqual([
      { value: 'FR', label: 'Flat Rate' },
      { value: 'BP', label: 'Base Price %' },
    ]);
  });

  it('numbers the weekdays 0 (Sunday) to 6 (Saturday)', () => {
    expect(weekdays[0]).toEqual({ value: 0, label: 'Sunday' });
    expect(weekdays[6]).toEqual({ value: 6, label: 'Saturday' });
    expect(allWeekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels the employee type filter with the spec toggle texts', () => {
    expect(employeeTypeFilters).toEqual([
      { value: 'IN', label: 'Internal Employee' },
      { value: 'EN', label: 'Agalia Employee' },
    ]);
  });

  it('offers page sizes 5, 10, 20, 30 and 40', () => {
    expect(values(pageSizeOptions)).toEqual([5, 10, 20, 30, 40]);
    expect(pageSizeOptions[0]).toEqual({ value: 5, label: '5' });
  });
});

describe('timezones', () => {
  it('maps each spec code to its IANA zone', () => {
    expect(timezoneCodes).toEqual(['GMT', 'HST', 'PST', 'MST', 'MST-AZ', 'CST', 'EST']);
    // Arizona keeps standard time: it is MST to read, Phoenix to compute.
    expect(ianaZone('MST-AZ')).toBe('America/Phoenix');
    expect(zoneAbbreviation('MST-AZ')).toBe('MST');
    expect(ianaZone('GMT')).toBe('Etc/UTC');
    expect(ianaZone('HST')).toBe('Pacific/Honolulu');
    expect(ianaZone('PST')).toBe('America/Los_Angeles');
    expect(ianaZone('MST')).toBe('America/Denver');
    expect(ianaZone('CST')).toBe('America/Chicago');
    expect(ianaZone('EST')).toBe('America/New_York');
  });

  it('names only zones the runtime knows', () => {
    for (const t of timezones) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: t.iana })).not.toThrow();
    }
  });

  it('tells spec codes from other strings', () => {
    expect(isTimezoneCode('EST')).toBe(true);
    expect(isTimezoneCode('America/New_York')).toBe(false);
    expect(() => ianaZone('XYZ' as never)).toThrow();
  });
});

describe('spec 001 code lists', () => {
  it('has the applicable-for codes, agency preferences and statuses', () => {
    expect(values(applicableFor)).toEqual(['IN', 'EN', 'AN']);
    expect(values(agencyPreferences)).toEqual(['ALL', 'CUSTOM_PREFERENCE', 'FAVORITE']);
    expect(values(credentialStatuses)).toEqual(['CREDENTIAL_PENDING', 'CREDENTIAL_VERIFIED', 'CREDENTIAL_EXPIRED', 'CREDENTIAL_REJECTED']);
    expect(values(applicantStatuses)).toEqual(['PENDING', 'ACCEPTED', 'REJECTED', 'ENDED']);
    expect(values(recurringTypes)).toEqual(['DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM']);
    expect(values(nurseSortOptions)).toEqual(['position', 'name', '-name']);
  });

  it('has the shift presets with their times, night ending the next day', () => {
    expect(shiftTypePresets.map((p) => [p.value, p.start, p.end, p.endsNextDay])).toEqual([
      ['morning', '07:00', '15:00', false],
      ['evening', '15:00', '23:00', false],
      ['night', '23:00', '07:00', true],
      ['custom', null, null, false],
    ]);
  });
});

describe('helpers', () => {
  it('feeds z.enum with a list of values', () => {
    const schema = z.enum(recurringTypeValues);
    expect(schema.parse('WEEKLY')).toBe('WEEKLY');
    expect(schema.safeParse('YEARLY').success).toBe(false);
  });

  it('finds a label, falling back to the value', () => {
    expect(labelOf(workerTypes, 'WN')).toBe('Walk-In');
    expect(labelOf(weekdays, 3)).toBe('Wednesday');
    expect(labelOf<string>(workerTypes, 'ZZ')).toBe('ZZ');
  });
});
