import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOB_TITLE_IDS, jobTitleByAbbreviation, jobTitleById, jobTitles } from './job-titles';

describe('job titles (spec 000 section 3)', () => {
  it('has 38 titles with unique UUID ids and unique abbreviations', () => {
    expect(jobTitles).toHaveLength(38);
    const ids = jobTitles.map((t) => t.id);
    expect(new Set(ids).size).toBe(38);
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
    const abbreviations = jobTitles.map((t) => t.abbreviation.toUpperCase());
    expect(new Set(abbreviations).size).toBe(38);
  });

  it('includes the titles the spec names', () => {
    const named: Record<string, string> = {
      RN: 'Registered Nurse',
      CNA: 'Certified Nurse Aide',
      LPN: 'Licensed Practical/Vocational Nurse',
      ADMIN: 'Administrator',
      MD: 'Medical Director',
      PT: 'Physical Therapist',
      OT: 'Occupational Therapist',
      NP: 'Nurse Practitioner',
      Pharma: 'Pharmacist',
    };
    for (const [abbreviation, name] of Object.entries(named)) {
      expect(jobTitleByAbbreviation(abbreviation)?.name).toBe(name);
    }
  });

  it('looks titles up by id and by abbreviation, ignoring case', () => {
    const rn = jobTitleByAbbreviation('rn');
    expect(rn?.abbreviation).toBe('RN');
    expect(jobTitleById(JOB_TITLE_IDS.RN)).toBe(rn);
    expect(jobTitleById(JOB_TITLE_IDS.RN.toUpperCase())).toBe(rn);
    expect(jobTitleByAbbreviation('PHARMA')?.abbreviation).toBe('Pharma');
  });

  it('returns undefined for unknown titles', () => {
    expect(jobTitleById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(jobTitleByAbbreviation('XYZ')).toBeUndefined();
  });

  it('keeps the RN id stable', () => {
    expect(JOB_TITLE_IDS.RN).toBe('0ebce08b-d441-4e3d-94c0-d17219dac790');
  });
});
