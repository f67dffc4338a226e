import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.js';
import { canManageWebhooks, isWebhookEventType, WEBHOOK_EVENT_TYPES } from './webhooks.js';

describe('canManageWebhooks', () => {
  it('allows a medical company only (administrators once that role exists), never a sales representative', () => {
    const allowed = ROLES.filter((role) => canManageWebhooks({ role, isSalesRep: false }));
    expect(allowed).toEqual(['MEDICAL_COMPANY']);
    expect(canManageWebhooks({ role: 'MEDICAL_COMPANY', isSalesRep: true })).toBe(false);
    expect(canManageWebhooks({ role: 'MEDICAL_COMPANY', isSalesRep: false, isSystem: true })).toBe(false);
    expect(canManageWebhooks({ role: 'ADMIN' as never, isSalesRep: false })).toBe(true);
  });

  it('knows its closed list of event types', () => {
    expect(WEBHOOK_EVENT_TYPES.every(isWebhookEventType)).toBe(true);
    expect(isWebhookEventType('webhook.test')).toBe(false);
    expect(isWebhookEventType('order.exploded')).toBe(false);
  });
});
