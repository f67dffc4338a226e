/** Clients' credit (DESIGN §11): the order's Credit panel, the credit check's findings, payments. */
export { creditRefusalOf } from './api/credit';
export { useLiveClientCredit } from './api/live-credit';
export { CreditFindings } from './components/credit-findings';
export { CreditFigures, CreditPanel } from './components/credit-panel';
export { PaymentDialog } from './components/payment-dialog';
