import { z } from '@hono/zod-openapi';
import { EN, type Lang, languageOf, localize } from '@tawreed/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.js';
import { constraintViolation } from './constraint-errors.js';

/** A unique or foreign-key violation as the error the API answers (constraint-errors.ts), or null. */
export function constraintError(err: unknown): { error: AppError; constraint: string | null } | null {
  const violation = constraintViolation(err);
  if (!violation) return null;
  return {
    error: new AppError(violation.code, violation.message, violation.details),
    constraint: violation.constraint,
  };
}

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
  /** zod's own wording in Arabic, when the message is zod's default rather than the domain's. */
  messageAr?: string;
}

const ZOD_AR = z.locales.ar();

function zodText(map: { localeError: z.core.$ZodErrorMap }, issue: object): string | undefined {
  const text = map.localeError(issue as unknown as z.core.$ZodRawIssue);
  return typeof text === 'string' ? text : text?.message;
}

/** A sample of the type zod's English names as received ("received number"): its wording needs one. */
const RECEIVED: Record<string, unknown> = {
  number: 0,
  string: '',
  boolean: false,
  array: [],
  object: {},
  null: null,
};

/**
 * Request validation issues. A message of the domain's catalog is translated later from its
 * English text; zod's own wording (a field missing, a wrong type) gets its Arabic here, from
 * zod's Arabic locale, since its English cannot be looked up in the catalog.
 */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const path = issue.path.join('.');
    if (localize(issue.message, 'ar') !== issue.message) return { path, message: issue.message };
    const received = issue.message.match(/received (\w+)$/)?.[1];
    const raw = received && received in RECEIVED ? { ...issue, input: RECEIVED[received] } : issue;
    const messageAr = zodText(ZOD_AR, raw);
    return messageAr ? { path, message: issue.message, messageAr } : { path, message: issue.message };
  });
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

export const unauthenticated = () => new AppError('UNAUTHENTICATED', EN.notSignedIn);
export const forbidden = (message: string = EN.roleMayNot) => new AppError('FORBIDDEN', message);
export const notFound = (what: string = EN.whatResource) => new AppError('NOT_FOUND', `${what} not found`);
export function validationFailed(issues: ValidationIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? EN.validationFailedGeneric, { issues });
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

/** The caller's language (DESIGN §9): Accept-Language ar / ar-SA is Arabic, anything else English. */
export const requestLanguage = (c: Context): Lang => languageOf(c.req.header('accept-language'));

/**
 * errorBody() in the caller's language: the message and each validation issue's message are
 * rendered from the domain's catalog; the code, the status and the paths never change.
 */
export function localizedErrorBody(
  c: Context,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) {
  const lang = requestLanguage(c);
  const issues = details?.issues;
  if (!details || !Array.isArray(issues)) return errorBody(code, localize(message, lang), details);
  let first: string | undefined;
  const localized = issues.map((issue: { message?: unknown; messageAr?: string }, index: number) => {
    const { messageAr, ...rest } = issue;
    if (typeof rest.message !== 'string') return rest;
    const text = lang === 'ar' && messageAr ? messageAr : localize(rest.message, lang);
    if (index === 0 && rest.message === message) first = text;
    return { ...rest, message: text };
  });
  return errorBody(code, first ?? localize(message, lang), { ...details, issues: localized });
}

/** Maps thrown errors to DESIGN §4's body; 5xx are logged as errors without leaking details. */
export function handleError(err: Error, c: Context, logger: Logger) {
  if (err instanceof AppError) {
    logger.info('request failed', { reqId: c.get('requestId'), code: err.code, status: err.status });
    return c.json(localizedErrorBody(c, err.code, err.message, err.details), err.status, err.headers);
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
    const message = err.status === 413 ? EN.fileTooLarge : err.message || EN.malformedRequest;
    return c.json(localizedErrorBody(c, code, message), ERROR_STATUS[code]);
  }
  const violation = constraintError(err);
  if (violation) {
    logger.info('request failed', {
      reqId: c.get('requestId'),
      code: violation.error.code,
      constraint: violation.constraint,
    });
    const { error } = violation;
    return c.json(localizedErrorBody(c, error.code, error.message, error.details), error.status);
  }
  const dataError = databaseInputError(err);
  if (dataError) {
    logger.info('request failed', {
      reqId: c.get('requestId'),
      code: dataError.code,
      sqlState: dataError.sqlState,
    });
    return c.json(localizedErrorBody(c, dataError.code, dataError.message), ERROR_STATUS[dataError.code]);
  }
  logger.error('unhandled error', {
    reqId: c.get('requestId'),
    error: withoutQueryParams(err.message),
    stack: withoutQueryParams(err.stack ?? ''),
  });
  return c.json(localizedErrorBody(c, 'INTERNAL', EN.somethingWentWrong), 500);
}

const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22001': EN.textTooLong,
  '22003': EN.numberTooLarge,
  '22007': EN.dateNotValid,
  '22008': EN.dateOutOfRange,
  '22021': EN.textNul,
  '22P02': EN.valueWrongFormat,
  '22P05': EN.textUnstorable,
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
      const message = DATA_EXCEPTION_MESSAGES[sqlState] ?? EN.valueNotValid;
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
