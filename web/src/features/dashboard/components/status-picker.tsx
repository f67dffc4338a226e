import { type OrderStatus, STATUS_FILTER_STATUSES } from '@tawreed/domain';
import { useEffect, useState } from 'react';
import { PopoverPicker } from '../../../components/ui/popover-picker';
import { t } from '../../../i18n';

interface StatusPickerProps {
  value: OrderStatus[];
  onChange(statuses: OrderStatus[]): void;
}

/** What the closed picker says: All Statuses, the one status's badge label, or how many are chosen. */
export function statusSummary(statuses: readonly OrderStatus[]): string {
  if (statuses.length === 0) return t('dashboard.filter.statusAll');
  if (statuses.length === 1) return t(`orderStatus.${statuses[0]!}`);
  return t('dashboard.filter.statusCount', { count: String(statuses.length) });
}

/**
 * The status filter: a button opening every status as a checkbox, each labelled as its badge,
 * any number chosen (the API's `status` is a comma list). The chosen ones also show as chips.
 */
export function StatusPicker({ value, onChange }: StatusPickerProps) {
  const [open, setOpen] = useState(false);
  // The boxes answer a click at once; the URL (the state) follows in a router transition.
  const [shown, setShown] = useState(value);
  const valueKey = value.join(',');
  useEffect(() => setShown(value), [valueKey]);
  const chosen = new Set(shown);
  const toggle = (status: OrderStatus) => {
    const next = new Set(chosen);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    // Kept in workflow order, so the URL and the chips read the same whatever the click order.
    const statuses = STATUS_FILTER_STATUSES.filter((s) => next.has(s));
    setShown(statuses);
    onChange(statuses);
  };

  return (
    <PopoverPicker
      label={t('dashboard.filter.status')}
      summary={statusSummary(value)}
      popup="dialog"
      open={open}
      onOpenChange={setOpen}
      className="status-picker"
      contentLabel={t('dashboard.filter.status')}
    >
      <button
        type="button"
        className="status-picker__all"
        aria-pressed={value.length === 0}
        onClick={() => {
          onChange([]);
          setOpen(false);
        }}
      >
        {t('dashboard.filter.statusAll')}
      </button>
      <fieldset className="status-picker__options">
        <legend className="sr-only">{t('dashboard.filter.status')}</legend>
        {STATUS_FILTER_STATUSES.map((status) => (
          <label key={status} className="status-picker__option">
            <input type="checkbox" checked={chosen.has(status)} onChange={() => toggle(status)} />
            <span>{t(`orderStatus.${status}`)}</span>
          </label>
        ))}
      </fieldset>
    </PopoverPicker>
  );
}
