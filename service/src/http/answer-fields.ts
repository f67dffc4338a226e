/** Fields the answers of several features declare alike: the same JSON Schema wherever they stand. */
import { z } from '@hono/zod-openapi';

/** A row's id. */
export const uuidField = () => z.string().uuid();
/** A calendar day, 'YYYY-MM-DD'. */
export const isoDate = () => z.string().openapi({ format: 'date', example: '2027-03-31' });
/** An instant, ISO 8601. */
export const isoDateTime = () => z.string().datetime();
