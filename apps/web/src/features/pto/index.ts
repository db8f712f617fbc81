export { ptoArea } from './area';

export { PtoTab } from './components/pto-tab';
