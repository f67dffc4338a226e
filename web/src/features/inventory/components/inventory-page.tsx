import { canChangeStock, canNameWarehouses, ORDER_ID_SHORT, STOCK_FILTERS } from '@tawreed/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Columns, ScrollingTable } from '../../../components/ui/data-table';
import { DownloadIcon, PlusIcon } from '../../../components/ui/icons';
import { LoadState } from '../../../components/ui/load-state';
import { t } from '../../../i18n';
import { formatCount } from '../../../i18n/format';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/page-title';
import {
  exportUrl,
  type StockFilter,
  type StockLot,
  type StockSearch,
  seesStock,
  useLiveStock,
  useStockLots,
  useWarehouses,
} from '../api/inventory';
import { useItemsBelowMinimum } from '../api/items';
import { ItemDetailDialog } from './item-detail-dialog';
import { NewItemDialog } from './new-item-dialog';
import { NewWarehouseDialog } from './new-warehouse-dialog';
import { RecallPanel } from './recall-panel';
import { ReceiveDialog } from './receive-dialog';
import { StockFilters } from './stock-filters';
import { StockImport } from './stock-import';

export const EXPIRY_TONE: Record<StockLot['expiryState'], BadgeTone> = {
  expired: 'danger',
  'near-expiry': 'warning',
  ok: 'success',
};

const PAGE_SIZE = 25;
const isFilter = (value: string): value is StockFilter =>
  (STOCK_FILTERS as readonly string[]).includes(value);

export const shortId = (id: string) => id.slice(0, ORDER_ID_SHORT);

/** The page's filters, read from and written to the URL (warehouse, item, q, filter, page, item, recall). */
function useStockSearch() {
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const page = Number(params.get('page') ?? '1');
  const search: StockSearch = {
    ...(params.get('warehouse') && { warehouseId: params.get('warehouse') ?? '' }),
    ...(params.get('item') && { itemCode: params.get('item') ?? '' }),
    ...(params.get('q') && { q: params.get('q') ?? '' }),
    ...(isFilter(filter) && { filter }),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
  const set = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage && !('page' in changes)) next.delete('page');
        return next;
      },
      { replace: false },
    );
  return { params, search, set };
}

/** /inventory (DESIGN §8): stock by item and lot, receiving, the item's movements and recall. */
export function InventoryPage() {
  usePageTitle(t('page.inventory'));
  const user = useCurrentUser();
  if (!seesStock(user)) return <Alert variant="error">{t('inventory.noAccess')}</Alert>;
  return <Inventory mayChange={canChangeStock(user)} mayNameWarehouses={canNameWarehouses(user)} />;
}

/** Which of the page's dialogs is open (one at a time). */
type Opened = 'receive' | 'item' | 'warehouse' | null;

function Inventory({ mayChange, mayNameWarehouses }: { mayChange: boolean; mayNameWarehouses: boolean }) {
  useLiveStock();
  const { params, search, set } = useStockSearch();
  const { data, error, isPending, isFetching } = useStockLots(search);
  const warehouses = useWarehouses();
  const belowMinimum = useItemsBelowMinimum(search.warehouseId);
  const [opened, setOpened] = useState<Opened>(null);
  const openOrClose = (dialog: Exclude<Opened, null>) => (open: boolean) => setOpened(open ? dialog : null);
  const itemId = params.get('itemId');
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const { page: _page, pageSize: _size, ...filters } = search;

  return (
    <div className="stack inventory">
      <section className="card" aria-label={t('inventory.table')}>
        <header className="card__header inventory__header">
          <div>
            <p className="card__description">{t('inventory.description')}</p>
            <p className="muted">{t('inventory.live')}</p>
          </div>
          <div className="inventory__actions">
            {mayChange && (
              <Button icon={<PlusIcon />} onClick={() => setOpened('receive')}>
                {t('inventory.receive')}
              </Button>
            )}
            {mayChange && (
              <Button variant="secondary" icon={<PlusIcon />} onClick={() => setOpened('item')}>
                {t('inventory.newItem')}
              </Button>
            )}
            {mayNameWarehouses && (
              <Button variant="secondary" icon={<PlusIcon />} onClick={() => setOpened('warehouse')}>
                {t('inventory.newWarehouse')}
              </Button>
            )}
            <a className="button button--secondary" href={exportUrl(filters)} download>
              <DownloadIcon />
              {t('inventory.export')}
            </a>
          </div>
        </header>
        <StockFilters search={search} set={set} warehouses={warehouses.data ?? []} />
        <LoadState
          pending={isPending}
          error={!data && error}
          empty={!data || data.lots.length === 0}
          loading={t('inventory.loading')}
          failed={(message) => t('inventory.loadFailed', { message })}
          emptyText={t('inventory.empty')}
        >
          {data && (
            <>
              <LotsTable
                lots={data.lots}
                belowMinimum={belowMinimum.data}
                busy={isFetching}
                onDetails={(id) => set({ itemId: id }, true)}
                onRecall={(lot) => set({ recall: lot }, true)}
              />
              <Pager
                label={t('inventory.pages')}
                page={search.page}
                pages={pages}
                total={data.total}
                totalIsEstimate={data.totalIsEstimate}
                onPage={(page) => set({ page: String(page) })}
              />
            </>
          )}
        </LoadState>
      </section>
      {mayChange && <StockImport warehouses={warehouses.data ?? []} />}
      <RecallPanel lotNumber={params.get('recall') ?? ''} onLot={(lot) => set({ recall: lot }, true)} />
      {mayChange && (
        <>
          <ReceiveDialog
            open={opened === 'receive'}
            onOpenChange={openOrClose('receive')}
            warehouses={warehouses.data ?? []}
          />
          <NewItemDialog open={opened === 'item'} onOpenChange={openOrClose('item')} />
        </>
      )}
      {mayNameWarehouses && (
        <NewWarehouseDialog open={opened === 'warehouse'} onOpenChange={openOrClose('warehouse')} />
      )}
      <ItemDetailDialog itemId={itemId} mayChange={mayChange} onClose={() => set({ itemId: null }, true)} />
    </div>
  );
}

interface PagerProps {
  label: string;
  page: number;
  pages: number;
  total: number;
  /** The total is a lower bound (past the service's exact-count limit): shown as "1,000+". */
  totalIsEstimate?: boolean;
  onPage(page: number): void;
}

/** Previous and next with "Page 2 of 5 (112)" between them, for the lots and an item's movements. */
export function Pager({ label, page, pages, total, totalIsEstimate, onPage }: PagerProps) {
  const more = totalIsEstimate ? '+' : '';
  return (
    <nav className="inventory__pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('inventory.previous')}
      </Button>
      <span>
        {t('inventory.page', {
          page: formatCount(page),
          pages: `${formatCount(pages)}${more}`,
          total: `${formatCount(total)}${more}`,
        })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('inventory.next')}
      </Button>
    </nav>
  );
}

interface LotsTableProps {
  lots: StockLot[];
  /** Ids of the items under their minimum level. */
  belowMinimum: ReadonlySet<string> | undefined;
  busy: boolean;
  onDetails(itemId: string): void;
  onRecall(lotNumber: string): void;
}

function LotsTable({ lots, belowMinimum, busy, onDetails, onRecall }: LotsTableProps) {
  const columns: Columns<StockLot> = [
    {
      header: t('inventory.col.item'),
      cell: (lot) => (
        <>
          <div className="mono">{lot.itemCode}</div>
          <div className="muted">{lot.itemDescription}</div>
          {belowMinimum?.has(lot.itemId) && <Badge tone="warning">{t('inventory.item.belowMinimum')}</Badge>}
        </>
      ),
    },
    { header: t('inventory.col.warehouse'), cellClassName: 'mono', cell: (lot) => lot.warehouseCode },
    { header: t('inventory.col.lot'), cellClassName: 'mono', cell: (lot) => lot.lotNumber },
    {
      header: t('inventory.col.expiry'),
      cell: (lot) => (
        <span className="inventory__expiry">
          <ExpiryDate lot={lot} />
        </span>
      ),
    },
    { header: t('inventory.col.bin'), cellClassName: 'mono', cell: (lot) => lot.bin },
    { header: t('inventory.col.onHand'), numeric: true, cell: (lot) => lot.onHand },
    { header: t('inventory.col.reserved'), numeric: true, cell: (lot) => lot.reserved },
    { header: t('inventory.col.available'), numeric: true, cell: (lot) => lot.available },
    {
      header: t('inventory.col.actions'),
      cell: (lot) => (
        <div className="inventory__row-actions">
          {[
            {
              variant: 'secondary' as const,
              text: t('inventory.details'),
              name: t('inventory.detailsLabel', { item: lot.itemCode }),
              onClick: () => onDetails(lot.itemId),
            },
            {
              variant: 'ghost' as const,
              text: t('inventory.recall'),
              name: t('inventory.recallLabel', { lot: lot.lotNumber }),
              onClick: () => onRecall(lot.lotNumber),
            },
          ].map((action) => (
            <Button
              key={action.text}
              variant={action.variant}
              className="button--small"
              aria-label={action.name}
              onClick={action.onClick}
            >
              {action.text}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <ScrollingTable
      title={t('inventory.table')}
      busy={busy}
      className="data-table inventory-table"
      columns={columns}
      rows={lots}
      rowProps={(lot) => ({ 'data-lot': lot.lotNumber })}
    />
  );
}

/** A lot's expiry date, with a badge once it is near or past (`spaced`: a space between, outside a flex box). */
export function ExpiryDate({ lot, spaced }: { lot: StockLot; spaced?: boolean }) {
  return (
    <>
      <bdi>{lot.expiryDate}</bdi>
      {spaced && ' '}
      {lot.expiryState !== 'ok' && (
        <Badge tone={EXPIRY_TONE[lot.expiryState]}>{t(`inventory.expiry.${lot.expiryState}`)}</Badge>
      )}
    </>
  );
}
