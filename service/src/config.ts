import { isIP } from 'node:net';
import {
  DEFAULT_MFA_REQUIRED_ROLES,
  DEFAULT_MIN_SHELF_LIFE_DAYS,
  DEFAULT_NEAR_EXPIRY_DAYS,
  DEFAULT_PRICE_TOLERANCE_PERCENT,
  DEFAULT_VAT_RATE_PERCENT,
  isRole,
  REGISTRATION_MODES,
  type Role,
} from '@tawreed/domain';
import { z } from 'zod';

/** One TRUST_PROXY entry: an IPv4/IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The only module that reads process.env (DESIGN §2). */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalText(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  DATA_DIR: z.string().min(1).default('./.data'),
  SALES_REP_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  REGISTRATION: z.enum(REGISTRATION_MODES).default('approval'),
  /**
   * Roles whose people must enrol a second factor before anything else (DESIGN §13): a comma
   * list of roles; empty turns the rule off. Default: every staff role and ADMIN.
   */
  MFA_REQUIRED_ROLES: z
    .string()
    .default(DEFAULT_MFA_REQUIRED_ROLES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((role) => role.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((roles) => roles.every(isRole), {
      message:
        'must be a comma list of roles (MEDICAL_COMPANY, CREDIT_TEAM, HIGHER_AUTHORITY, WAREHOUSE_MANAGER, ADMIN) or empty',
    })
    .transform((roles) => roles as Role[]),
  /**
   * Proxies whose X-Forwarded-For is believed (comma list of addresses or CIDRs). Empty: the
   * client address is the socket's, whatever the header says.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrCidr), {
      message: 'must be a comma list of IP addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
    }),
  PUBLIC_ORIGIN: optionalText(origin()),
  /**
   * Passkeys (WebAuthn, DESIGN §13): the origin a passkey must be asserted from and the relying
   * party id it is bound to. By default the portal's origin (PUBLIC_ORIGIN, else the request's
   * own) and that origin's host name.
   */
  WEBAUTHN_ORIGIN: optionalText(origin()),
  WEBAUTHN_RP_ID: optionalText(
    z.string().regex(/^[a-z0-9.-]+$/i, 'must be a host name (e.g. tawreed.example.com)'),
  ),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Order list totals counted from the rows (a search, a date range...) are exact up to this
   * many; beyond it the list answers `totalIsEstimate` and a lower bound, so a broad search
   * costs the same however many orders there are. Totals from the counters stay exact.
   */
  SEARCH_EXACT_TOTAL_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /**
   * The same for lot lists: a lot list is read a page at a time by filters, and "1,000+ lots"
   * tells as much as an exact count of a 100,000-lot warehouse, for a tenth of the counting.
   */
  STOCK_EXACT_TOTAL_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(1_000),
  /**
   * How long a live session or API token is remembered between requests, in seconds (0: read on
   * every request). Revocations and account changes made through the service or `pnpm admin`
   * reach every instance at once; this bounds only changes written straight into the database.
   */
  CREDENTIAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a request in flight holds its Idempotency-Key; a dead request's key frees after it. */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Requests the service makes to its own dashboard route before it listens, so that the first
   * callers find that route's code compiled (see http/warm-up.ts); 0: none. Unset: 2,000 on
   * PostgreSQL, none on the embedded database (a development set-up).
   */
  WARM_UP_REQUESTS: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Webhooks may target private, loopback and link-local addresses, and plain http (tests, local setups). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often each instance looks for webhook deliveries that are due (also nudged by new events). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How long a claimed delivery is held by the instance sending it; a dead instance's claim frees after it. */
  WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds between failed attempts, comma-separated (default: about a day over 15 attempts). */
  WEBHOOK_BACKOFF_SECONDS: optionalText(
    z
      .string()
      .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'must be comma-separated seconds')
      .transform((value) => value.split(',').map(Number)),
  ),
  /** Days of shelf life a lot must still have at the expected delivery date to be reserved (DESIGN §8). */
  MIN_SHELF_LIFE_DAYS: z.coerce.number().int().min(0).max(3650).default(DEFAULT_MIN_SHELF_LIFE_DAYS),
  /** Lots expiring within this many days count as near expiry (list filter, alerts). */
  NEAR_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_NEAR_EXPIRY_DAYS),
  /** Where uploaded files are kept (DESIGN §14): in the database, or in an S3-compatible bucket. */
  FILE_STORE: z.enum(['postgres', 's3']).default('postgres'),
  /** A custom S3 endpoint (MinIO, Ceph, a cloud's S3 API): addressed path-style. Unset: AWS. */
  S3_ENDPOINT: optionalText(z.string().url('must be a URL such as https://s3.example.sa')),
  S3_BUCKET: optionalText(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z, 0-9, . and -)'),
  ),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the S3 client's default credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: optionalText(z.string()),
  S3_SECRET_ACCESS_KEY: optionalText(z.string()),
  /** `Authorization: Bearer <METRICS_TOKEN>` reads /metrics. */
  METRICS_TOKEN: optionalText(z.string().min(16, 'must be at least 16 characters')),
  /** A separate port serving only /metrics (keep it off the public network). */
  METRICS_PORT: optionalText(z.coerce.number().int().min(1).max(65535)),
  /**
   * The strict credit check (DESIGN §11): an account number missing from the client master
   * blocks approval, and a client without a credit limit needs an override reason.
   */
  CREDIT_STRICT: z
    .enum(['true', 'false', ''], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** The standard VAT rate in percent (DESIGN §12: category `S`; `Z` is zero-rated), 15 in KSA. */
  VAT_RATE_PERCENT: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, 'must be a percentage from 0 to 100, at most 2 decimals')
    .optional()
    .or(z.literal(''))
    .transform((value) => value || DEFAULT_VAT_RATE_PERCENT),
  /**
   * The price check (DESIGN §12): how far a line's public price may stray from the client's
   * price list, in percent of the list's price, before it is a PRICE_MISMATCH (0: any cent).
   */
  PRICE_TOLERANCE_PERCENT: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 0, 2 or 2.5 (at most 2 decimals)')
    .or(z.literal('').transform(() => DEFAULT_PRICE_TOLERANCE_PERCENT))
    .default(DEFAULT_PRICE_TOLERANCE_PERCENT),
});

/** A URL setting that keeps only the URL's origin. */
function origin() {
  return z
    .string()
    .url()
    .transform((value) => new URL(value).origin);
}

/** An optional setting: unset and empty are the same. */
function optionalText<T extends z.ZodTypeAny>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined));
}

/** Settings that depend on each other. */
const checkedConfigSchema = configSchema.superRefine((config, ctx) => {
  if (config.FILE_STORE === 's3' && !config.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when FILE_STORE=s3' });
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the default credential chain)',
    });
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
});

export type Config = z.infer<typeof checkedConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * A config for tests and scripts, with defaults and explicit overrides only. Registration is
 * open and no role must enrol a second factor (tests that need either say so), and loopback is a trusted proxy, so a test can speak
 * for any client address through X-Forwarded-For (in-memory requests come from loopback).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    LOG_LEVEL: 'silent',
    REGISTRATION: 'open',
    // Tests not about second factors sign in with a password alone (pnpm start stays strict).
    MFA_REQUIRED_ROLES: [],
    WARM_UP_REQUESTS: 0,
    TRUST_PROXY: ['127.0.0.1', '::1'],
    ...overrides,
  };
}
