export { paymentsArea } from './area';
