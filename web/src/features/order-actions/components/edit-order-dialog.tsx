import {
  type AREAS,
  areasOfRegion,
  computeOrderLine,
  type OrderLineInput,
  orderTotal,
  REGIONS,
  validateOrder,
  validateOrderLine,
} from '@tawreed/domain';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { ActionError, DialogFooter } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { type Column, type Columns, DataTable } from '../../../components/ui/data-table';
import { LabelledField, SelectField, TextField } from '../../../components/ui/field';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { messageText, placeLabel, t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { emptyLine, type LineDraft, type LineField, lineFromParsed } from '../../orders/model/order-form';
import { actionErrorMessage, useOrderActionMutation } from '../api/action-context';
import { type Order, type UpdateOrderBody, updateOrder } from '../api/order-actions';
import { WideOrderDialog } from './order-action-dialog';

type HeaderField =
  | 'clientName'
  | 'clientAccountNo'
  | 'externalRef'
  | 'region'
  | 'area'
  | 'salesManager'
  | 'medicalRep'
  | 'orderDate'
  | 'notes';

function draftOf(order: Order): { header: Record<HeaderField, string>; lines: LineDraft[] } {
  return {
    header: {
      clientName: order.clientName,
      clientAccountNo: order.clientAccountNo ?? '',
      externalRef: order.externalRef ?? '',
      region: order.region,
      area: order.area,
      salesManager: order.salesManager ?? '',
      medicalRep: order.medicalRep ?? '',
      orderDate: order.orderDate,
      notes: order.notes ?? '',
    },
    lines: order.lines.map(lineFromParsed),
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

interface EditOrderDialogProps {
  order: Order;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Edit (owner company, SUBMITTED or NEEDS_CHANGES): header fields, notes and lines, checked as on creation. */
export function EditOrderDialog({ order, open, onOpenChange }: EditOrderDialogProps) {
  return (
    <WideOrderDialog texts="edit" open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: each opening starts from the order as it is now. */}
      {open && <EditOrderForm order={order} onClose={() => onOpenChange(false)} />}
    </WideOrderDialog>
  );
}

function EditOrderForm({ order, onClose }: { order: Order; onClose(): void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useOrderActionMutation(
    order,
    true,
    (seen, body: UpdateOrderBody) => updateOrder(seen, body),
    {
      onSuccess() {
        toast({ variant: 'success', title: t('edit.success') });
        onClose();
      },
    },
  );

  const setHeader = (field: HeaderField, value: string) =>
    setDraft((current) => ({ ...current, header: { ...current.header, [field]: value } }));
  const setLine = (index: number, field: LineField, value: string) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    }));

  const computed = draft.lines.map((line) =>
    validateOrderLine(line as OrderLineInput).length === 0 ? computeOrderLine(line as OrderLineInput) : null,
  );
  const total = computed.every(Boolean)
    ? orderTotal(computed as NonNullable<(typeof computed)[number]>[])
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const issues = validateOrder({
      ...draft.header,
      medicalCompany: order.medicalCompany,
      lines: draft.lines,
    });
    const next: Record<string, string> = {};
    for (const issue of issues) next[issue.path] ??= messageText(issue.message);
    setErrors(next);
    if (issues.length) return;
    const { header } = draft;
    mutation.mutate({
      clientName: header.clientName.trim(),
      clientAccountNo: optional(header.clientAccountNo),
      externalRef: optional(header.externalRef),
      region: header.region as (typeof REGIONS)[number],
      area: header.area as (typeof AREAS)[number],
      salesManager: optional(header.salesManager),
      medicalRep: optional(header.medicalRep),
      orderDate: header.orderDate,
      notes: optional(header.notes),
      lines: draft.lines.map((line) => ({
        itemCode: line.itemCode.trim(),
        itemDescription: line.itemDescription.trim(),
        publicPrice: line.publicPrice.trim(),
        discount: line.discount.trim() || '0',
        quantity: line.quantity.trim(),
        bonus: line.bonus.trim() || '0',
      })),
    });
  }

  const field = (name: HeaderField, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={draft.header[name]}
      error={errors[name]}
      type={extra.type ?? 'text'}
      required={extra.required}
      onChange={(event) => setHeader(name, event.target.value)}
    />
  );

  const select = (
    name: 'region' | 'area',
    label: string,
    placeholder: string,
    values: readonly string[],
    onPicked: (value: string) => void = () => {},
  ) => (
    <SelectField
      id={`${id}-${name}`}
      label={label}
      value={draft.header[name]}
      error={errors[name]}
      placeholder={placeholder}
      options={values.map((value) => ({ value, label: placeLabel(value) }))}
      onChange={(event) => {
        setHeader(name, event.target.value);
        onPicked(event.target.value);
      }}
    />
  );

  const lineField = (name: LineField, label: string, type = 'text'): Column<LineDraft> => ({
    header: label,
    cellClassName: `edit-lines__cell--${name}`,
    cell: (line, index) => {
      const common = {
        'aria-label': t('edit.lineField', { field: label, row: index + 1 }),
        value: line[name],
        'aria-invalid': errors[`lines.${index}.${name}`] ? true : undefined,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          setLine(index, name, event.target.value),
      };
      return name === 'itemDescription' ? (
        <textarea className="input input--cell textarea" rows={2} {...common} />
      ) : (
        <input
          className="input input--cell"
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step={type === 'number' ? 'any' : undefined}
          min={type === 'number' ? 0 : undefined}
          {...common}
        />
      );
    },
  });
  const amount = (header: string, value: 'netValue' | 'grossValue'): Column<LineDraft> => ({
    header,
    numeric: true,
    cell: (_, index) => {
      const line = computed[index];
      return line ? formatAmount(line[value]) : t('common.none');
    },
  });
  const lineColumns: Columns<LineDraft> = [
    lineField('itemCode', t('lines.itemCode')),
    lineField('itemDescription', t('lines.itemDescription')),
    lineField('publicPrice', t('lines.publicPrice'), 'number'),
    lineField('discount', t('lines.discount'), 'number'),
    lineField('quantity', t('lines.quantity'), 'number'),
    lineField('bonus', t('lines.bonus'), 'number'),
    amount(t('lines.netValue'), 'netValue'),
    amount(t('lines.grossValue'), 'grossValue'),
    {
      header: t('edit.lineActions'),
      hiddenHeader: true,
      cellClassName: 'edit-lines__cell--remove',
      cell: (_, index) => {
        const rowErrors = Object.entries(errors)
          .filter(([path]) => path.startsWith(`lines.${index}.`))
          .map(([, message]) => message);
        return (
          <>
            {rowErrors.length > 0 && (
              <span className="field__error edit-lines__error">{rowErrors.join(' ')}</span>
            )}
            <Button
              variant="ghost"
              className="button--icon"
              aria-label={t('edit.removeLine', { row: index + 1 })}
              disabled={draft.lines.length === 1}
              onClick={() =>
                setDraft((current) => ({ ...current, lines: current.lines.filter((_, i) => i !== index) }))
              }
            >
              <CloseIcon />
            </Button>
          </>
        );
      },
    },
  ];

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-grid">
        {field('clientName', t('lines.clientName'), { required: true })}
        {field('clientAccountNo', t('lines.accountNo'))}
        {field('externalRef', t('lines.externalRef'))}
        <TextField
          id={`${id}-company`}
          label={t('lines.medicalCompany')}
          value={order.medicalCompany}
          readOnly
        />
        {select('region', t('edit.region'), t('edit.selectRegion'), REGIONS, (region) => {
          // Only the chosen region's areas are offered; an area of another region is cleared.
          if (!(areasOfRegion(region) as readonly string[]).includes(draft.header.area))
            setHeader('area', '');
        })}
        {select('area', t('edit.area'), t('edit.selectArea'), areasOfRegion(draft.header.region))}
        {field('salesManager', t('lines.salesManager'))}
        {field('medicalRep', t('lines.medicalRep'))}
        {field('orderDate', t('lines.orderDate'), { required: true, type: 'date' })}
      </div>
      <LabelledField id={`${id}-notes`} label={t('lines.notes')}>
        <textarea
          id={`${id}-notes`}
          className="input textarea"
          rows={2}
          maxLength={2000}
          value={draft.header.notes}
          onChange={(event) => setHeader('notes', event.target.value)}
        />
      </LabelledField>

      <fieldset className="edit-lines">
        <legend className="field__label">{t('lines.itemsTitle')}</legend>
        {errors.lines && <p className="field__error">{errors.lines}</p>}
        {/* Each line is a small card of labelled fields: full descriptions wrap, Net and Gross always show. */}
        <div className="edit-lines__wrap">
          <DataTable
            className="data-table data-table--compact edit-lines__table"
            stacked
            columns={lineColumns}
            rows={draft.lines}
            rowKey={(line) => line.key}
          />
        </div>
        <div className="edit-lines__footer">
          <Button
            variant="secondary"
            icon={<PlusIcon />}
            onClick={() => setDraft((current) => ({ ...current, lines: [...current.lines, emptyLine()] }))}
          >
            {t('edit.addLine')}
          </Button>
          <span className="edit-lines__total">
            {t('lines.totalValue')}: <strong>{total ? formatAmount(total) : t('common.none')}</strong>
          </span>
        </div>
      </fieldset>
      <ActionError message={mutation.isError ? actionErrorMessage(mutation.error) : null} />
      <DialogFooter onCancel={onClose} submitLabel={t('edit.submit')} busy={mutation.isPending} />
    </form>
  );
}
