import { describe, it } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { adminApi, usePhoneWidth } from '../../support/phone-width';

const { checkSignedIn, expectNoFailures } = usePhoneWidth();

describe('the staff pages of messages, money, time and settings at a phone width', () => {
  it('fit 390 px and pass axe, as the demo admin and the owner', async () => {
    const { get } = await adminApi();
    const overtime = (await get<{ results: { employee_id: string }[] }>('facilities/overtime')).results[0];
    await checkSignedIn('admin@sunrise.example', [
      paths.messages,
      paths.broadcasts,
      paths.payments,
      paths.payrollList,
      paths.pbj,
      paths.timesheet,
      paths.missedPunches,
      paths.corporateTimesheets,
      paths.overtime,
      ...(overtime ? [`/overtime/overtime-details/${overtime.employee_id}`] : []),
      paths.pto,
      paths.benefits,
      paths.notifications,
      paths.settings,
    ]);

    await checkSignedIn('owner@sunrise.example', [paths.corporate]);
    expectNoFailures();
  }, 1_500_000);
});
