import type { ReactNode } from 'react';
import { type SectionWith, t } from '../../i18n';
import { BodyCard } from './card';
import { type Columns, ScrollingTable } from './data-table';
import { LoadState } from './load-state';

interface ListCardProps<Row> {
  /** The catalog section of the list's name (`.list`), loading line (`.loading`) and empty line (`.empty`). */
  texts: SectionWith<'list' | 'loading' | 'empty'>;
  /** The list's query: while it loads, when it failed, and whether the rows shown are a previous page's. */
  query: { isPending: boolean; error: unknown; isPlaceholderData?: boolean };
  rows: readonly Row[];
  rowKey(row: Row, index: number): string | number;
  columns: Columns<Row>;
  /** Above the list (its search field). */
  before?: ReactNode;
  /** Under the table (its pager). */
  after?: ReactNode;
}

/** A page's list card: the rows' stacked table named by the list, or its loading, failure or empty line. */
export function ListCard<Row>({ texts, query, rows, before, after, ...table }: ListCardProps<Row>) {
  const title = t(`${texts}.list`);
  return (
    <BodyCard label={title}>
      {before}
      <LoadState
        pending={query.isPending}
        error={query.error}
        empty={rows.length === 0}
        loading={t(`${texts}.loading`)}
        emptyText={t(`${texts}.empty`)}
        inBody
      >
        <ScrollingTable title={title} busy={query.isPlaceholderData} rows={rows} stacked {...table} />
        {after}
      </LoadState>
    </BodyCard>
  );
}
