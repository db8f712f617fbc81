import { describe, expect, it } from 'vitest';
import {
  defaultLegalDocChoice,
  entityLegalNameSchema,
  isValidSsn,
  isValidTin,
  legalDocumentErrors,
  legalNumbersSchema,
  ssnSchema,
  tinSchema,
} from './legal';
import { firstMessage, issuesOf } from './test-helpers';

describe('TIN (spec 001 section 5)', () => {
  it('takes ddd-dd-dddd', () => {
    expect(isValidTin('123-45-6789')).toBe(true);
    expect(isValidTin('12-3456789')).toBe(false);
    expect(isValidTin('123456789')).toBe(false);
  });

  it("answers 'Please enter correct tin number', also when empty", () => {
    expect(firstMessage(tinSchema, '12-3456789')).toBe('Please enter correct tin number');
    expect(firstMessage(tinSchema, '')).toBe('Please enter correct tin number');
    expect(firstMessage(tinSchema, undefined)).toBe('Please enter correct tin number');
  });
});

describe('SSN (spec 001 section 5)', () => {
  it('takes ddd-dd-dddd', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn('665-01-0001')).toBe(true);
    expect(isValidSsn('899-99-9999')).toBe(true);
  });

  it('refuses area 000, 666 and 9xx, group 00 and serial 0000', () => {
    for (const bad of ['000-12-3456', '666-12-3456', '900-12-3456', '999-12-3456', '123-00-4567', '123-45-0000', '123456789']) {
      expect(isValidSsn(bad)).toBe(false);
    }
  });

  it("answers 'Please enter correct ssn number'", () => {
    expect(firstMessage(ssnSchema, '666-12-3456')).toBe('Please enter correct ssn number');
    expect(firstMessage(ssnSchema, '')).toBe('Please enter correct ssn number');
  });

  it('checks both numbers of an admin', () => {
    expect(issuesOf(legalNumbersSchema, { tin: 'x', ssn: '000-00-0000' })).toEqual({
      tin: ['Please enter correct tin number'],
      ssn: ['Please enter correct ssn number'],
    });
  });
});

describe('entity legal name and documents (spec 001 sections 4-6)', () => {
  it("requires the entity legal name: 'Entity Legal Name is required.'", () => {
    expect(firstMessage(entityLegalNameSchema, '  ')).toBe('Entity Legal Name is required.');
    expect(entityLegalNameSchema.parse(' Oak Ridge Care LLC ')).toBe('Oak Ridge Care LLC');
  });

  it('defaults to EIN when an EIN document exists, else SS4', () => {
    expect(defaultLegalDocChoice(true)).toBe('EIN');
    expect(defaultLegalDocChoice(false)).toBe('SS4');
  });

  const none = { hasEinDoc: false, hasSs4Doc: false, hasAoiDoc: false };

  it('asks admins for the chosen document and everyone for the AOI document', () => {
    expect(legalDocumentErrors({ ...none, isAdmin: true, choice: 'EIN' })).toEqual(['EIN Document required', 'Please upload AOI doc']);
    expect(legalDocumentErrors({ ...none, isAdmin: true, choice: 'SS4', hasAoiDoc: true })).toEqual(['SS4 Document required']);
    expect(legalDocumentErrors({ ...none, isAdmin: false, choice: 'EIN' })).toEqual(['Please upload AOI doc']);
    expect(legalDocumentErrors({ isAdmin: true, choice: 'EIN', hasEinDoc: true, hasSs4Doc: false, hasAoiDoc: true })).toEqual([]);
  });
});
