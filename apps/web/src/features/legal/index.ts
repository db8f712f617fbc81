export { legalArea } from './area';

export { I9FormSection } from './components/i9-form-section';
export { LegalDocumentsSection } from './components/legal-documents-section';
