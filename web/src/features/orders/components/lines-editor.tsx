import { DISCOUNT_MAX, DISCOUNT_MIN } from '@tawreed/domain';
import { type InputHTMLAttributes, memo } from 'react';
import { TableHead } from '../../../components/ui/data-table';
import { TrashIcon } from '../../../components/ui/icons';
import { type MessageKey, t, useLanguage } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import {
  computeLine,
  type FormErrors,
  type LineDraft,
  type LineField,
  lineErrorKey,
} from '../model/order-form';

export interface LinesEditorProps {
  lines: LineDraft[];
  errors: FormErrors;
  /** Whether a field's error is shown yet (after a submit attempt or once the field was left). */
  showError(key: string): boolean;
  disabled?: boolean;
  onChange(key: string, field: LineField, value: string): void;
  onBlur(key: string, field: LineField): void;
  onRemove(key: string): void;
}

interface Column {
  field: LineField;
  label: MessageKey;
  input: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}

// SPEC §5: price and bonus non-negative, discount 0..100 step 0.01, quantity a positive integer.
const COLUMNS: Column[] = [
  {
    field: 'itemCode',
    label: 'newOrder.lines.itemCode',
    input: { type: 'text', maxLength: 100 },
    className: 'lines-editor__code',
  },
  {
    field: 'itemDescription',
    label: 'newOrder.lines.itemDescription',
    input: { type: 'text', maxLength: 500 },
    className: 'lines-editor__wide',
  },
  {
    field: 'publicPrice',
    label: 'newOrder.lines.publicPrice',
    input: { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' },
    className: 'lines-editor__number',
  },
  {
    field: 'discount',
    label: 'newOrder.lines.discount',
    input: { type: 'number', min: DISCOUNT_MIN, max: DISCOUNT_MAX, step: 0.01, inputMode: 'decimal' },
    className: 'lines-editor__number',
  },
  {
    field: 'quantity',
    label: 'newOrder.lines.quantity',
    input: { type: 'number', min: 1, step: 1, inputMode: 'numeric' },
    className: 'lines-editor__number',
  },
  {
    field: 'bonus',
    label: 'newOrder.lines.bonus',
    input: { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' },
    className: 'lines-editor__number',
  },
];

/** The order lines as an editable table, net and gross recomputed exactly by the domain on every keystroke. */
export function LinesEditor({
  lines,
  errors,
  showError,
  disabled,
  onChange,
  onBlur,
  onRemove,
}: LinesEditorProps) {
  const onlyLine = lines.length <= 1;
  return (
    <section className="table-wrap lines-editor" data-scroll="inline" aria-label={t('newOrder.lines.title')}>
      <table className="lines-table">
        <TableHead
          columns={[
            { header: t('newOrder.lines.number'), className: 'lines-table__index' },
            ...COLUMNS.map((column) => ({ header: t(column.label), className: column.className })),
            { header: t('newOrder.lines.netValue'), className: 'lines-table__amount' },
            { header: t('newOrder.lines.grossValue'), className: 'lines-table__amount' },
            { header: t('orders.col.actions'), hiddenHeader: true },
          ]}
        />
        <tbody>
          {lines.map((line, index) => (
            <LineRow
              key={line.key}
              line={line}
              number={index + 1}
              errors={errors}
              showError={showError}
              disabled={disabled}
              removable={!onlyLine}
              onChange={onChange}
              onBlur={onBlur}
              onRemove={onRemove}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface LineRowProps {
  line: LineDraft;
  number: number;
  errors: FormErrors;
  showError(key: string): boolean;
  disabled?: boolean;
  removable: boolean;
  onChange(key: string, field: LineField, value: string): void;
  onBlur(key: string, field: LineField): void;
  onRemove(key: string): void;
}

const LineRow = memo(function LineRow({
  line,
  number,
  errors,
  showError,
  disabled,
  removable,
  onChange,
  onBlur,
  onRemove,
}: LineRowProps) {
  useLanguage(); // memoised: re-rendered on a language switch all the same
  const computed = computeLine(line);
  return (
    <tr>
      <td className="lines-table__index">{number}</td>
      {COLUMNS.map((column) => {
        const key = lineErrorKey(line, column.field);
        const error = showError(key) ? errors[key] : undefined;
        const inputId = `${line.key}-${column.field}`;
        return (
          <td key={column.field} className={column.className}>
            <input
              id={inputId}
              className="input input--compact"
              aria-label={t('newOrder.lines.cell', { field: t(column.label), number })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              value={line[column.field]}
              disabled={disabled}
              onChange={(event) => onChange(line.key, column.field, event.target.value)}
              onBlur={() => onBlur(line.key, column.field)}
              {...column.input}
            />
            {error && (
              <p id={`${inputId}-error`} className="field__error">
                {error}
              </p>
            )}
          </td>
        );
      })}
      <td className="lines-table__amount" data-testid="net-value">
        {computed ? formatAmount(computed.netValue) : t('newOrder.lines.notComputed')}
      </td>
      <td className="lines-table__amount" data-testid="gross-value">
        {computed ? formatAmount(computed.grossValue) : t('newOrder.lines.notComputed')}
      </td>
      <td>
        <button
          type="button"
          className="icon-button lines-table__remove"
          aria-label={t('newOrder.lines.remove', { number })}
          title={removable ? t('newOrder.lines.remove', { number }) : t('newOrder.lines.removeLast')}
          disabled={disabled || !removable}
          onClick={() => onRemove(line.key)}
        >
          <TrashIcon />
        </button>
      </td>
    </tr>
  );
});
