/** Price lists (DESIGN §12): the lists and one list's items. */
export { PriceListPage } from './components/price-list-page';
export { PriceListsPage } from './components/price-lists-page';
