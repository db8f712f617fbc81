export { benefitsArea } from './area';

// Issue 30 (decision 075): the employee page's Benefits tab, and the nurse's section of her time-clock page.
export { BenefitsTab } from './components/benefits-tab';
export { MyBenefits } from './components/my-benefits';
