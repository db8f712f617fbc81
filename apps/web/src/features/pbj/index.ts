export { pbjArea } from './area';
