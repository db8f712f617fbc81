export { companyArea } from './area';
// The Settings page shows the lists; the reimbursement form offers the active expense categories.
export { CompanySection } from './components/company-section';
export { useCategories } from './api/categories';
