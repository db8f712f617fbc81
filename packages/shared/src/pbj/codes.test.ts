import { describe, expect, it } from 'vitest';
import { JOB_TITLE_IDS, jobTitles } from '../job-titles';
import { CMS_FACILITY_ID, defaultPbjCodeOf, defaultPbjCodes, pbjJobTitleCodes, pbjPayTypeOf } from './codes';

describe('PBJ codes', () => {
  it('lists the 40 job title codes in order', () => {
    expect(pbjJobTitleCodes.map((c) => c.code)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(pbjJobTitleCodes[6]).toEqual({ code: 7, label: 'Registered Nurse' });
  });

  it('maps every job title once, the nursing titles to their codes, and leaves the doubtful ones to the facility', () => {
    expect(Object.keys(defaultPbjCodes).sort()).toEqual(jobTitles.map((t) => t.abbreviation).sort());
    expect(defaultPbjCodeOf(JOB_TITLE_IDS.RN)).toBe(7);
    expect(defaultPbjCodeOf(JOB_TITLE_IDS.LPN)).toBe(9);
    expect(defaultPbjCodeOf(JOB_TITLE_IDS.CNA)).toBe(10);
    expect(defaultPbjCodeOf(JOB_TITLE_IDS.DON)).toBe(5);
    for (const title of ['US', 'REC', 'SC', 'EMT', 'Paramedic', 'CHW'] as const) expect(defaultPbjCodeOf(JOB_TITLE_IDS[title])).toBeNull();
    expect(defaultPbjCodeOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('reads the pay type: contract for marketplace and agency, exempt for salaried staff, else non-exempt', () => {
    expect(pbjPayTypeOf('EN', 'SALARY')).toBe(3);
    expect(pbjPayTypeOf('AN', null)).toBe(3);
    expect(pbjPayTypeOf('IN', ' salary ')).toBe(1);
    expect(pbjPayTypeOf('IN', 'EXEMPT')).toBe(1);
    expect(pbjPayTypeOf('IN', 'HOURLY')).toBe(2);
    expect(pbjPayTypeOf('WN', null)).toBe(2);
  });

  it('checks the shape of a CMS facility id', () => {
    expect(CMS_FACILITY_ID.test('105678')).toBe(true);
    expect(CMS_FACILITY_ID.test('10-5678')).toBe(false);
    expect(CMS_FACILITY_ID.test('A'.repeat(17))).toBe(false);
  });
});
