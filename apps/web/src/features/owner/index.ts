export { ownerArea } from './area';
