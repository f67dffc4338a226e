import { z } from '@hono/zod-openapi';
import {
  DELIVERY_STATUSES,
  LANGUAGES,
  listOf,
  MAX_PAGE_SIZE,
  MEDICAL_COMPANIES,
  msg,
  ORDER_SORTS,
  ORDER_STATUSES,
  readList,
  zodMessage,
} from '@tawreed/domain';
import { calendarDate, type LabelKey, safeText } from '../../http/inputs.js';
import { cappedTotalFields } from '../../http/paging.js';
import { orderSummarySchema } from './dto.js';

/** The order list and export: their filters, paging and sort, and the list's answer. */
/**
 * A list filter in the query: `?status=A,B`, published as an array of its enum with
 * `style: form, explode: false` (the form the SDK sends; a strict client refuses a misspelt
 * value before sending). Read as readList() reads it: blanks around and empty items allowed,
 * each item once, an unknown one refused by name.
 */
const csvOf = <T extends readonly [string, ...string[]]>(values: T, label: LabelKey, description: string) =>
  z
    .string()
    .max(1000)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const { items, unknown } = readList<T[number]>(value, values);
      if (unknown.length) {
        ctx.addIssue({
          code: 'custom',
          message: zodMessage(
            msg('fieldUnknownValues', { label: msg(label), values: listOf(unknown, 'comma') }),
          ),
        });
        return z.NEVER;
      }
      return items;
    })
    .openapi({
      type: 'array',
      items: { type: 'string', enum: [...values] },
      description,
      example: values.slice(0, 2),
      param: { style: 'form', explode: false },
    });

export type { OrderSort } from '@tawreed/domain';

const dateParam = (label: LabelKey) => calendarDate(label).optional();

export const orderFiltersSchema = z.object({
  status: csvOf(
    ORDER_STATUSES,
    'labelStatus',
    'Any of these statuses (in the query comma-separated: `?status=A,B`)',
  ),
  deliveryStatus: z.enum(DELIVERY_STATUSES).optional(),
  q: safeText('labelSearch', 100).trim().optional().openapi({
    description: 'Client name, account number, external ref or order id prefix',
  }),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  approvedToday: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .openapi({
      type: 'string',
      description:
        "Only orders approved today (Asia/Riyadh) by the caller's stage: the dashboard's Approved Today card",
    }),
  dateFrom: dateParam('labelFromDate'),
  dateTo: dateParam('labelToDate'),
  branchFilter: safeText('labelBranch', 100)
    .optional()
    .openapi({ enum: [...MEDICAL_COMPANIES] }),
});

export const listOrdersQuery = orderFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  // Capped, not refused: asking for 500 gets the largest page there is.
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
  sort: z.enum(ORDER_SORTS).default('-updatedAt').openapi({
    description:
      '`risk` (staff): blocked, then override needed, then clear, then orders without a credit mark; newest first within each. A medical company asking for `risk` gets the default order (-updatedAt).',
  }),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

/** A document's language (DESIGN §9): `lang`, else the Accept-Language header. */
export const documentLanguage = z.enum(LANGUAGES).optional().openapi({
  description:
    'The language of headings and status labels: en or ar (Arabic headings, Arabic status labels, the sheet right to left). Without it, the Accept-Language header decides (ar or ar-SA is Arabic); amounts stay numbers either way.',
});

export const exportOrdersQuery = orderFiltersSchema.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  lang: documentLanguage,
  sort: z.enum(ORDER_SORTS).default('-updatedAt'),
});

export const orderListSchema = z
  .object({
    orders: z.array(orderSummarySchema),
    ...cappedTotalFields('orders', '10,000'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('OrderList');
