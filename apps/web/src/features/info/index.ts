export { infoArea } from './area';
