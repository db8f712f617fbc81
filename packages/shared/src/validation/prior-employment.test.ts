import { describe, expect, it } from 'vitest';
import { messages, productMessages } from '../messages';
import { priorEmploymentMonthError, priorEmploymentSchema } from './prior-employment';

const valid = { employer: ' Tampa General ', job_title: 'RN', from_month: '2019-04', to_month: '2023-08' };
const errorsOf = (input: object) => {
  const result = priorEmploymentSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('priorEmploymentSchema', () => {
  it('trims, and reads an empty optional field (a form) or null (JSON) as none', () => {
    expect(priorEmploymentSchema.parse({ ...valid, city: '', to_month: '', reference_phone: null })).toEqual({
      employer: 'Tampa General',
      job_title: 'RN',
      from_month: '2019-04',
      to_month: null,
      city: null,
      state: null,
      reason_for_leaving: null,
      reference_name: null,
      reference_phone: null,
    });
  });

  it('says what is wrong with each field at once', () => {
    expect(errorsOf({ employer: '', job_title: '', from_month: '2019-4', reference_phone: '555' })).toEqual([
      ['employer', productMessages.priorEmploymentEmployerRequired],
      ['job_title', productMessages.priorEmploymentJobTitleRequired],
      ['from_month', productMessages.priorEmploymentMonthInvalid],
      ['reference_phone', messages.phoneInvalid],
    ]);
    expect(errorsOf({ ...valid, from_month: '2023-09', to_month: '2023-08' })).toEqual([
      ['to_month', productMessages.priorEmploymentToBeforeFrom],
    ]);
    expect(errorsOf({ ...valid, from_month: '2023-08', to_month: '2023-08' })).toEqual([]);
    expect(errorsOf({ ...valid, from_month: '1899-12' })).toEqual([['from_month', productMessages.priorEmploymentMonthInvalid]]);
  });

  it('refuses a month after the current one, start or end', () => {
    expect(priorEmploymentMonthError({ from_month: '2026-11', to_month: '2026-11' }, '2026-11')).toBeNull();
    expect(priorEmploymentMonthError({ from_month: '2026-12', to_month: null }, '2026-11')).toEqual({
      path: 'from_month',
      message: productMessages.priorEmploymentMonthInFuture,
    });
    expect(priorEmploymentMonthError({ from_month: '2026-01', to_month: '2027-01' }, '2026-11')?.path).toBe('to_month');
  });
});
