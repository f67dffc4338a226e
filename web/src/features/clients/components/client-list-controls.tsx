import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { t } from '../../../i18n';

/** The search over clients' names and account numbers; a new search starts again at page 1. */
export function ClientSearchField({
  id,
  value,
  onSearch,
}: {
  id: string;
  value: string;
  onSearch(search: string): void;
}) {
  return (
    <TextField
      id={id}
      type="search"
      label={t('clients.search')}
      placeholder={t('clients.searchPlaceholder')}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

/** Previous and next under a client table, with "page N of M"; nothing when one page holds all. */
export function ClientPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <div className="pagination">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('clients.previous')}
      </Button>
      <span>{t('clients.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('clients.next')}
      </Button>
    </div>
  );
}
