export { overtimeArea } from './area';
