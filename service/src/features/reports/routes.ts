import { z } from '@hono/zod-openapi';
import { ORDER_STATUSES, REGIONS } from '@tawreed/domain';
import { jsonAnswer, routesTagged } from '../../http/api-route.js';
import { calendarDate, type LabelKey } from '../../http/inputs.js';
import { REPORTS_API_DOCS } from './api-docs.js';
import { REPORT_STAGE_KEYS } from './stages.js';

const route = routesTagged(['Reports'], REPORTS_API_DOCS);

const day = (label: LabelKey, description: string) =>
  calendarDate(label).optional().openapi({ description, example: '2026-11-01' });

export const reportQuery = z.object({
  from: day('labelFromDate', 'First order date of the period (inclusive); default 29 days before `to`'),
  to: day('labelToDate', 'Last order date of the period (inclusive); default today in Asia/Riyadh'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const money = (description: string) =>
  z.string().openapi({ description: `${description} (exact decimal string, 2 places)`, example: '1234.50' });
const hours = (description: string) => z.number().nullable().openapi({ description });
const status = z.enum(ORDER_STATUSES);
const stage = z.enum(REPORT_STAGE_KEYS);

export const reportSchema = z
  .object({
    from: z.string().openapi({ example: '2026-10-23' }),
    to: z.string().openapi({ example: '2026-11-21' }),
    granularity: z
      .enum(['day', 'week', 'month'])
      .openapi({ description: 'Bucket size of `series`: day up to 31 days, week up to 182, else month' }),
    generatedAt: z.string().datetime(),
    medicalCompany: z
      .string()
      .nullable()
      .openapi({ description: "The caller's company when the report is limited to it, else null" }),
    totals: z.object({
      orders: z
        .number()
        .int()
        .openapi({ description: 'Orders dated in the period, withdrawn ones excluded' }),
      valueSAR: money('Sum of their totals'),
      open: z.number().int(),
      delivered: z.number().int(),
      rejected: z.number().int(),
      withdrawn: z.number().int().openapi({ description: 'Orders of the period withdrawn by their company' }),
      averageLeadTimeHours: hours('Average time from submission to delivery of the delivered orders'),
    }),
    byStatus: z.array(z.object({ status, count: z.number().int(), valueSAR: money('Value') })),
    byStage: z.array(
      z.object({ stage, statuses: z.array(status), count: z.number().int(), valueSAR: money('Value') }),
    ),
    byCompany: z.array(
      z.object({ medicalCompany: z.string(), count: z.number().int(), valueSAR: money('Value') }),
    ),
    byRegion: z.array(
      z.object({
        region: z.string().openapi({ enum: [...REGIONS] }),
        count: z.number().int(),
        valueSAR: money('Value'),
      }),
    ),
    buckets: z.array(z.string()).openapi({ description: 'Every bucket of the period, first day of each' }),
    series: z.array(
      z.object({
        bucket: z.string(),
        medicalCompany: z.string(),
        region: z.string(),
        count: z.number().int(),
        valueSAR: money('Value'),
      }),
    ),
    turnaround: z.array(
      z.object({
        stage,
        orders: z.number().int().openapi({ description: 'Orders that entered and left the stage' }),
        averageHours: hours('Average time spent in the stage'),
        medianHours: hours('Median time spent in the stage'),
        maxHours: hours('Longest time spent in the stage'),
      }),
    ),
    sla: z
      .object({
        asOf: z.string().datetime(),
        onTime: z.number().int(),
        dueSoon: z.number().int(),
        overdue: z.number().int().openapi({ description: 'SLA breaches: not updated for 48 hours or more' }),
        overdueByStatus: z.array(z.object({ status, count: z.number().int() })),
        oldestOverdue: z.array(
          z.object({
            id: z.string().uuid(),
            clientName: z.string(),
            medicalCompany: z.string(),
            status,
            updatedAt: z.string().datetime(),
            hoursSinceUpdate: z.number(),
          }),
        ),
      })
      .openapi({
        description:
          "Open orders (not delivered, rejected or withdrawn) in the caller's view right now, whatever the period",
      }),
  })
  .openapi('Report');

export const getReport = route('get', '/api/reports', 'getReport', {
  request: { query: reportQuery },
  responses: { 200: jsonAnswer('The report', reportSchema) },
});

export type Report = z.infer<typeof reportSchema>;
