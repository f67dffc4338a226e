/** Clients' credit (DESIGN §11): the order's Credit panel, the credit check's findings, payments. */
export { creditRefusalOf } from './api/credit';
export { CreditFindings } from './components/credit-findings';
export { CreditPanel } from './components/credit-panel';
