import { expect, it } from 'vitest';
import { emptyDatabase, MIGRATIONS, migrationsBefore } from '../../test/migrations.js';

it('gives existing file entries their file as data, read once from the comment the service used to write', {
  timeout: 180_000,
}, async () => {
  const client = await emptyDatabase();
  try {
    await client.migrate(migrationsBefore('0030_history_file'));
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name, role, company_name)
       values ('co@example.sa', 'x', 'Co', 'MEDICAL_COMPANY', 'Gulf Medical') returning id`,
    );
    const orders = await client.query<{ id: string }>(
      `insert into orders (client_name, medical_company, company_id, region, area, order_date, status)
       values ('Al Noor Hospital', 'Gulf Medical', $1, 'Riyadh-Central', 'Riyadh', '2026-01-01', 'SUBMITTED') returning id`,
      [rows[0]!.id],
    );
    const entry = (action: string, comment: string | null) =>
      client.query(`insert into order_history (order_id, action, comment) values ($1, $2, $3)`, [
        orders.rows[0]!.id,
        action,
        comment,
      ]);
    await entry('attachment-added', 'order_form: نموذج: طلب.xlsx');
    await entry('lines-imported', '12 lines from sheet 1.xlsx');
    await entry('approve', 'order_form: looks fine');
    await entry('lines-imported', null);
    await client.migrate(MIGRATIONS);
    const history = await client.query<{ action: string; file: unknown }>(
      `select action, file from order_history order by seq`,
    );
    expect(history.rows).toEqual([
      { action: 'attachment-added', file: { attachmentType: 'order_form', name: 'نموذج: طلب.xlsx' } },
      { action: 'lines-imported', file: { lineCount: 12, name: 'sheet 1.xlsx' } },
      { action: 'approve', file: null },
      { action: 'lines-imported', file: null },
    ]);
  } finally {
    await client.close();
  }
});
