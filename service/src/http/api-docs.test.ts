import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS_API_DOCS } from '../features/accounts/api-docs.js';
import { AUDIT_API_DOCS } from '../features/audit/api-docs.js';
import { AUTH_API_DOCS } from '../features/auth/api-docs.js';
import { MFA_API_DOCS } from '../features/auth/mfa/api-docs.js';
import { CLIENTS_API_DOCS } from '../features/clients/api-docs.js';
import { HEALTH_API_DOCS } from '../features/health/api-docs.js';
import { INVENTORY_API_DOCS } from '../features/inventory/api-docs.js';
import { NOTIFICATIONS_API_DOCS } from '../features/notifications/api-docs.js';
import { ORDERS_API_DOCS } from '../features/orders/api-docs.js';
import { PRICES_API_DOCS } from '../features/prices/api-docs.js';
import { REPORTS_API_DOCS } from '../features/reports/api-docs.js';
import { USERS_API_DOCS } from '../features/users/api-docs.js';
import { WEBHOOKS_API_DOCS } from '../features/webhooks/api-docs.js';
import { WORKFLOW_API_DOCS } from '../features/workflow/api-docs.js';
import type { ApiDocs } from './api-route.js';

const CATALOGS: Record<string, ApiDocs> = {
  ACCOUNTS_API_DOCS,
  AUDIT_API_DOCS,
  AUTH_API_DOCS,
  MFA_API_DOCS,
  CLIENTS_API_DOCS,
  HEALTH_API_DOCS,
  INVENTORY_API_DOCS,
  NOTIFICATIONS_API_DOCS,
  ORDERS_API_DOCS,
  PRICES_API_DOCS,
  REPORTS_API_DOCS,
  USERS_API_DOCS,
  WEBHOOKS_API_DOCS,
  WORKFLOW_API_DOCS,
};

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
}

/** The published contract's operations by operationId. */
function publishedOperations() {
  const document = JSON.parse(
    readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'),
  );
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths as Record<string, Record<string, Operation>>))
    for (const operation of Object.values(item))
      if (operation?.operationId) operations.set(operation.operationId, operation);
  return operations;
}

describe('the api-docs catalogs', () => {
  const operations = publishedOperations();

  it('document only operations the contract publishes, with the texts it publishes', () => {
    const stray: string[] = [];
    for (const [catalog, docs] of Object.entries(CATALOGS)) {
      for (const [operationId, doc] of Object.entries(docs)) {
        const published = operations.get(operationId);
        if (!published) {
          stray.push(`${catalog}.${operationId}`);
          continue;
        }
        expect({ operationId, ...doc }).toEqual({
          operationId,
          summary: published.summary,
          ...(published.description === undefined ? {} : { description: published.description }),
        });
      }
    }
    expect(stray).toEqual([]);
  });

  it('document every published operation exactly once', () => {
    const documented = Object.values(CATALOGS).flatMap((docs) => Object.keys(docs));
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented.sort()).toEqual([...operations.keys()].sort());
  });
});
