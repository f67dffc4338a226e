/** The client master (DESIGN §11): the Clients page and one client's page. */
export { ClientPage } from './components/client-page';
export { ClientsPage } from './components/clients-page';
export { CreditReportPage } from './components/credit-report-page';
