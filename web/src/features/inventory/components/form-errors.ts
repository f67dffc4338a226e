/**
 * The clients and credit dialogs' old import path (their branches own those files): the form
 * lives in components/ui/save-form-state.ts. Remove once they import from there.
 */
export { useSaveForm as useStockForm, wholeNumber } from '../../../components/ui/save-form-state';
