import { z } from '@hono/zod-openapi';
import {
  isMessage,
  type Lang,
  languageOf,
  type Message,
  type MessageKey,
  messageOfIssue,
  msg,
  render,
} from '@tawreed/domain';
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
  /** A second-factor code that is wrong, outside its window, or already used (DESIGN §13). */
  MFA_CODE_INVALID: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  /** A person whose role must enrol a second factor, before enrolling (MFA_REQUIRED_ROLES). */
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  /** Mark-ready while order lines are not covered by reserved stock (DESIGN §8). */
  STOCK_SHORT: 409,
  /** Approve or appeal-accept refused by the credit check: no override possible (DESIGN §11). */
  CREDIT_BLOCKED: 409,
  /** Approve or appeal-accept refused by the credit check until the request carries an override reason. */
  CREDIT_OVERRIDE_REQUIRED: 409,
  VERSION_CONFLICT: 412,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  VALIDATION_FAILED: 422,
  PRECONDITION_REQUIRED: 428,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A file in a store this instance does not read: moved by `files migrate` while it ran (DESIGN §14). */
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** zod's own wording (a field missing, a wrong type), from zod's English and Arabic locales. */
export interface ZodWording {
  readonly zod: Readonly<Record<Lang, string>>;
}
/** What an issue or an error says: a catalog message, or zod's own wording. */
export type ErrorText = Message | ZodWording;

export interface ValidationIssue {
  path: string;
  message: ErrorText;
}

const ZOD_AR = z.locales.ar();

function zodText(map: { localeError: z.core.$ZodErrorMap }, issue: object): string | undefined {
  const text = map.localeError(issue as unknown as z.core.$ZodRawIssue);
  return typeof text === 'string' ? text : text?.message;
}

/** The value at `path` in `input` (what a request or a row sent), or undefined. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Request validation issues. A rule of the domain or the service wrote its message's key into the
 * issue (zodMessage); zod's own wording (a field missing, a wrong type) is kept in both languages,
 * from zod's English and Arabic locales.
 */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], input?: unknown): ValidationIssue[] {
  return issues.map((issue) => {
    const path = issue.path.join('.');
    const keyed = messageOfIssue(issue);
    if (keyed) return { path, message: keyed };
    // zod keeps the value out of its issues: the Arabic wording of a wrong type ("received
    // number") reads it from what was sent, never from zod's English sentence.
    const raw = issue.code === 'invalid_type' ? { ...issue, input: valueAt(input, issue.path) } : issue;
    return { path, message: { zod: { en: issue.message, ar: zodText(ZOD_AR, raw) ?? issue.message } } };
  });
}

/** `text` in `lang`. */
export function renderText(lang: Lang, text: ErrorText): string {
  return 'zod' in text ? text.zod[lang] : render(lang, text);
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** What the error says, rendered in the caller's language when answered. */
    readonly text: ErrorText,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(renderText('en', text));
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** The `what…` keys: the subject of a 404. */
type WhatKey = Extract<MessageKey, `what${string}`>;

export const unauthenticated = () => new AppError('UNAUTHENTICATED', msg('notSignedIn'));
export const forbidden = (message: Message = msg('roleMayNot')) => new AppError('FORBIDDEN', message);
/** 404: "{what} not found", or a message of its own ("Lot not found"). */
export const notFound = (what: WhatKey | Message = 'whatResource') =>
  new AppError(
    'NOT_FOUND',
    typeof what === 'string' ? msg('whatNotFound', { what: msg(what as 'whatResource') }) : what,
  );
export function validationFailed(issues: ValidationIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? msg('validationFailedGeneric'), { issues });
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: details ? { code, message, details } : { code, message } };
}

/** The caller's language (DESIGN §9): Accept-Language ar / ar-SA is Arabic, anything else English. */
export const requestLanguage = (c: Context): Lang => languageOf(c.req.header('accept-language'));

/**
 * errorBody() in the caller's language: the message and each validation issue's message are
 * rendered from their keys here, at the edge; the code, the status and the paths never change.
 */
export function localizedErrorBody(
  c: Context,
  code: string,
  message: ErrorText,
  details?: Record<string, unknown>,
) {
  const lang = requestLanguage(c);
  if (!details) return errorBody(code, renderText(lang, message));
  const { issues, findings } = details;
  const rendered = { ...details };
  if (Array.isArray(issues))
    rendered.issues = (issues as ValidationIssue[]).map((issue) => ({
      ...issue,
      message: renderText(lang, issue.message),
    }));
  // The credit check's findings (CREDIT_BLOCKED, CREDIT_OVERRIDE_REQUIRED) carry their message by key.
  if (Array.isArray(findings))
    rendered.findings = (findings as Array<{ message?: unknown }>).map((finding) =>
      isMessage(finding.message) ? { ...finding, message: render(lang, finding.message) } : finding,
    );
  return errorBody(code, renderText(lang, message), rendered);
}

/** Maps thrown errors to DESIGN §4's body; 5xx are logged as errors without leaking details. */
export function handleError(err: Error, c: Context, logger: Logger) {
  if (err instanceof AppError) {
    logger.info('request failed', { reqId: c.get('requestId'), code: err.code, status: err.status });
    return c.json(localizedErrorBody(c, err.code, err.text, err.details), err.status, err.headers);
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
    // hono's own refusals carry English; the answer says what kind of body was refused.
    const json = /json/i.test(c.req.header('content-type') ?? '');
    const message =
      err.status === 413 ? msg('fileTooLarge') : json ? msg('malformedJson') : msg('malformedRequest');
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
    return c.json(localizedErrorBody(c, error.code, error.text, error.details), error.status);
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
  return c.json(localizedErrorBody(c, 'INTERNAL', msg('somethingWentWrong')), 500);
}

const DATA_EXCEPTION_MESSAGES: Record<string, Message> = {
  '22001': msg('textTooLong'),
  '22003': msg('numberTooLarge'),
  '22007': msg('dateNotValid'),
  '22008': msg('dateOutOfRange'),
  '22021': msg('textNul'),
  '22P02': msg('valueWrongFormat'),
  '22P05': msg('textUnstorable'),
};

/**
 * Backstop for bad input that slipped past validation: PostgreSQL's data exceptions (SQLSTATE
 * class 22: numeric overflow, NUL bytes, impossible dates...) from pg or PGlite, possibly wrapped
 * by drizzle, answer 400 with a fixed message: never the SQL, its parameters or a 500.
 */
export function databaseInputError(
  err: unknown,
): { code: 'BAD_REQUEST'; message: Message; sqlState: string } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const sqlState = (e as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      const message = DATA_EXCEPTION_MESSAGES[sqlState] ?? msg('valueNotValid');
      return { code: 'BAD_REQUEST', message, sqlState };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Codes that only the operations raising them declare, by name in their `errors` (a status
 * number alone declares the other codes of that status): mark-ready's STOCK_SHORT, login's
 * ACCOUNT_PENDING, the second factor's codes (the enrolment gate's is common: common-responses.ts).
 */
const NAMED_ONLY = new Set<ErrorCode>([
  'STOCK_SHORT',
  'ACCOUNT_PENDING',
  'MFA_CODE_INVALID',
  'MFA_ENROLMENT_REQUIRED',
]);

/** What a route declares it answers: a status (its usual codes) or a code (its status). */
export type ErrorDeclaration = number | ErrorCode;

const validationIssue = z.object({ path: z.string(), message: z.string() });

/** The `details` a code always carries, published so partners can read them. */
const CODE_DETAILS: Partial<Record<ErrorCode, { schema: z.ZodType; required: boolean }>> = {
  VALIDATION_FAILED: {
    schema: z.object({ issues: z.array(validationIssue) }).openapi('ValidationDetails', {
      description:
        'Every field that failed, by its path in the request (a dotted path; empty for the whole body)',
    }),
    required: false,
  },
  STOCK_SHORT: {
    schema: z
      .object({
        lines: z.array(
          z.object({
            lineId: z.string().uuid(),
            position: z.number().int(),
            itemCode: z.string(),
            required: z.number().int(),
            reserved: z.number().int(),
          }),
        ),
      })
      .openapi('StockShortDetails', { description: 'The order lines reserved stock does not cover' }),
    required: true,
  },
  VERSION_CONFLICT: {
    schema: z.object({ currentVersion: z.number().int() }).openapi('VersionConflictDetails'),
    required: false,
  },
};

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
const pascal = (code: string) =>
  code.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** The codes a body schema made by errorBodySchemaFor() admits (declareCommonResponses adds to them). */
const SCHEMA_CODES = new WeakMap<object, readonly ErrorCode[]>();
const bodySchemas = new Map<string, z.ZodType>();

/**
 * DESIGN §4's error body for an answer that can carry exactly `codes`: `code` is their enum, and
 * a code with known details (CODE_DETAILS) gets its own variant naming their shape. Named after
 * the codes, so operations answering the same ones share one schema.
 */
export function errorBodySchemaFor(codes: readonly ErrorCode[]): z.ZodType {
  const sorted = CODES.filter((code) => codes.includes(code));
  const name = `${sorted.map(pascal).join('Or')}Error`;
  let schema = bodySchemas.get(name);
  if (schema) return schema;
  const variant = (variantCodes: ErrorCode[], details: z.ZodType, required: boolean) =>
    z.object({
      code: z.enum(variantCodes as [ErrorCode, ...ErrorCode[]]),
      message: z.string().openapi({ description: "In the caller's language (Accept-Language)" }),
      details: required ? details : details.optional(),
    });
  const plain = sorted.filter((code) => !CODE_DETAILS[code]);
  const variants = [
    ...(plain.length ? [variant(plain, z.record(z.string(), z.unknown()), false)] : []),
    ...sorted.flatMap((code) => {
      const known = CODE_DETAILS[code];
      return known ? [variant([code], known.schema, known.required)] : [];
    }),
  ];
  const [first, ...rest] = variants;
  const error = rest.length ? z.union([first!, ...rest]) : first!;
  schema = z.object({ error }).openapi(name);
  SCHEMA_CODES.set(schema, sorted);
  bodySchemas.set(name, schema);
  return schema;
}

const DESCRIPTIONS: Record<number, string> = {
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

/** The codes each declaration stands for, by status. */
export function declaredCodes(declarations: readonly ErrorDeclaration[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const declaration of declarations) {
    const codes =
      typeof declaration === 'number'
        ? CODES.filter((code) => ERROR_STATUS[code] === declaration && !NAMED_ONLY.has(code))
        : [declaration];
    const status = typeof declaration === 'number' ? declaration : ERROR_STATUS[declaration];
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), ...codes])]);
  }
  return byStatus;
}

/** The codes an error response made here declares; undefined for any other response. */
export function codesOfResponse(response: unknown): readonly ErrorCode[] | undefined {
  const schema = (response as { content?: Record<string, { schema?: object }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  return schema ? SCHEMA_CODES.get(schema) : undefined;
}

/**
 * OpenAPI error responses for a route: each status with the body of the codes it can answer
 * (a status number stands for its usual codes; a code names itself and gives its status).
 */
export function errorResponses(...declarations: ErrorDeclaration[]) {
  return Object.fromEntries(
    [...declaredCodes(declarations)].map(([status, codes]) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: errorBodySchemaFor(codes) } },
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
