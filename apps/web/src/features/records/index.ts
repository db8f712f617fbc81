export { recordsArea } from './area';

// Pay details (decision 064): the employees area's detail page renders the tab.
export { PayTab } from './components/pay-tab';
