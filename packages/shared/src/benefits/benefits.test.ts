import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { coverageStart, firstOfNextMonth, openWindow, tierMismatch, type PlanYearDates } from './enrolment';
import { benefitTransactions, type ElectionInForce } from './transactions';

describe('tierMismatch: the dependents must fit the tier', () => {
  it.each([
    ['EMPLOYEE', [], null],
    ['EMPLOYEE', ['SPOUSE'], productMessages.benefitsTierMismatch.EMPLOYEE],
    ['EMPLOYEE_SPOUSE', ['SPOUSE'], null],
    ['EMPLOYEE_SPOUSE', [], productMessages.benefitsTierMismatch.EMPLOYEE_SPOUSE],
    ['EMPLOYEE_SPOUSE', ['SPOUSE', 'CHILDREN'], productMessages.benefitsTierMismatch.EMPLOYEE_SPOUSE],
    ['EMPLOYEE_CHILDREN', ['CHILDREN', 'CHILDREN'], null],
    ['EMPLOYEE_CHILDREN', ['SPOUSE'], productMessages.benefitsTierMismatch.EMPLOYEE_CHILDREN],
    ['FAMILY', ['SPOUSE', 'CHILDREN'], null],
    ['FAMILY', ['CHILDREN'], productMessages.benefitsTierMismatch.FAMILY],
    ['FAMILY', ['SPOUSE', 'SPOUSE', 'CHILDREN'], productMessages.benefitsOneSpouse],
    ['EMPLOYEE_CHILDREN', ['PARENT', 'CHILDREN'], productMessages.benefitsParentNotCovered],
  ] as const)('%s with %j', (tier, relations, expected) => {
    expect(tierMismatch(tier, relations)).toBe(expected);
  });
});

describe('coverageStart: the waiting period (29 CFR 2590.715-2708)', () => {
  it("the regulation's Example 1: hired January 19, a 90-day wait, covered no later than April 19", () => {
    expect(coverageStart('2026-01-19', '2026-01-19', 90)).toBe('2026-04-19');
  });
  it('a window after the wait keeps its own date; no date of joining waits nothing', () => {
    expect(coverageStart('2026-07-01', '2026-01-19', 30)).toBe('2026-07-01');
    expect(coverageStart('2026-07-01', null, 90)).toBe('2026-07-01');
    expect(coverageStart('2026-01-01', '2025-12-20', 0)).toBe('2026-01-01');
  });
});

describe('openWindow: open enrolment and the life events', () => {
  const year: PlanYearDates = { start: '2027-01-01', end: '2027-12-31', enrolmentOpens: '2026-11-01', enrolmentCloses: '2026-11-30' };
  const none = { hireDate: null, lifeEvents: [] };

  it('open enrolment gives the plan year first day, both ends of the window included', () => {
    for (const today of ['2026-11-01', '2026-11-30'])
      expect(openWindow({ today, year, ...none })).toEqual({
        source: 'OPEN_ENROLMENT',
        lifeEventId: null,
        closes: '2026-11-30',
        effectiveFrom: '2027-01-01',
      });
    expect(openWindow({ today: '2026-12-01', year, ...none })).toBeNull();
    expect(openWindow({ today: '2026-10-31', year, ...none })).toBeNull();
  });

  it('a birth opens 30 days and covers from the date of birth (29 CFR 2590.701-6(b))', () => {
    const lifeEvents = [{ id: 'b', kind: 'BIRTH' as const, date: '2027-03-10' }];
    expect(openWindow({ today: '2027-04-09', year, hireDate: null, lifeEvents })).toEqual({
      source: 'BIRTH',
      lifeEventId: 'b',
      closes: '2027-04-09',
      effectiveFrom: '2027-03-10',
    });
    expect(openWindow({ today: '2027-04-10', year, hireDate: null, lifeEvents })).toBeNull();
  });

  it('a marriage covers from the first of the month after the request', () => {
    const lifeEvents = [{ id: 'm', kind: 'MARRIAGE' as const, date: '2027-06-20' }];
    expect(openWindow({ today: '2027-07-02', year, hireDate: null, lifeEvents })?.effectiveFrom).toBe('2027-08-01');
    expect(firstOfNextMonth('2027-12-15')).toBe('2028-01-01');
  });

  it('a hire opens 30 days from the date of joining; a date before the year moves to its start, one after it is no window', () => {
    expect(openWindow({ today: '2027-02-10', year, hireDate: '2027-02-01', lifeEvents: [] })).toMatchObject({
      source: 'HIRE',
      effectiveFrom: '2027-02-01',
    });
    expect(openWindow({ today: '2026-12-20', year, hireDate: '2026-12-15', lifeEvents: [] })).toMatchObject({
      effectiveFrom: '2027-01-01',
    });
    const next = { ...year, start: '2028-01-01', end: '2028-12-31' };
    expect(
      openWindow({ today: '2027-12-31', year: next, hireDate: null, lifeEvents: [{ id: 'x', kind: 'MARRIAGE', date: '2027-12-30' }] }),
    ).toMatchObject({
      effectiveFrom: '2028-01-01',
    });
    expect(
      openWindow({
        today: '2027-12-15',
        year: { ...year, end: '2027-12-31' },
        hireDate: null,
        lifeEvents: [{ id: 'x', kind: 'MARRIAGE', date: '2027-12-10' }],
      }),
    ).toBeNull();
  });
});

describe('benefitTransactions: one pay period', () => {
  const period = { start: '2027-03-07', end: '2027-03-20' };
  const medical = (over: Partial<ElectionInForce>): ElectionInForce => ({
    employeeId: 'e1',
    kind: 'MEDICAL',
    planId: 'p1',
    planName: 'Sunrise PPO',
    deductionCode: 'Medical',
    tier: 'EMPLOYEE',
    effectiveFrom: '2027-01-01',
    effectiveTo: null,
    employeeCents: 5000,
    employerCents: 20000,
    ...over,
  });

  it('coverage in force for the whole period pays one period', () => {
    expect(benefitTransactions(period, [medical({})])).toEqual([
      {
        employeeId: 'e1',
        kind: 'MEDICAL',
        planId: 'p1',
        planName: 'Sunrise PPO',
        deductionCode: 'Medical',
        tier: 'EMPLOYEE',
        employeeCents: 5000,
        employerCents: 20000,
      },
    ]);
  });

  it('coverage starting mid-period pays the whole period; starting after it, nothing', () => {
    expect(benefitTransactions(period, [medical({ effectiveFrom: '2027-03-20' })])).toHaveLength(1);
    expect(benefitTransactions(period, [medical({ effectiveFrom: '2027-03-21' })])).toEqual([]);
  });

  it('coverage that ended mid-period pays its last period, and none after', () => {
    expect(benefitTransactions(period, [medical({ effectiveTo: '2027-03-07' })])).toHaveLength(1);
    expect(benefitTransactions(period, [medical({ effectiveTo: '2027-03-06' })])).toEqual([]);
  });

  it('a waiver pays nothing; one after coverage mid-period leaves the covered days paid', () => {
    const waiver = medical({
      planId: null,
      planName: null,
      tier: null,
      deductionCode: null,
      effectiveFrom: '2027-03-10',
      employeeCents: 0,
      employerCents: 0,
    });
    expect(benefitTransactions(period, [waiver])).toEqual([]);
    expect(benefitTransactions(period, [medical({ effectiveTo: '2027-03-09' }), waiver])).toMatchObject([{ employeeCents: 5000 }]);
  });

  it('a tier change mid-period takes the later tier, for the whole period', () => {
    const before = medical({ effectiveTo: '2027-03-14' });
    const after = medical({ tier: 'FAMILY', effectiveFrom: '2027-03-15', employeeCents: 15000, employerCents: 40000 });
    expect(benefitTransactions(period, [after, before])).toMatchObject([{ tier: 'FAMILY', employeeCents: 15000, employerCents: 40000 }]);
  });

  it('each kind is its own line, in the kinds order, per employee', () => {
    const dental = medical({
      kind: 'DENTAL',
      planId: 'p2',
      planName: 'Dental',
      deductionCode: 'Dental',
      employeeCents: 700,
      employerCents: 900,
    });
    const other = medical({ employeeId: 'e0' });
    expect(benefitTransactions(period, [dental, medical({}), other]).map((t) => `${t.employeeId}:${t.kind}`)).toEqual([
      'e0:MEDICAL',
      'e1:MEDICAL',
      'e1:DENTAL',
    ]);
  });
});

describe('benefitTransactions: a choice replaced before it started', () => {
  it('is never in force', () => {
    const replaced: ElectionInForce = {
      employeeId: 'e1',
      kind: 'DENTAL',
      planId: 'p',
      planName: 'D',
      deductionCode: 'Dental',
      tier: 'EMPLOYEE',
      effectiveFrom: '2027-03-10',
      effectiveTo: '2027-03-09',
      employeeCents: 100,
      employerCents: 100,
    };
    expect(benefitTransactions({ start: '2027-03-07', end: '2027-03-20' }, [replaced])).toEqual([]);
  });
});
