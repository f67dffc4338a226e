import { expect, it } from 'vitest';
import { emptyDatabase, MIGRATIONS, migrationsBefore, scratchDir } from '../../test/migration-db.js';

const dir = scratchDir('clients-migration-');
/** The migrations folder as it was before the client master. */
const migrationsBeforeClients = () => migrationsBefore(dir, '0023_clients_credit');

it("turns existing orders' distinct account numbers into clients, named from their latest order, limit not set", {
  timeout: 180_000,
}, async () => {
  const client = await emptyDatabase();
  try {
    await client.migrate(migrationsBeforeClients());
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name, role, company_name)
       values ('co@example.sa', 'x', 'Co', 'MEDICAL_COMPANY', 'Gulf Medical') returning id`,
    );
    const company = rows[0]!.id;
    const order = (account: string | null, name: string, createdAt: string) =>
      client.query(
        `insert into orders (client_name, client_account_no, medical_company, company_id, region, area, order_date, status, created_at)
         values ($1, $2, 'Gulf Medical', $3, 'Riyadh-Central', 'Riyadh', '2026-01-01', 'SUBMITTED', $4)`,
        [name, account, company, createdAt],
      );
    await order('ACC-1', 'Old Name Hospital', '2026-01-01T08:00:00Z');
    await order('acc-1 ', 'Al Noor Hospital', '2026-03-01T08:00:00Z');
    await order('ACC-2', 'Riyadh Clinic', '2026-02-01T08:00:00Z');
    await order(null, 'Walk-in Pharmacy', '2026-02-01T08:00:00Z');
    await order('  ', 'Blank Account', '2026-02-01T08:00:00Z');
    await client.migrate(MIGRATIONS);
    const clients = await client.query<Record<string, unknown>>(
      `select account_no, name, credit_limit_sar, status, payment_terms_days from clients order by lower(account_no)`,
    );
    expect(clients.rows).toEqual([
      {
        account_no: 'acc-1',
        name: 'Al Noor Hospital',
        credit_limit_sar: null,
        status: 'ACTIVE',
        payment_terms_days: 30,
      },
      {
        account_no: 'ACC-2',
        name: 'Riyadh Clinic',
        credit_limit_sar: null,
        status: 'ACTIVE',
        payment_terms_days: 30,
      },
    ]);
    // The account number is unique case-insensitively.
    await expect(
      client.query(`insert into clients (account_no, name) values ('Acc-2', 'Twin')`),
    ).rejects.toThrow(/clients_account_key/);
  } finally {
    await client.close();
  }
});
