import type { RosterAnswer, RosterDay, RosterRow } from '@careroster/shared/api/staffing/roster';
import { addDays } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';

export const rosterWeek = '2030-03-03';
export const rosterDays = Array.from({ length: 7 }, (_, i) => addDays(rosterWeek, i));
const [sunday, monday, tuesday] = rosterDays as [string, string, string];

export const opening = {
  shift_id: '11111111-1111-4111-8111-111111111111',
  position_id: '22222222-2222-4222-8222-222222222222',
  shift_title: 'Morning Floor 2',
  job_title_id: JOB_TITLE_IDS.RN,
  job_title: 'Registered Nurse',
  start_time: '07:00',
  end_time: '15:00',
  unit_id: null,
  open: 2,
};

const emptyStaffing = {
  level: null,
  needed: 0,
  booked: 0,
  patient_count: null,
  budgeted_hours: null,
  confirmed_hours: 0,
  budgeted_hppd: null,
  confirmed_hppd: null,
};
const days: RosterDay[] = rosterDays.map((date) => ({ date, openings: [], staffing: emptyStaffing }));
days[1] = {
  date: monday,
  openings: [opening],
  staffing: {
    level: 'CRITICAL',
    needed: 14,
    booked: 9,
    patient_count: 40,
    budgeted_hours: 120,
    confirmed_hours: 80,
    budgeted_hppd: 3,
    confirmed_hppd: 2,
  },
};
days[0] = { ...days[0]!, staffing: { ...emptyStaffing, level: 'OK', needed: 12, booked: 12, budgeted_hours: 100, confirmed_hours: 100 } };

const blankCells = () => rosterDays.map((date) => ({ date, bookings: [], pto: [], availability: null }));
export const jane: RosterRow = {
  employee_id: '33333333-3333-4333-8333-333333333333',
  first_name: 'Jane',
  last_name: 'Doe',
  type: 'IN',
  job_title_id: JOB_TITLE_IDS.RN,
  job_title: 'Registered Nurse',
  cells: blankCells()
    .map((cell) =>
      cell.date === sunday
        ? {
            ...cell,
            bookings: [
              {
                assignment_id: '44444444-4444-4444-8444-444444444444',
                shift_id: '55555555-5555-4555-8555-555555555555',
                position_id: '66666666-6666-4666-8666-666666666666',
                shift_title: 'Night Desk',
                job_title: 'Registered Nurse',
                start_time: '19:00',
                end_time: '07:00',
                unit_id: null,
              },
            ],
          }
        : cell.date === tuesday
          ? {
              ...cell,
              pto: [{ id: '77777777-7777-4777-8777-777777777777', status: 'PENDING' as const }],
              availability: 'UNAVAILABLE' as const,
            }
          : cell,
    )
    // The API sends only the days with something in them.
    .filter((cell) => cell.bookings.length > 0 || cell.pto.length > 0 || cell.availability),
};

export const rosterFixture: RosterAnswer = {
  days,
  units: [{ id: '88888888-8888-4888-8888-888888888888', name: 'Palm Unit' }],
  shift_colours: { DAY: '#fcc419', EVENING: '#fd7e14', NIGHT: '#3b5bdb' },
  count: 1,
  results: [jane],
};

/** `n` more people with nothing booked, named so that they sort after Jane. */
export const manyRows = (n: number): RosterRow[] =>
  Array.from({ length: n }, (_, i) => ({
    ...jane,
    employee_id: `${String(i).padStart(8, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
    first_name: `Person${String(i).padStart(3, '0')}`,
    last_name: 'Many',
    cells: [],
  }));
