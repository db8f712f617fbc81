export { bankArea } from './area';

export { BankAccountSection } from './components/bank-account-section';
