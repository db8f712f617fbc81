export { payrollArea } from './area';
