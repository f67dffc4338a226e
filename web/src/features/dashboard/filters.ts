import {
  DASHBOARD_CARDS,
  type DashboardCard,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  isOrderStatus,
  MAX_PAGE_SIZE,
  MEDICAL_COMPANIES,
  type OrderStatus,
} from '@tawreed/domain';
import type { OrderListQuery } from '../../lib/order-keys';

type Branch = (typeof MEDICAL_COMPANIES)[number];

/** SPEC §2's dashboard filters, as the URL holds them. */
export interface DashboardFilters {
  statuses: OrderStatus[];
  deliveryStatus: DeliveryStatus | null;
  q: string;
  mine: boolean;
  page: number;
  pageSize: number;
  dateFrom: string;
  dateTo: string;
  branchFilter: Branch | null;
  /** Only orders the caller's stage approved today (the Approved Today card's list). */
  approvedToday: boolean;
  /** The highlighted summary card (set by a card click, cleared by any filter change). */
  card: DashboardCard | null;
  /** Staff: blocked, then override needed, then clear (GET /api/orders?sort=risk, DESIGN §11). */
  riskFirst: boolean;
}

export const EMPTY_FILTERS: DashboardFilters = {
  statuses: [],
  deliveryStatus: null,
  q: '',
  mine: false,
  page: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  dateFrom: '',
  dateTo: '',
  branchFilter: null,
  approvedToday: false,
  card: null,
  riskFirst: false,
};

/** The query parameters the dashboard owns; any other parameter (e.g. `order`) is left alone. */
export const FILTER_PARAMS = [
  'status',
  'deliveryStatus',
  'q',
  'mine',
  'page',
  'pageSize',
  'dateFrom',
  'dateTo',
  'branchFilter',
  'approvedToday',
  'card',
  'sort',
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH = 100;

function positiveInt(value: string | null, fallback: number, max: number): number {
  if (!value || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * Reads the filters from the URL. Anything the service would refuse (unknown status, bad date,
 * page size over the limit) is ignored rather than turned into an error page.
 */
export function parseFilters(params: URLSearchParams, options: { branchAllowed: boolean }): DashboardFilters {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isOrderStatus);
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    statuses: [...new Set(statuses)],
    deliveryStatus: oneOf(DELIVERY_STATUSES, params.get('deliveryStatus')),
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    mine: params.get('mine') === 'true',
    page: positiveInt(params.get('page'), DEFAULT_PAGE, 1_000_000),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
    branchFilter: options.branchAllowed ? oneOf(MEDICAL_COMPANIES, params.get('branchFilter')) : null,
    approvedToday: params.get('approvedToday') === 'true',
    card: oneOf(DASHBOARD_CARDS, params.get('card')),
    riskFirst: options.branchAllowed && params.get('sort') === 'risk',
  };
}

/**
 * Writes the filters into `base` (keeping parameters the dashboard does not own), omitting
 * defaults: page 1, page size 25, empty values, mine=false.
 */
export function writeFilters(filters: DashboardFilters, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) next.delete(name);
  const set = (name: string, value: string | null | false) => {
    if (value) next.set(name, value);
  };
  set('status', filters.statuses.join(','));
  set('deliveryStatus', filters.deliveryStatus);
  set('q', filters.q.trim());
  set('mine', filters.mine && 'true');
  set('page', filters.page !== DEFAULT_PAGE && String(filters.page));
  set('pageSize', filters.pageSize !== DEFAULT_PAGE_SIZE && String(filters.pageSize));
  set('dateFrom', filters.dateFrom);
  set('dateTo', filters.dateTo);
  set('branchFilter', filters.branchFilter);
  set('approvedToday', filters.approvedToday && 'true');
  set('card', filters.card);
  set('sort', filters.riskFirst && 'risk');
  return next;
}

type FilterChange = Partial<Omit<DashboardFilters, 'page' | 'card'>>;

/** SPEC §2: changing any filter resets the page to 1 and clears the card highlight. */
export function changeFilters(filters: DashboardFilters, change: FilterChange): DashboardFilters {
  return { ...filters, ...change, page: DEFAULT_PAGE, card: null };
}

/** A card's list filters as the dashboard stats answer them (DashboardCardFilter, from the server). */
export interface CardFilter {
  statuses: string[];
  approvedToday: boolean;
}

/**
 * A card click: exactly the filters the server counted the card with, highlighted, other
 * filters cleared, so the list's total is the card's count.
 */
export function selectCard(
  filters: DashboardFilters,
  card: DashboardCard,
  cardFilter: CardFilter,
): DashboardFilters {
  return {
    ...EMPTY_FILTERS,
    pageSize: filters.pageSize,
    statuses: cardFilter.statuses.filter(isOrderStatus),
    approvedToday: cardFilter.approvedToday,
    card,
  };
}

/** `?a=b` for the URL bar, with status lists kept readable ('PENDING_CREDIT,RESUBMITTED'). */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** The list call's query (empty filters dropped, SPEC §7). */
export function listQuery(filters: DashboardFilters): OrderListQuery {
  const query: OrderListQuery = { page: filters.page, pageSize: filters.pageSize };
  if (filters.statuses.length) query.status = filters.statuses;
  if (filters.deliveryStatus) query.deliveryStatus = filters.deliveryStatus;
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.mine) query.mine = 'true';
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  if (filters.branchFilter) query.branchFilter = filters.branchFilter;
  if (filters.approvedToday) query.approvedToday = 'true';
  if (filters.riskFirst) query.sort = 'risk';
  return query;
}

/** The export call's query: the same filters without paging (SPEC §7). */
export function exportQuery(filters: DashboardFilters): Omit<OrderListQuery, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...rest } = listQuery(filters);
  return rest;
}
