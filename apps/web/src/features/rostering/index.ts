export { rosteringArea } from './area';
