import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.js';

/** Error codes of DESIGN §4 and the status each one answers. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  /** Mark-ready while order lines are not covered by reserved stock (DESIGN §8). */
  STOCK_SHORT: 409,
  VERSION_CONFLICT: 412,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  VALIDATION_FAILED: 422,
  PRECONDITION_REQUIRED: 428,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ValidationIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Not signed in');
export const forbidden = (message = 'Your role may not do this') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export function validationFailed(issues: ValidationIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Validation failed', { issues });
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Maps thrown errors to DESIGN §4's body; 5xx are logged as errors without leaking details. */
export function handleError(err: Error, c: Context, logger: Logger) {
  if (err instanceof AppError) {
    logger.info('request failed', { reqId: c.get('requestId'), code: err.code, status: err.status });
    return c.json(errorBody(err.code, err.message, err.details), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const known: Partial<Record<number, ErrorCode>> = {
      401: 'UNAUTHENTICATED',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      413: 'FILE_TOO_LARGE',
      415: 'UNSUPPORTED_FILE_TYPE',
    };
    const code = known[err.status] ?? 'BAD_REQUEST';
    const message = err.status === 413 ? 'File too large' : err.message || 'Malformed request';
    return c.json(errorBody(code, message), ERROR_STATUS[code]);
  }
  const dataError = databaseInputError(err);
  if (dataError) {
    logger.info('request failed', {
      reqId: c.get('requestId'),
      code: dataError.code,
      sqlState: dataError.sqlState,
    });
    return c.json(errorBody(dataError.code, dataError.message), ERROR_STATUS[dataError.code]);
  }
  logger.error('unhandled error', {
    reqId: c.get('requestId'),
    error: withoutQueryParams(err.message),
    stack: withoutQueryParams(err.stack ?? ''),
  });
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
}

const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22001': 'A text is too long',
  '22003': 'A number is too large',
  '22007': 'A date is not valid',
  '22008': 'A date is out of range',
  '22021': 'Text must not contain a NUL character',
  '22P02': 'A value has the wrong format',
  '22P05': 'Text contains a character that cannot be stored',
};

/**
 * Backstop for bad input that slipped past validation: PostgreSQL's data exceptions (SQLSTATE
 * class 22: numeric overflow, NUL bytes, impossible dates...) from pg or PGlite, possibly wrapped
 * by drizzle, answer 400 with a fixed message: never the SQL, its parameters or a 500.
 */
export function databaseInputError(
  err: unknown,
): { code: 'BAD_REQUEST'; message: string; sqlState: string } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const sqlState = (e as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      const message = DATA_EXCEPTION_MESSAGES[sqlState] ?? 'A value in the request is not valid';
      return { code: 'BAD_REQUEST', message, sqlState };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Shared OpenAPI error responses for a route. */
export function errorResponses(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: 'Malformed request',
    401: 'Not signed in',
    403: 'Role not allowed',
    404: 'Not found or not visible',
    409: 'Invalid transition or duplicate',
    412: 'Version conflict',
    413: 'File too large',
    415: 'File type not allowed',
    422: 'Validation failed',
    428: 'If-Match required',
    429: 'Rate limited',
  };
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: descriptions[status] ?? 'Error',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    ]),
  );
}

/**
 * A failed query's error names its parameters ("params: ..."): secrets, password hashes and
 * personal data. Logs keep the SQL text and the cause, never the values.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
}
