export { structureArea } from './area';
