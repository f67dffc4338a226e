import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each health probe in the contract, by operationId; the routes
 * hold their wiring. An entry lists the two in the order the contract does.
 */
export const HEALTH_API_DOCS = {
  healthz: {
    description:
      'Liveness probe for load balancers and orchestrators: answers 200 while the process runs. Needs no authentication and touches no database.',
    summary: 'The process is up',
  },
  readyz: {
    description:
      'Readiness probe: 200 when the database answers and every migration is applied, 503 otherwise (the instance should not receive traffic yet). Needs no authentication.',
    summary: 'The database answers and migrations are applied',
  },
} as const satisfies ApiDocs;
