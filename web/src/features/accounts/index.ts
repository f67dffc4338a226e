export { AccountsPage } from './components/accounts-page';
