export { recordsArea } from './area';
