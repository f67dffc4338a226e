import { adjustmentInputSchema } from '@tawreed/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { checkedInput } from '../../../lib/checked-input';
import { errorMessage } from '../../../lib/errors';
import { type StockLot, type StockMovement, useAdjustStock, useStockItem } from '../api/inventory';
import { ExpiryDate, Pager, shortId } from './inventory-page';
import { ItemSettings } from './item-settings';

interface ItemDetailDialogProps {
  itemId: string | null;
  mayChange: boolean;
  onClose(): void;
}

/** An item's totals, every lot (first expiry first) and its movements, newest first. */
export function ItemDetailDialog({ itemId, mayChange, onClose }: ItemDetailDialogProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useStockItem(itemId, page);
  const [adjusting, setAdjusting] = useState<StockLot | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.movementsTotal / data.pageSize)) : 1;
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      {itemId !== null && (
        <DialogContent
          wide
          title={
            data
              ? t('inventory.item.title', {
                  itemCode: data.item.itemCode,
                  description: data.item.description,
                })
              : t('inventory.item.loading')
          }
        >
          {isPending ? (
            <Spinner label={t('inventory.item.loading')} />
          ) : !data ? (
            <ActionError message={errorMessage(error, t('common.genericError'))} />
          ) : (
            <div className="stack stack--tight">
              <p>
                {t('inventory.item.totals', {
                  onHand: data.item.onHand,
                  reserved: data.item.reserved,
                  available: data.item.available,
                  minimum: data.item.minimumLevel,
                })}{' '}
                {data.item.belowMinimum && <Badge tone="warning">{t('inventory.item.belowMinimum')}</Badge>}
              </p>
              <ItemSettings key={data.item.id} item={data.item} mayChange={mayChange} />
              <h3 className="import-preview__heading">{t('inventory.item.lots')}</h3>
              <ScrollRegion label={t('inventory.item.lots')}>
                <DataTable columns={lotColumns(mayChange, setAdjusting)} rows={data.lots} />
              </ScrollRegion>
              <h3 className="import-preview__heading">{t('inventory.item.movements')}</h3>
              <Movements movements={data.movements} />
              {pages > 1 && (
                <Pager
                  label={t('inventory.item.movements')}
                  page={page}
                  pages={pages}
                  total={data.movementsTotal}
                  onPage={setPage}
                />
              )}
              <AdjustDialog lot={adjusting} onClose={() => setAdjusting(null)} />
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function lotColumns(mayChange: boolean, onAdjust: (lot: StockLot) => void): Columns<StockLot> {
  return [
    { header: t('inventory.col.lot'), cellClassName: 'mono', cell: (lot) => lot.lotNumber },
    { header: t('inventory.col.warehouse'), cellClassName: 'mono', cell: (lot) => lot.warehouseCode },
    { header: t('inventory.col.expiry'), cell: (lot) => <ExpiryDate lot={lot} spaced /> },
    { header: t('inventory.col.bin'), cellClassName: 'mono', cell: (lot) => lot.bin },
    { header: t('inventory.col.onHand'), numeric: true, cell: (lot) => lot.onHand },
    { header: t('inventory.col.reserved'), numeric: true, cell: (lot) => lot.reserved },
    mayChange && {
      header: t('inventory.col.actions'),
      cell: (lot) => (
        <Button
          variant="secondary"
          className="button--small"
          aria-label={t('inventory.item.adjustLabel', { lot: lot.lotNumber })}
          onClick={() => onAdjust(lot)}
        >
          {t('inventory.item.adjust')}
        </Button>
      ),
    },
  ];
}

function Movements({ movements }: { movements: StockMovement[] }) {
  if (!movements.length) return <p className="muted">{t('inventory.item.noMovements')}</p>;
  const columns: Columns<StockMovement> = [
    { header: t('inventory.movement.col.when'), cell: (movement) => formatDateTime(movement.createdAt) },
    {
      header: t('inventory.movement.col.kind'),
      cell: (movement) => t(`inventory.movement.${movement.kind}`),
    },
    {
      header: t('inventory.movement.col.lot'),
      cellClassName: 'mono',
      cell: (movement) => movement.lotNumber,
    },
    {
      header: t('inventory.movement.col.onHand'),
      numeric: true,
      cell: (movement) => signed(movement.onHandDelta),
    },
    {
      header: t('inventory.movement.col.reserved'),
      numeric: true,
      cell: (movement) => signed(movement.reservedDelta),
    },
    {
      header: t('inventory.movement.col.by'),
      cell: (movement) => movement.actor?.name ?? t('inventory.movement.system'),
    },
    {
      header: t('inventory.movement.col.reason'),
      cell: (movement) =>
        movement.reason ??
        (movement.orderId ? (
          <Link to={`/orders/${movement.orderId}`}>
            {t('inventory.movement.order', { id: shortId(movement.orderId) })}
          </Link>
        ) : (
          t('common.none')
        )),
    },
  ];
  return (
    <ScrollRegion label={t('inventory.item.movements')}>
      <DataTable columns={columns} rows={movements} />
    </ScrollRegion>
  );
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A correction of a lot's on hand with its reason (warehouse managers and administrators). */
function AdjustDialog({ lot, onClose }: { lot: StockLot | null; onClose(): void }) {
  const adjust = useAdjustStock();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lot) return;
    const form = new FormData(event.currentTarget);
    const adjustment = checkedInput(
      adjustmentInputSchema.safeParse({
        quantity: Number(form.get('quantity')),
        reason: String(form.get('reason') ?? ''),
      }),
      setErrors,
    );
    if (!adjustment) return;
    adjust.mutate(
      { lotId: lot.id, ...adjustment },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('inventory.adjust.done', { lot: lot.lotNumber }) });
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      open={lot !== null}
      onOpenChange={(open) => {
        if (!open) {
          adjust.reset();
          onClose();
        }
      }}
      title={t('inventory.adjust.title', { lot: lot?.lotNumber ?? '' })}
      description={t('inventory.adjust.description')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <ActionError message={adjust.isError ? errorMessage(adjust.error, t('common.genericError')) : null} />
        <TextField
          id="adjust-quantity"
          name="quantity"
          type="number"
          step={1}
          label={t('inventory.adjust.quantity')}
          error={errors.quantity}
          required
        />
        <TextField
          id="adjust-reason"
          name="reason"
          label={t('inventory.adjust.reason')}
          error={errors.reason}
          required
        />
        <DialogFooter onCancel={onClose} submitLabel={t('inventory.adjust.submit')} busy={adjust.isPending} />
      </form>
    </ActionDialog>
  );
}
