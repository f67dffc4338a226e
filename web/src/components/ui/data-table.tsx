import type { HTMLAttributes, ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** One column of a table: its header and how a row fills its cell. */
export interface Column<Row> {
  /** The header's text; also the cell's data-label when the column is `labelled`. */
  header: string;
  cell(row: Row, index: number): ReactNode;
  /** Class of the header and of every cell. */
  className?: string;
  /** Class of the cells only. */
  cellClassName?: string;
  /** Counts and amounts, aligned to the end (class `num` on the header and the cells). */
  numeric?: boolean;
  /** A column of buttons: its header is read by screen readers only. */
  hiddenHeader?: boolean;
  /** In a `stacked` table, false for a cell shown without its header (actions). */
  labelled?: boolean;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/** A column list where a column shown only sometimes is written `condition && column`. */
export type Columns<Row> = ReadonlyArray<Column<Row> | false>;

const shown = <Row,>(columns: Columns<Row>) =>
  columns.filter((column): column is Column<Row> => Boolean(column));

/** What the header row needs of a column. */
type ColumnHeader = Pick<Column<never>, 'header' | 'className' | 'numeric' | 'hiddenHeader'>;

/** The header row of a table, from its columns (also for a table whose rows are their own component). */
export function TableHead({ columns }: { columns: ReadonlyArray<ColumnHeader | false> }) {
  return (
    <thead>
      <tr>
        {columns
          .filter((column) => column !== false)
          .map((column) => (
            <th
              key={column.header}
              scope="col"
              className={classes(column.className, column.numeric && 'num')}
            >
              {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
      </tr>
    </thead>
  );
}

type RowKey<Row> = (row: Row, index: number) => string | number;

/** A row's React key: its `id`, unless the table says otherwise (see the overloads below). */
const byId = (row: unknown) => (row as { id: string | number }).id;

interface DataTableProps<Row> {
  columns: Columns<Row>;
  rows: readonly Row[];
  /** Required for rows without an `id` (each overload below says which). */
  rowKey?: RowKey<Row>;
  /** Attributes of a row (the data-* that tests and styles select on). */
  rowProps?(row: Row): RowAttributes;
  className?: string;
  caption?: ReactNode;
  /** The caption is for screen readers unless given a class of its own. */
  captionClassName?: string;
  label?: string;
  /** A tfoot (totals). */
  footer?: ReactNode;
  /** On a narrow screen each row is a card: every cell with a visible header carries it (data-label). */
  stacked?: boolean;
}

type KeyedBy<Row, Props> = Props & { rowKey: RowKey<Row> };
type Id = { id: string | number };

/** A table from a list of columns: a header row, a row for each item and an optional footer. */
export function DataTable<Row extends Id>(props: DataTableProps<Row>): ReactNode;
export function DataTable<Row>(props: KeyedBy<Row, DataTableProps<Row>>): ReactNode;
export function DataTable<Row>({
  columns,
  rows,
  rowKey = byId,
  rowProps,
  className = 'data-table',
  caption,
  captionClassName = 'sr-only',
  label,
  footer,
  stacked,
}: DataTableProps<Row>) {
  const visible = shown(columns);
  return (
    <table className={className} aria-label={label}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <TableHead columns={visible} />
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} {...rowProps?.(row)}>
            {visible.map((column) => (
              <td
                key={column.header}
                className={classes(column.className, column.cellClassName, column.numeric && 'num')}
                data-label={
                  stacked && !column.hiddenHeader && column.labelled !== false ? column.header : undefined
                }
              >
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer}
    </table>
  );
}

/**
 * A table that is tabular by nature (lots, order lines, shipments) inside its ScrollRegion,
 * the region and the table's caption both named by `title`.
 */
type ScrollingTableProps<Row> = Omit<DataTableProps<Row>, 'caption'> & { title: string; busy?: boolean };

export function ScrollingTable<Row extends Id>(props: ScrollingTableProps<Row>): ReactNode;
export function ScrollingTable<Row>(props: KeyedBy<Row, ScrollingTableProps<Row>>): ReactNode;
export function ScrollingTable<Row>({ title, busy, rowKey = byId, ...table }: ScrollingTableProps<Row>) {
  return (
    <ScrollRegion label={title} busy={busy}>
      <DataTable caption={title} rowKey={rowKey} {...table} />
    </ScrollRegion>
  );
}
