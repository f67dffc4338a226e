import { seedOrder } from '@tawreed/service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, startService } from './harness.js';

// The service's exact-count limit lowered from 10,000 to 5: eight matches are "past the cap".
let service: Awaited<ReturnType<typeof startService>>;
let creditConfig: string;

beforeAll(async () => {
  service = await startService({ SEARCH_EXACT_TOTAL_LIMIT: 5, STOCK_EXACT_TOTAL_LIMIT: 5 });
  const wasama = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const credit = await service.createUser({ role: 'CREDIT_TEAM', name: 'Huda' });
  creditConfig = await service.signIn(credit);
  for (let i = 1; i <= 8; i++) {
    await seedOrder(service.t, wasama, { clientName: `Al Noor Clinic ${i}` });
  }
});
afterAll(() => service.close());

describe('orders list past the exact-count limit', () => {
  it('says "5+ orders" and "page 1 of 3+"; --all still reads every match', async () => {
    const table = await runInProcess(['orders', 'list', '--q', 'clinic', '--page-size', '2'], {
      configDir: creditConfig,
    });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('5+ orders, page 1 of 3+');

    const all = await runInProcess(['orders', 'list', '--q', 'clinic', '--all', '--json'], {
      configDir: creditConfig,
    });
    const listed = JSON.parse(all.stdout) as { orders: Array<{ clientName: string }>; total: number };
    expect(listed.total).toBe(8);
    expect(listed.orders.every((order) => order.clientName.includes('Clinic'))).toBe(true);
  });
});
