export { setupArea } from './area';
