import {
  DELIVERY_STATUSES,
  MEDICAL_COMPANIES,
  ORDER_STATUSES,
  type OrderSort,
  type operations,
} from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { listOption, listValue } from './choices.js';
import { dateOption } from './options.js';

export type ListQuery = NonNullable<operations['listOrders']['parameters']['query']>;
type ApiSort = NonNullable<ListQuery['sort']>;
type Assert<T extends true> = T;
/** @public A compile-time check: the domain's sort keys are the contract's, both ways. */
export type SortsMatchTheContract = Assert<
  [Exclude<ApiSort, OrderSort>, Exclude<OrderSort, ApiSort>] extends [never, never] ? true : false
>;

/** The dashboard's filters (SPEC §2) as options; choices in --help come from domain/. */
export function addFilterOptions(command: Command): Command {
  return command
    .addOption(listOption('--status <list>', 'statuses', ORDER_STATUSES))
    .addOption(new Option('--delivery-status <status>', 'delivery status').choices(DELIVERY_STATUSES))
    .option('--q <text>', 'search client name, account number, external ref or order id prefix')
    .option('--mine', 'only orders I created (medical company users)')
    .option('--from <date>', 'order date from (YYYY-MM-DD)')
    .option('--to <date>', 'order date to (YYYY-MM-DD)')
    .addOption(new Option('--branch <company>', 'medical company (staff only)').choices(MEDICAL_COMPANIES));
}

const statusList = listValue(ORDER_STATUSES, 'status', (item) => item.toUpperCase()).optional();

export const filterOptionsSchema = z.object({
  status: statusList,
  deliveryStatus: z.enum(DELIVERY_STATUSES).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  mine: z.boolean().default(false),
  from: dateOption.optional(),
  to: dateOption.optional(),
  branch: z.enum(MEDICAL_COMPANIES).optional(),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** Whether any filter was given (batch actions act on "every order matching" only then). */
export const hasFilters = (filters: FilterOptions) =>
  Boolean(
    filters.status?.length ||
      filters.deliveryStatus ||
      filters.q ||
      filters.mine ||
      filters.from ||
      filters.to ||
      filters.branch,
  );

/** The API's query parameters; empty filters are dropped (SPEC §7). */
export function toQuery(filters: FilterOptions): ListQuery {
  const query: ListQuery = {};
  if (filters.status?.length) query.status = filters.status;
  if (filters.deliveryStatus) query.deliveryStatus = filters.deliveryStatus;
  if (filters.q) query.q = filters.q;
  if (filters.mine) query.mine = 'true';
  if (filters.from) query.dateFrom = filters.from;
  if (filters.to) query.dateTo = filters.to;
  if (filters.branch) query.branchFilter = filters.branch;
  return query;
}
