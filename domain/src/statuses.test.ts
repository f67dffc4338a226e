import { expect, it } from 'vitest';
import { orderStatusLabel } from './statuses.js';

it('labels known statuses and spaces out unknown ones', () => {
  expect(orderStatusLabel('PENDING_CREDIT')).toBe('Pending Sales & Collection Review');
  expect(orderStatusLabel('ORDER_DISPATCHED')).toBe('Dispatched');
  expect(orderStatusLabel('ON_HOLD_FOR_AUDIT')).toBe('ON HOLD FOR AUDIT');
});
