import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each users operation in the contract, by operationId; the routes
 * hold their wiring. An entry lists the two in the order the contract does.
 */
export const USERS_API_DOCS = {
  listUserStatuses: {
    description:
      'Who is online: every active user the caller may see with presence (from the realtime channel) and last-seen time. A medical company sees staff and its own company only.',
    summary:
      'Every active user the caller may see, with online presence and last-seen time (a medical company sees staff and its own company)',
  },
} as const satisfies ApiDocs;
