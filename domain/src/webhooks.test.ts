import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.js';
import { canManageWebhooks, isWebhookEventType, WEBHOOK_EVENT_TYPES } from './webhooks.js';

describe('canManageWebhooks', () => {
  it('allows a medical company and an administrator, never a sales representative', () => {
    const allowed = ROLES.filter((role) => canManageWebhooks({ role, isSalesRep: false }));
    expect(allowed).toEqual(['MEDICAL_COMPANY', 'ADMIN']);
    expect(canManageWebhooks({ role: 'MEDICAL_COMPANY', isSalesRep: true })).toBe(false);
    expect(canManageWebhooks({ role: 'MEDICAL_COMPANY', isSalesRep: false, isSystem: true })).toBe(false);
    expect(canManageWebhooks({ role: 'ADMIN', isSalesRep: false })).toBe(true);
  });

  it('knows its closed list of event types', () => {
    expect(WEBHOOK_EVENT_TYPES.every(isWebhookEventType)).toBe(true);
    expect(isWebhookEventType('webhook.test')).toBe(false);
    expect(isWebhookEventType('order.exploded')).toBe(false);
  });
});
