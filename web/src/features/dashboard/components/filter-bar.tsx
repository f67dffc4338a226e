import { STATUS_FILTER_OPTIONS } from '@tawreed/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon, DownloadIcon, SearchIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import type { DashboardFilters } from '../filters';
import { BranchPicker } from './branch-picker';

const SEARCH_DEBOUNCE_MS = 300;
// The dropdown's value when the URL holds a status list it has no single entry for (cards, queues).
const STATUS_LIST = '__list__';

type FilterChange = Partial<Omit<DashboardFilters, 'page' | 'card'>>;

interface FilterBarProps {
  filters: DashboardFilters;
  showBranch: boolean;
  onChange(change: FilterChange): void;
  onExport(): void;
  exporting: boolean;
}

function statusValue(statuses: DashboardFilters['statuses']): string {
  if (statuses.length === 0) return '';
  if (statuses.length === 1 && STATUS_FILTER_OPTIONS.some((option) => option.value === statuses[0])) {
    return statuses[0]!;
  }
  return STATUS_LIST;
}

/** SPEC §2's filter bar: status, date range, branch (staff only), search and Export. */
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

  const status = statusValue(filters.statuses);

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
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t('dashboard.filter.status')}
          </label>
          <select
            id={`${id}-status`}
            className="input select"
            value={status}
            onChange={(event) => {
              const value = event.target.value;
              if (value === STATUS_LIST) return;
              onChange({ statuses: value ? [value as DashboardFilters['statuses'][number]] : [] });
            }}
          >
            {STATUS_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`statusFilter.${option.value || 'ALL'}`)}
              </option>
            ))}
            {status === STATUS_LIST && (
              <option value={STATUS_LIST}>
                {t('dashboard.filter.statusList', {
                  labels: filters.statuses.map((s) => t(`orderStatus.${s}`)).join(', '),
                })}
              </option>
            )}
          </select>
        </div>
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
      {(filters.mine || filters.deliveryStatus) && (
        <ul className="filter-chips">
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
