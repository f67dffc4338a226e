import { type RouteConfig, z } from '@hono/zod-openapi';
import { jsonAnswer, type RouteMaker } from './api-route.js';
import { binaryString, fileField, uploadLimit, XLSX } from './uploads.js';

/** An answer holding a workbook (.xlsx), or with `csv` a workbook or CSV (format=csv). */
export const spreadsheetAnswer = (description: string, csv = false) => ({
  description,
  content: csv
    ? { [XLSX]: { schema: binaryString }, 'text/csv': { schema: z.string() } }
    : { [XLSX]: { schema: binaryString } },
});

/**
 * A body that is either a spreadsheet (multipart field `file`) or JSON. Not `required`:
 * @hono/zod-openapi would then check the body against both media types; a request with neither
 * answers 422 from the handler.
 */
export const spreadsheetOrJsonBody = <T extends z.ZodType>(json: T) => ({
  required: false,
  content: {
    'application/json': { schema: json },
    'multipart/form-data': { schema: z.object({ file: fileField }) },
  },
});

/**
 * `GET <path>`: the workbook a spreadsheet import reads (its header row, examples and
 * instructions); 404 to whoever may not import it.
 */
export function templateRoute<const Op extends string, const P extends string>(
  route: RouteMaker<Op>,
  path: P,
  operationId: Op,
) {
  return route('get', path, operationId, {
    responses: { 200: spreadsheetAnswer('The template') },
    errors: [404],
  });
}

/**
 * `POST <path>`: a spreadsheet import (all rows or none) under the upload bound, answering
 * `result`, what was imported or each row's errors (`answer` describes it); 404 to whoever may
 * not import, 429 when every spreadsheet parse slot is taken (parse-pool.ts).
 */
export function importRoute<
  const Op extends string,
  const P extends string,
  const R extends NonNullable<RouteConfig['request']>,
  S extends z.ZodType,
>(route: RouteMaker<Op>, path: P, operationId: Op, wiring: { answer?: string; request: R; result: S }) {
  const { answer = 'What was imported, or each row’s errors', request, result } = wiring;
  return route('post', path, operationId, {
    middleware: [uploadLimit()] as const,
    request,
    responses: { 200: jsonAnswer(answer, result) },
    errors: [404, 429],
  });
}
