export { fmlaArea } from './area';

export { FmlaTab } from './components/fmla-tab';
