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

/** A count in an import's answer. */
export const importCount = (description?: string) =>
  description ? z.number().int().openapi({ description }) : z.number().int();

/**
 * What an import answers, named `name` in the contract: whether it was applied, its counts
 * (what each import counts), and each row's errors.
 */
export const importResult = <C extends z.ZodRawShape>(name: string, counts: C) =>
  z.object({ applied: z.boolean(), ...counts, errors: z.array(importErrorSchema) }).openapi(name);

/** The counts of an import that adds new rows and updates known ones. */
export const upsertCounts = { created: importCount(), updated: importCount(), unchanged: importCount() };
