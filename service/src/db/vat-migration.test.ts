import { expect, it } from 'vitest';
import { emptyDatabase, MIGRATIONS, migrationsBefore } from '../../test/migrations.js';

it("gives existing orders VAT (DESIGN §12): lines standard-rated at 15 %, rounded half away from zero, the order's VAT their sum", {
  timeout: 180_000,
}, async () => {
  const client = await emptyDatabase();
  try {
    await client.migrate(migrationsBefore('0033_order_vat'));
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name, role, company_name)
       values ('co@example.sa', 'x', 'Co', 'MEDICAL_COMPANY', 'Gulf Medical') returning id`,
    );
    const order = async (total: string, nets: string[]) => {
      const inserted = await client.query<{ id: string }>(
        `insert into orders (client_name, medical_company, company_id, region, area, order_date, status, total_value_sar, line_count)
         values ('Al Noor', 'Gulf Medical', $1, 'Riyadh-Central', 'Riyadh', '2026-01-01', 'PENDING_CREDIT', $2, $3) returning id`,
        [rows[0]!.id, total, nets.length],
      );
      const id = inserted.rows[0]!.id;
      for (const [i, net] of nets.entries()) {
        await client.query(
          `insert into order_lines (order_id, position, item_code, item_description, public_price, quantity, net_value, gross_value)
           values ($1, $2::int, 'X-' || $2::text, 'Item', $3::numeric, 1, $3::numeric, $3::numeric)`,
          [id, i + 1, net],
        );
      }
      return id;
    };
    const mixed = await order('523.13', ['513.00', '10.03', '0.10']);
    const empty = await order('0.00', []);
    await client.migrate(MIGRATIONS);
    const lines = await client.query<Record<string, string>>(
      `select net_value::text as net, vat_category as category, vat_rate_percent::text as rate, vat_sar::text as vat
       from order_lines where order_id = $1 order by position`,
      [mixed],
    );
    expect(lines.rows).toEqual([
      { net: '513.00', category: 'S', rate: '15.00', vat: '76.95' },
      { net: '10.03', category: 'S', rate: '15.00', vat: '1.50' },
      { net: '0.10', category: 'S', rate: '15.00', vat: '0.02' },
    ]);
    const orders = await client.query<Record<string, string>>(
      `select id, total_value_sar::text as total, vat_sar::text as vat, payable_sar::text as payable from orders order by total_value_sar`,
    );
    expect(orders.rows).toEqual([
      { id: empty, total: '0.00', vat: '0.00', payable: '0.00' },
      { id: mixed, total: '523.13', vat: '78.47', payable: '601.60' },
    ]);
  } finally {
    await client.close();
  }
});
