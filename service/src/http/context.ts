import { OpenAPIHono } from '@hono/zod-openapi';
import type { Role } from '@tawreed/domain';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { FileStore } from '../db/file-store.js';
import type { EventBus } from '../events/types.js';
import type { Logger } from '../logger.js';
import { fromZodIssues, validationFailed } from './errors.js';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyName: string | null;
  isSalesRep: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser | null;
    authVia: 'cookie' | 'token' | null;
    sessionTokenHash: string | null;
    /** The hash of the bearer token the caller signed in with, if any. */
    apiTokenHash: string | null;
    /** The caller's confirmed second factors, and whether this session passed one (DESIGN §13). */
    secondFactor: { factors: string[]; passed: boolean } | null;
  };
}

/** What every feature needs from the outside world, passed in once at start-up. */
export interface Deps {
  database: Database;
  db: Db;
  config: Config;
  logger: Logger;
  now: () => Date;
  events: EventBus;
  /** Where uploaded files' bytes are kept (FILE_STORE). */
  files: FileStore;
}

/** A router whose request validation failures become DESIGN §4's 422 body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        // @hono/zod-validator hands the hook what was sent as `data` (its type leaves it out).
        const sent = 'data' in result ? result.data : undefined;
        throw validationFailed(fromZodIssues(result.error.issues, sent));
      }
    },
  });
}
