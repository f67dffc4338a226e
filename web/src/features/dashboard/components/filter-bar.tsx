import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField, TextField } from '../../../components/ui/field';
import { CloseIcon, DownloadIcon, SearchIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import type { DashboardFilters } from '../filters';
import { BranchPicker } from './branch-picker';
import { StatusPicker } from './status-picker';

const SEARCH_DEBOUNCE_MS = 300;

type FilterChange = Partial<Omit<DashboardFilters, 'page' | 'card'>>;

interface FilterBarProps {
  filters: DashboardFilters;
  showBranch: boolean;
  onChange(change: FilterChange): void;
  onExport(): void;
  exporting: boolean;
}

/** SPEC §2's filter bar: status (any number), date range, branch (staff only), search and Export. */
export function FilterBar({ filters, showBranch, onChange, onExport, exporting }: FilterBarProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.q);

  // The URL is the state: follow it when it changes from outside (a sidebar link, back button).
  useEffect(() => {
    setSearch((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  const dateField = (name: 'dateFrom' | 'dateTo') => ({
    label: t(`dashboard.filter.${name}`),
    type: 'date',
    value: filters[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.target.value }),
  });

  // The filters in force, each a chip whose remove button lifts it.
  const chips: Array<{ key: string; label: string; removed: FilterChange }> = [
    ...filters.statuses.map((status) => ({
      key: status,
      label: t('dashboard.filter.statusChip', { label: t(`orderStatus.${status}`) }),
      removed: { statuses: filters.statuses.filter((s) => s !== status) },
    })),
    ...(filters.approvedToday
      ? [
          {
            key: 'approvedToday',
            label: t('dashboard.filter.approvedToday'),
            removed: { approvedToday: false },
          },
        ]
      : []),
    ...(filters.mine ? [{ key: 'mine', label: t('dashboard.filter.mine'), removed: { mine: false } }] : []),
    ...(filters.deliveryStatus
      ? [
          {
            key: 'delivery',
            label: t('dashboard.filter.delivery', { label: t(`deliveryStatus.${filters.deliveryStatus}`) }),
            removed: { deliveryStatus: null },
          },
        ]
      : []),
  ];

  return (
    <section className="filter-bar card" aria-label={t('dashboard.filters')}>
      <div className="filter-bar__fields">
        <LabelledField id={`${id}-q`} label={t('dashboard.filter.search')} className="filter-bar__search">
          <div className="input-with-icon">
            <SearchIcon />
            <input
              id={`${id}-q`}
              className="input"
              type="search"
              placeholder={t('dashboard.filter.searchPlaceholder')}
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </LabelledField>
        <StatusPicker value={filters.statuses} onChange={(statuses) => onChange({ statuses })} />
        <TextField id={`${id}-from`} {...dateField('dateFrom')} max={filters.dateTo || undefined} />
        <TextField id={`${id}-to`} {...dateField('dateTo')} min={filters.dateFrom || undefined} />
        {showBranch && (
          <BranchPicker
            value={filters.branchFilter}
            onChange={(branchFilter) => onChange({ branchFilter })}
          />
        )}
        <div className="filter-bar__export">
          <Button variant="secondary" icon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
            {exporting ? t('dashboard.exporting') : t('dashboard.export')}
          </Button>
        </div>
      </div>
      {chips.length > 0 && (
        <ul className="filter-chips" aria-label={t('dashboard.filter.active')}>
          {chips.map((chip) => (
            <FilterChip key={chip.key} label={chip.label} onRemove={() => onChange(chip.removed)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <li className="filter-chip">
      <span>{label}</span>
      <button
        type="button"
        className="icon-button filter-chip__remove"
        aria-label={t('dashboard.filter.remove', { label })}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
