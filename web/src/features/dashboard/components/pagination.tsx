import { MAX_PAGE_NUMBERS_SHOWN, MAX_PAGE_SIZE } from '@tawreed/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/field';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { formatCount } from '../../../i18n/format';

const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE];

/** Up to MAX_PAGE_NUMBERS_SHOWN page numbers around `page`, sliding with it and kept inside 1..pages. */
export function pageWindow(page: number, pages: number, size = MAX_PAGE_NUMBERS_SHOWN): number[] {
  const count = Math.min(size, pages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (a broad search past the exact-count limit): shown as "10,000+". */
  totalIsEstimate?: boolean;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/**
 * SPEC §2: with more than one page, 'Showing X to Y of Z orders', previous/next and a sliding
 * window of page numbers; the page size (a URL filter) can be changed whenever there are orders.
 * An estimated total is a lower bound that already counts one order past a full page, so
 * "next" stays enabled for as long as more orders follow.
 */
export function Pagination({ page, pageSize, total, totalIsEstimate, onPage, onPageSize }: PaginationProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <div className="pagination">
      {pages > 1 && (
        <p className="pagination__summary">
          {t('pagination.summary', {
            from: formatCount(from),
            to: formatCount(to),
            total: `${formatCount(total)}${totalIsEstimate ? '+' : ''}`,
          })}
        </p>
      )}
      <LabelledField
        id={`${id}-size`}
        label={t('pagination.pageSize')}
        className="pagination__size field--inline"
      >
        <select
          id={`${id}-size`}
          className="input select"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </LabelledField>
      {pages > 1 && (
        <nav className="pagination__pages" aria-label={t('pagination.label')}>
          <Button
            variant="secondary"
            className="button--small"
            icon={<ChevronStartIcon />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('pagination.previous')}
          </Button>
          <ul className="pagination__numbers">
            {pageWindow(Math.min(page, pages), pages).map((number) => (
              <li key={number}>
                <Button
                  variant={number === page ? 'primary' : 'ghost'}
                  className="button--small pagination__number"
                  aria-label={t('pagination.page', { page: number })}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => onPage(number)}
                >
                  {formatCount(number)}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="button--small"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('pagination.next')}
            <ChevronEndIcon />
          </Button>
        </nav>
      )}
    </div>
  );
}
