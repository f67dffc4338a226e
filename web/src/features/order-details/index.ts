/** The order as a page, as a modal over the dashboard, and as printable documents. */
export { OrderDetailsModal } from './components/order-details-modal';
export { OrderDetailsPage } from './components/order-details-page';
export { OrderPrintPage } from './components/order-print-page';
