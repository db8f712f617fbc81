export { rosteringArea } from './area';
// issue 29, rostering: the nurse's schedule requests on her time-clock page (timekeeping's).
export { MyRosterRequests } from './components/my-roster-requests';
