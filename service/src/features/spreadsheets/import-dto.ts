/** The wire of the spreadsheet and JSON imports (clients, receivables, payments, price lists). */
import { z } from '@hono/zod-openapi';

export const importErrorSchema = z.object({
  row: z.number().int().openapi({ description: 'Spreadsheet row (header = 1) or JSON index + 1' }),
  field: z.string(),
  message: z.string(),
});

export const dryRunField = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true')
  .openapi({ description: 'true: check every row and answer the counts, change nothing' });

export const importQuery = z.object({ dryRun: dryRunField });
