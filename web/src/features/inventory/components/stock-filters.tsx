import { STOCK_FILTERS } from '@tawreed/domain';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { t } from '../../../i18n';
import type { StockSearch, Warehouse } from '../api/inventory';

type SetSearch = (changes: Record<string, string | null>) => void;

/** The warehouses as a select's choices, by code and name. */
export const warehouseOptions = (warehouses: readonly Warehouse[]) =>
  warehouses.map((w) => ({ value: w.id, label: `${w.code} — ${w.name}` }));

/**
 * The stock page's filters, kept in the URL: the selects apply at once, the item and text
 * filters on submit.
 */
export function StockFilters({
  search,
  set,
  warehouses,
}: {
  search: StockSearch;
  set: SetSearch;
  warehouses: readonly Warehouse[];
}) {
  /** A select whose first choice, '', filters nothing. */
  const choice = (
    param: 'warehouse' | 'filter',
    props: {
      label: string;
      value: string | undefined;
      all: string;
      options: { value: string; label: string }[];
    },
  ) => (
    <SelectField
      id={`inventory-${param}`}
      label={props.label}
      value={props.value ?? ''}
      options={[{ value: '', label: props.all }, ...props.options]}
      onChange={(event) => set({ [param]: event.target.value })}
    />
  );
  return (
    <form
      className="inventory__filters"
      aria-label={t('inventory.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        set({ item: String(form.get('item') ?? '').trim(), q: String(form.get('q') ?? '').trim() });
      }}
    >
      {choice('warehouse', {
        label: t('inventory.filter.warehouse'),
        value: search.warehouseId,
        all: t('inventory.filter.allWarehouses'),
        options: warehouseOptions(warehouses),
      })}
      {choice('filter', {
        label: t('inventory.filter.show'),
        value: search.filter,
        all: t('inventory.filter.all'),
        options: STOCK_FILTERS.map((value) => ({ value, label: t(`inventory.filter.${value}`) })),
      })}
      <TextFilter name="item" value={search.itemCode} label={t('inventory.filter.item')} />
      <TextFilter
        name="q"
        value={search.q}
        type="search"
        label={t('inventory.filter.search')}
        hint={t('inventory.filter.searchHint')}
      />
      <div className="inventory__filter-buttons">
        <Button type="submit" variant="secondary">
          {t('inventory.filter.search')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => set({ warehouse: null, item: null, q: null, filter: null })}
        >
          {t('inventory.filter.clear')}
        </Button>
      </div>
    </form>
  );
}

/** A text filter read on submit; it shows the URL's value afresh whenever that changes. */
function TextFilter({
  name,
  value,
  ...field
}: { name: 'item' | 'q'; value: string | undefined } & Omit<ComponentProps<typeof TextField>, 'id'>) {
  return (
    <TextField
      key={`${name}-${value ?? ''}`}
      id={`inventory-${name}`}
      name={name}
      defaultValue={value ?? ''}
      {...field}
    />
  );
}
