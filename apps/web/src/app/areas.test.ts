import { describe, expect, it } from 'vitest';
import { liveEvent } from '@careroster/shared/api/live';
import { paths } from '@careroster/shared/paths';
import { areas } from '../features';
import { keysFor } from './live-updates';
import { navigation } from './navigation';

describe('the list of areas', () => {
  it('names every folder of features once', () => {
    // Every area folder has its door, index.ts.
    const folders = Object.keys(import.meta.glob('../features/*/index.ts')).map((file) => file.split('/')[2]);
    expect(areas.map((area) => area.name).sort()).toEqual(folders.sort());
  });

  it('builds the menu from the lines the areas declare', () => {
    expect(navigation).toEqual([
      { label: 'Dashboard', path: paths.dashboard },
      { label: 'Corporate view', path: paths.corporate, permission: 'owner:hppd' },
      {
        label: 'Shifts',
        path: paths.shifts,
        permission: 'shifts:read',
        children: [
          { label: 'All shifts', path: paths.shifts },
          { label: 'Roster', path: paths.roster },
          { label: 'Add shift', path: paths.addShift, permission: 'shifts:write' },
          // issue 28, master schedule
          { label: 'Master schedule', path: paths.masterSchedule },
          // issue 29, roster builder
          { label: 'Roster builder', path: paths.rosterBuilder, permission: 'shifts:read' },
        ],
      },
      {
        label: 'Employees',
        path: paths.employees,
        permission: 'staff:read',
        children: [
          { label: 'All employees', path: paths.employees },
          { label: 'Credentials', path: paths.employeeCredentials },
        ],
      },
      { label: 'Nurses', path: paths.nurses, permission: 'staff:read' },
      {
        label: 'Messages',
        path: paths.messages,
        permission: 'messages:send',
        counter: 'unreadMessages',
        children: [
          { label: 'Conversations', path: paths.messages, counter: 'unreadMessages' },
          { label: 'Broadcasts', path: paths.broadcasts },
        ],
      },
      {
        label: 'Payments',
        path: paths.payments,
        permission: 'money:read',
        children: [
          { label: 'Payments', path: paths.payments },
          { label: 'Payroll', path: paths.payrollList },
        ],
      },
      { label: 'PBJ', path: paths.pbj, permission: 'money:read' },
      {
        label: 'Timekeeping',
        path: paths.timesheet,
        permission: 'time:read',
        children: [
          { label: 'Timesheet', path: paths.timesheet },
          { label: 'Missed punches', path: paths.missedPunches },
          { label: 'Corporate timesheets', path: paths.corporateTimesheets },
          { label: 'Time clocks', path: paths.timeClocks },
          { label: 'Overtime', path: paths.overtime },
          { label: 'PTO', path: paths.pto },
          { label: 'FMLA', path: paths.fmla },
          { label: 'Benefits', path: paths.benefits },
        ],
      },
      { label: 'Notifications', path: paths.notifications },
      {
        label: 'Settings',
        path: paths.settings,
        permission: 'facility:read',
        children: [
          { label: 'General', path: paths.settings, permission: 'facility:read' },
          { label: 'Facility setup', path: paths.facilitySetup, permission: 'facility:read' },
          // issue 31, OpenID Connect sign-in
          { label: 'Organisation sign-in', path: paths.signInSettings, permission: 'owner:sign-in' },
        ],
      },
    ]);
  });

  it('places every line under a top-level line that exists', () => {
    const tops = new Set(navigation.map((item) => item.path));
    for (const entry of areas.flatMap((area) => area.navigation ?? [])) {
      if (entry.under !== undefined) expect(tops, entry.label).toContain(entry.under);
    }
  });

  it('makes some view stale on every live event', () => {
    for (const option of liveEvent.options) {
      const type = option.shape.type.value;
      expect(keysFor({ type } as never, 'f'), type).not.toEqual([]);
    }
  });
});
