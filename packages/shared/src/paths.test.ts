import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationTypes, type NotificationType } from './paths';

const shift = '6f1c2a1e-0000-4000-8000-000000000001';
const nurse = '6f1c2a1e-0000-4000-8000-000000000002';
const at = (type: NotificationType, type_id: string | null = shift, nurse_id: string | null = nurse) =>
  notificationTarget({ type, type_id, nurse_id });

describe('notification click targets (spec 000 section 2)', () => {
  it('sends every type where the spec says', () => {
    expect(at('PTO')).toBe(`/nurses/nurse-detail?type=pto&nurse_id=${nurse}`);
    expect(at('CREDENTIAL')).toBe(`/nurses/nurse-detail?type=cred&nurse_id=${nurse}`);
    expect(at('JOB-REQUEST')).toBe(`/shifts/shift-details/${shift}?slug=applicant`);
    expect(at('APPLICATION')).toBe(`/shifts/shift-details/${shift}?slug=applicant`);
    expect(at('OVERTIME')).toBe(`/overtime/overtime-details/${shift}`);
    expect(at('PAYROLL')).toBe('/payments');
    expect(at('PAYMENT', shift, null)).toBe('/payments/payroll/list');
    expect(at('PBJ')).toBe('/pbj');
    expect(at('BANK')).toBe('/settings');
  });

  it('opens the nurse for a job request without a shift, and nothing when no id is known', () => {
    expect(at('JOB-REQUEST', null)).toBe(`/nurses/nurse-detail?nurse_id=${nurse}`);
    expect(at('CREDENTIAL', shift, null)).toBeNull();
    expect(at('OVERTIME', null)).toBeNull();
  });

  it('opens the reimbursement a payment to one nurse names, on the payments page', () => {
    expect(at('PAYMENT', shift, nurse)).toBe(`/payments?reimbursement=${shift}`);
    expect(at('PAYMENT', null, null)).toBe('/payments/payroll/list');
  });

  it('covers every type', () => {
    for (const type of notificationTypes) expect(at(type)).toMatch(/^\//);
  });
});
