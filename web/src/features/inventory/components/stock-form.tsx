/**
 * The clients and credit dialogs' old import path (their branches own those files): the form
 * lives in components/ui/save-form.tsx. Remove once they import from there.
 */
export { type DialogState, SaveFormDialog as StockFormDialog } from '../../../components/ui/save-form';
