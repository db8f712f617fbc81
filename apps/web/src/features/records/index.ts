export { recordsArea } from './area';

export { ActiveShiftPanel } from './components/active-shift-panel';
export { WorkHistoryTab } from './components/work-history-tab';
