import { describe, expect, it } from 'vitest';
import { callerCan } from './roles';

describe('callerCan', () => {
  it("judges a facility's permission by the role at the current facility only", () => {
    expect(callerCan('MANAGER', [{ role: 'MANAGER' }, { role: 'OWNER' }], 'money:move')).toBe(false);
    expect(callerCan('ADMIN', [{ role: 'ADMIN' }], 'money:move')).toBe(true);
  });

  it("gives the owner's corporate view to an owner of any facility, whichever one is open", () => {
    expect(callerCan('ADMIN', [{ role: 'ADMIN' }, { role: 'OWNER' }], 'owner:hppd')).toBe(true);
    expect(callerCan('OWNER', [{ role: 'OWNER' }], 'owner:hppd')).toBe(true);
    expect(callerCan('ADMIN', [{ role: 'ADMIN' }, { role: 'MANAGER' }], 'owner:hppd')).toBe(false);
    expect(callerCan(null, [], 'owner:hppd')).toBe(false);
  });
});

describe('structure:manage (issue 28)', () => {
  it('lets owners and admins set up the facility, not managers', () => {
    expect(callerCan('OWNER', [{ role: 'OWNER' }], 'structure:manage')).toBe(true);
    expect(callerCan('ADMIN', [{ role: 'ADMIN' }], 'structure:manage')).toBe(true);
    expect(callerCan('MANAGER', [{ role: 'MANAGER' }], 'structure:manage')).toBe(false);
  });
});

describe('benefits:manage (issue 30)', () => {
  it('lets owners and admins set up plans, not managers', () => {
    expect(callerCan('ADMIN', [{ role: 'ADMIN' }], 'benefits:manage')).toBe(true);
    expect(callerCan('MANAGER', [{ role: 'MANAGER' }], 'benefits:manage')).toBe(false);
  });
});
