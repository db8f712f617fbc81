export { recordsArea } from './area';
export { DependentsTab } from './components/dependents-tab';
export { TaxFormsTab } from './components/tax-forms-tab';
