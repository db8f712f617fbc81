import { describe, it } from 'vitest';
import { paths, shiftDetailsPath } from '@careroster/shared/paths';
import { adminApi, isoDay, usePhoneWidth, type Row } from '../../support/phone-width';

const { checkSignedIn, expectNoFailures } = usePhoneWidth();

describe('the staff pages of shifts and employees at a phone width', () => {
  it('fit 390 px and pass axe, as the demo admin', async () => {
    const { get } = await adminApi();
    const shift = (await get<{ results: Row[] }>(`facilities/shifts?start_date=${isoDay(1)}&end_date=${isoDay(14)}`)).results[0]!;
    const employee = (await get<{ results: (Row & { nurse_id: string })[] }>('facilities/employees?page_size=5')).results[0]!;
    await checkSignedIn('admin@sunrise.example', [
      paths.dashboard,
      paths.shifts,
      paths.roster,
      paths.rosterBuilder,
      paths.addShift,
      shiftDetailsPath(shift.id),
      `${shiftDetailsPath(shift.id)}?slug=applicant`,
      `${shiftDetailsPath(shift.id)}?slug=release`,
      paths.employees,
      paths.employeeCredentials,
      `${paths.employeeDetail}?id=${employee.id}`,
      paths.nurses,
      `${paths.nurseDetail}?nurse_id=${employee.nurse_id}`,
    ]);
    expectNoFailures();
  }, 1_500_000);
});
