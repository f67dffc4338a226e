import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
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

  return (
    <section className="filter-bar card" aria-label={t('dashboard.filters')}>
      <div className="filter-bar__fields">
        <div className="field filter-bar__search">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t('dashboard.filter.search')}
          </label>
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
        </div>
        <StatusPicker value={filters.statuses} onChange={(statuses) => onChange({ statuses })} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {t('dashboard.filter.dateFrom')}
          </label>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(event) => onChange({ dateFrom: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {t('dashboard.filter.dateTo')}
          </label>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(event) => onChange({ dateTo: event.target.value })}
          />
        </div>
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
      {(filters.mine || filters.deliveryStatus || filters.statuses.length > 0 || filters.approvedToday) && (
        <ul className="filter-chips" aria-label={t('dashboard.filter.active')}>
          {filters.statuses.map((status) => (
            <FilterChip
              key={status}
              label={t('dashboard.filter.statusChip', { label: t(`orderStatus.${status}`) })}
              onRemove={() => onChange({ statuses: filters.statuses.filter((s) => s !== status) })}
            />
          ))}
          {filters.approvedToday && (
            <FilterChip
              label={t('dashboard.filter.approvedToday')}
              onRemove={() => onChange({ approvedToday: false })}
            />
          )}
          {filters.mine && (
            <FilterChip label={t('dashboard.filter.mine')} onRemove={() => onChange({ mine: false })} />
          )}
          {filters.deliveryStatus && (
            <FilterChip
              label={t('dashboard.filter.delivery', { label: t(`deliveryStatus.${filters.deliveryStatus}`) })}
              onRemove={() => onChange({ deliveryStatus: null })}
            />
          )}
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
