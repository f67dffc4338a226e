/** The order actions: the action bar with its dialogs, and the appeal decision dialog for the appeal panel. */
export {
  type OrderActionHandlers,
  OrderActionHandlersProvider,
} from './api/action-context';
export { AppealDecisionDialog } from './components/appeal-decision-dialog';
export { OrderActionBar } from './components/order-action-bar';
export { UploadDocumentButton } from './components/supporting-document-dialog';
