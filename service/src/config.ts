import { z } from 'zod';

/** The only module that reads process.env (DESIGN §2). */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  REGISTRATION: z.enum(['open', 'companies-only']).default('open'),
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .transform((value) => new URL(value).origin)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** How long a request in flight holds its Idempotency-Key; a dead request's key frees after it. */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
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
  WEBHOOK_BACKOFF_SECONDS: z
    .string()
    .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'must be comma-separated seconds')
    .transform((value) => value.split(',').map(Number))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A config for tests and scripts, with defaults and explicit overrides only. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', ...overrides };
}
