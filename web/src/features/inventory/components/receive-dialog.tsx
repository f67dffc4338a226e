import { type Gs1Data, parseGs1, receiptInputSchema } from '@tawreed/domain';
import { type ComponentProps, type FormEvent, type KeyboardEvent, useState } from 'react';
import { ActionDialog, ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/field';
import { serverFieldErrors } from '../../../components/ui/save-form-state';
import { toast } from '../../../components/ui/toast';
import { messageText, t } from '../../../i18n';
import { checkedInput } from '../../../lib/checked-input';
import { errorMessage } from '../../../lib/errors';
import { type ReceiptRequest, useReceiveStock, type Warehouse } from '../api/inventory';
import { warehouseOptions } from './stock-filters';

interface ReceiveDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  warehouses: Warehouse[];
}

type Fields = Record<
  'gs1' | 'itemCode' | 'description' | 'lotNumber' | 'expiryDate' | 'bin' | 'quantity' | 'warehouseId',
  string
>;
const EMPTY: Fields = {
  gs1: '',
  itemCode: '',
  description: '',
  lotNumber: '',
  expiryDate: '',
  bin: '',
  quantity: '',
  warehouseId: '',
};

/**
 * Receiving (DESIGN §8): item, lot, expiry, bin, quantity and warehouse, typed or filled from a
 * scanned GS1 element string (the domain's parser; the scanner's Enter fills the fields).
 */
export function ReceiveDialog({ open, onOpenChange, warehouses }: ReceiveDialogProps) {
  const receive = useReceiveStock();
  const [fields, setFields] = useState<Fields>(() => ({ ...EMPTY, warehouseId: warehouses[0]?.id ?? '' }));
  const [scanned, setScanned] = useState<Gs1Data | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warehouseId = fields.warehouseId || warehouses[0]?.id || '';
  const change = (name: keyof Fields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  /** Reads the scan into the lot and expiry fields; answers false when it is not a GS1 string. */
  const applyScan = (text: string) => {
    if (!text.trim()) {
      setScanned(null);
      return true;
    }
    const parsed = parseGs1(text);
    if (!parsed.ok) {
      setScanned(null);
      setErrors((current) => ({ ...current, gs1: messageText(parsed.message) }));
      return false;
    }
    setScanned(parsed.data);
    setErrors(({ gs1: _gone, ...rest }) => rest);
    setFields((current) => ({
      ...current,
      gs1: text,
      lotNumber: parsed.data.lot ?? current.lotNumber,
      expiryDate: parsed.data.expiry ?? current.expiryDate,
    }));
    return true;
  };

  const close = () => {
    receive.reset();
    setFields({ ...EMPTY, warehouseId });
    setScanned(null);
    setErrors({});
    onOpenChange(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!applyScan(fields.gs1)) return;
    const trimmed = (value: string) => value.trim() || undefined;
    const candidate = {
      warehouseId,
      itemCode: trimmed(fields.itemCode),
      description: trimmed(fields.description),
      gs1: trimmed(fields.gs1),
      lotNumber: trimmed(fields.lotNumber),
      expiryDate: trimmed(fields.expiryDate),
      bin: fields.bin,
      quantity: fields.quantity.trim() ? Number(fields.quantity) : Number.NaN,
    };
    const body = Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined));
    const receipt = checkedInput(receiptInputSchema.safeParse(body), setErrors);
    if (!receipt) return;
    receive.mutate(receipt as ReceiptRequest, {
      onSuccess: ({ lot, completedOrderIds }) => {
        toast({
          variant: 'success',
          title: t('inventory.receiveForm.done', {
            quantity: receipt.quantity,
            lot: lot.lotNumber,
            onHand: lot.onHand,
          }),
          ...(completedOrderIds.length > 0 && {
            description: t('inventory.receiveForm.completed', { count: completedOrderIds.length }),
          }),
        });
        close();
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  const text = (name: keyof Fields, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`receive-${name}`}
      name={name}
      label={label}
      value={fields[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('inventory.receiveForm.title')}
      description={t('inventory.receiveForm.description')}
      wide
    >
      <form className="form receive-form" onSubmit={submit} noValidate>
        {warehouses.length === 0 && <Alert variant="info">{t('inventory.receiveForm.noWarehouses')}</Alert>}
        <ActionError
          message={receive.isError ? errorMessage(receive.error, t('common.genericError')) : null}
        />
        {text('gs1', t('inventory.receiveForm.scan'), {
          hint: t('inventory.receiveForm.scanHint'),
          autoComplete: 'off',
          spellCheck: false,
          className: 'mono',
          onBlur: () => applyScan(fields.gs1),
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            // A scanner ends its string with Enter: fill the fields instead of submitting.
            if (event.key === 'Enter') {
              event.preventDefault();
              applyScan(fields.gs1);
            }
          },
        })}
        {scanned?.gtin && (
          <p className="muted" role="status">
            {t('inventory.receiveForm.scanned', { gtin: scanned.gtin })}
            {scanned.serial && `, ${t('inventory.receiveForm.scannedSerial', { serial: scanned.serial })}`}
          </p>
        )}
        <div className="receive-form__grid">
          {text('itemCode', t('inventory.receiveForm.itemCode'), {
            hint: scanned?.gtin ? t('inventory.receiveForm.itemCodeHint') : undefined,
          })}
          {text('description', t('inventory.receiveForm.itemDescription'))}
          {text('lotNumber', t('inventory.receiveForm.lot'))}
          {text('expiryDate', t('inventory.receiveForm.expiry'), { type: 'date' })}
          {text('bin', t('inventory.receiveForm.bin'))}
          {text('quantity', t('inventory.receiveForm.quantity'), { type: 'number', min: 1, step: 1 })}
          <SelectField
            id="receive-warehouseId"
            label={t('inventory.receiveForm.warehouse')}
            value={warehouseId}
            error={errors.warehouseId}
            placeholder={t('inventory.receiveForm.chooseWarehouse')}
            options={warehouseOptions(warehouses)}
            onChange={(event) => change('warehouseId', event.target.value)}
          />
        </div>
        <DialogFooter
          onCancel={close}
          submitLabel={t('inventory.receiveForm.submit')}
          busy={receive.isPending}
          disabled={warehouses.length === 0}
        />
      </form>
    </ActionDialog>
  );
}
