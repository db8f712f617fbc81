export { broadcastsArea } from './area';
