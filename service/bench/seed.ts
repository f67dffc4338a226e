/**
 * Fills a database with N realistic orders for benchmarks: spread over statuses, the six
 * companies, regions, areas and a year of dates, with two lines each, warehouse records
 * for warehouse statuses, approval history, and the counters the service keeps.
 * Generated inside the database (generate_series), one statement per 100,000 orders with the
 * totals computed as they are inserted.
 */
import { AREAS, MEDICAL_COMPANIES, REGIONS } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { createAccount } from '../src/features/auth/service.js';

export const BENCH_PASSWORD = 'bench-password-1';

/** Status mix, weights summing to 100: most orders are done, every queue has work. */
const STATUS_WEIGHTS: Array<[string, number]> = [
  ['SUBMITTED', 2],
  ['PENDING_CREDIT', 8],
  ['NEEDS_CHANGES', 3],
  ['RESUBMITTED', 2],
  ['REJECTED', 5],
  ['PENDING_HIGHER', 6],
  ['APPEAL_REVIEW', 1],
  ['PENDING_WAREHOUSE', 6],
  ['READY_TO_PRINT', 5],
  ['PRINTED', 4],
  ['ORDER_DISPATCHED', 4],
  ['ORDER_TRANSPORTED', 4],
  ['ORDER_DELIVERED', 50],
];

const CLIENT_PREFIXES = [
  'Al Noor',
  'Al Shifa',
  'Al Hayat',
  'Al Salam',
  'Al Amal',
  'Al Rawdah',
  'Al Zahra',
  'Al Faisal',
  'Al Mouwasat',
  'Al Dawaa',
  'Nahdi',
  'Al Habib',
  'Al Hammadi',
  'Dallah',
  'Sulaiman',
  'Kingdom',
  'Riyadh Care',
  'Jeddah National',
  'Eastern Star',
  'Green Crescent',
  'Al Jazeera',
  'Al Madinah',
  'Al Khaleej',
  'Al Wafa',
  'Al Razi',
  'Ibn Sina',
  'Al Bustan',
  'Al Yamamah',
  'Tabuk Gate',
  'Abha View',
  'Najran Valley',
  'Qassim Palm',
  'Al Ahsa',
  'Taif Rose',
  'Al Balad',
  'Al Olaya',
  'Al Malqa',
  'Al Nakheel',
  'Al Murjan',
  'Al Safa',
];
const CLIENT_KINDS = ['Pharmacy', 'Hospital', 'Medical Center', 'Clinic', 'Polyclinic'];

const literal = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export interface SeedResult {
  companyUsers: Array<{ email: string; companyName: string; id: string }>;
  staff: Record<'CREDIT_TEAM' | 'HIGHER_AUTHORITY' | 'WAREHOUSE_MANAGER', { email: string; id: string }>;
}

async function ensureUser(db: Db, email: string, role: string, companyName: string | null) {
  const found = (
    (await db.execute(sql`select id from users where email = ${email}`)) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows[0];
  if (found) return found.id;
  const row = await createAccount(
    { db },
    { name: email.split('@')[0]!, email, password: BENCH_PASSWORD, role, companyName },
    { activatedAt: new Date(), isSalesRep: false },
  );
  return row.id;
}

export async function seedAccounts(db: Db): Promise<SeedResult> {
  const companyUsers = [];
  for (const [index, companyName] of MEDICAL_COMPANIES.entries()) {
    const email = `company${index + 1}@bench.tawreed`;
    companyUsers.push({
      email,
      companyName,
      id: await ensureUser(db, email, 'MEDICAL_COMPANY', companyName),
    });
  }
  const staff = {
    CREDIT_TEAM: { email: 'credit@bench.tawreed', id: '' },
    HIGHER_AUTHORITY: { email: 'higher@bench.tawreed', id: '' },
    WAREHOUSE_MANAGER: { email: 'warehouse@bench.tawreed', id: '' },
  };
  for (const [role, account] of Object.entries(staff))
    account.id = await ensureUser(db, account.email, role, null);
  return { companyUsers, staff };
}

async function count(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}

export async function orderCount(db: Db) {
  return count(db, 'orders');
}

const SEEDED_TABLES = ['orders', 'order_lines', 'order_history', 'warehouse_records'];

/**
 * Runs `load` with the seeded tables' secondary indexes dropped, and builds them again after
 * it (one sorted build each instead of a million random inserts into each). Primary keys and
 * unique indexes stay.
 */
async function withoutSecondaryIndexes(db: Db, load: () => Promise<void>, log: (line: string) => void) {
  const indexes = (
    (await db.execute(
      sql.raw(`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${SEEDED_TABLES.map((t) => `'${t}'`).join(',')})
        and i.indexdef not like 'CREATE UNIQUE INDEX%'
      order by i.indexname`),
    )) as unknown as { rows: Array<{ name: string; definition: string }> }
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    await load();
  } finally {
    const began = Date.now();
    for (const index of indexes) {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
        await tx.execute(sql.raw(index.definition));
      });
    }
    log(`  ${indexes.length} indexes built again (${Date.now() - began} ms)`);
  }
}

/** Adds orders until the table holds `target`; answers how many were added. */
export async function seedOrders(
  db: Db,
  target: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const accounts = await seedAccounts(db);
  const existing = await orderCount(db);
  if (existing >= target) return 0;
  const owners = literal(accounts.companyUsers.map((u) => u.id));
  const companies = literal(accounts.companyUsers.map((u) => u.companyName));
  const cumulative: string[] = [];
  let acc = 0;
  for (const [status, weight] of STATUS_WEIGHTS) {
    acc += weight;
    cumulative.push(`when r < ${acc / 100} then '${status}'`);
  }
  // Each batch is one statement: the orders with their totals computed as they are inserted
  // (from the same per-line price and quantity the lines get), then, from the rows it returned,
  // their two lines, warehouse records and approval history. No pass over the table afterwards.
  const price = (p: number) => `round((5 + (hashtext(r.external_ref || 'p${p}') & 1023) / 4.0)::numeric, 2)`;
  const qty = (p: number) => `(1 + (hashtext(r.external_ref || 'q${p}') & 63))`;
  const net = (p: number) => `round(round(${price(p)} * 0.9, 2) * ${qty(p)}, 2)`;
  // Every seeded line standard-rated at 15 % (DESIGN §12), rounded as the migration rounds.
  const vat = (p: number) => `round(${net(p)} * 0.15, 2)`;
  const load = async () => {
    const batch = 100_000;
    for (let start = existing; start < target; start += batch) {
      const end = Math.min(start + batch, target);
      const began = Date.now();
      await db.transaction(async (tx) => {
        // Triggers off for the batch (superuser): the foreign keys hold by construction and the
        // search-terms dictionary is filled once at the end, not once per order.
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        await tx.execute(
          sql.raw(`
        with base as (
          select g, 'PO-' || lpad(g::text, 8, '0') as external_ref, random() as r, floor(random() * 6)::int + 1 as c,
            random() as rd, random() as ru
          from generate_series(${start + 1}, ${end}) as g
        ), inserted as (
        insert into orders (id, external_ref, client_name, client_account_no, medical_company, company_id, region, area,
          sales_manager, medical_rep, order_date, status, total_value_sar, vat_sar, payable_sar, line_count, notes, submitted_at, created_at,
          updated_at, version, delivery_status, appeal_status, rejected_by_role)
        select gen_random_uuid(),
          r.external_ref,
          (${literal(CLIENT_PREFIXES)})[1 + (g::bigint * 7919) % ${CLIENT_PREFIXES.length}] || ' ' ||
            (${literal(CLIENT_KINDS)})[1 + (g::bigint * 104729) % ${CLIENT_KINDS.length}] || ' ' || ((g % 97) + 1),
          'ACC-' || lpad(((g::bigint * 31) % 60000)::text, 5, '0'),
          (${companies})[c], (${owners})[c]::uuid,
          (${literal(REGIONS)})[1 + g % ${REGIONS.length}], (${literal(AREAS)})[1 + g % ${AREAS.length}],
          'Manager ' || (g % 40), 'Rep ' || (g % 120),
          (current_date - (rd * 365)::int),
          s.status, ${net(1)} + ${net(2)}, ${vat(1)} + ${vat(2)}, ${net(1)} + ${net(2)} + ${vat(1)} + ${vat(2)}, 2, null,
          now() - (ru * s.age), now() - (ru * s.age), now() - (ru * s.age),
          1,
          case s.status when 'ORDER_DELIVERED' then 'DELIVERED' when 'ORDER_TRANSPORTED' then 'IN_TRANSIT'
            when 'ORDER_DISPATCHED' then 'DISPATCHED' else 'PENDING_DELIVERY' end,
          case s.status when 'APPEAL_REVIEW' then 'PENDING' else null end,
          case when s.status in ('REJECTED', 'APPEAL_REVIEW') then 'CREDIT_TEAM' else null end
        from base as r cross join lateral (select case ${cumulative.join(' ')} else 'ORDER_DELIVERED' end as status) st
        -- Drafts within the last 6 days: housekeeping removes those SUBMITTED for a week, and a
        -- seed it trims on every start would be seeded again on every run.
        cross join lateral (select st.status,
          case st.status when 'SUBMITTED' then interval '6 days' else interval '90 days' end as age) s
        returning id, external_ref, status, updated_at
        ), lines as (
        insert into order_lines (order_id, position, item_code, item_description, public_price, discount, quantity,
          value_unit, net_value, gross_value, bonus, vat_sar)
        select r.id, p.p, 'ITEM-' || lpad(((hashtext(r.external_ref || p.p) & 4095))::text, 4, '0'),
          (${literal(['Amoxicillin 500mg caps x100', 'Paracetamol 1g tabs x20', 'Insulin pen 100IU', 'Nitrile gloves M x100', 'Syringe 5ml x100', 'Surgical mask box x50'])})[1 + (hashtext(r.external_ref) & 1023) % 6],
          case p.p when 1 then ${price(1)} else ${price(2)} end, 10,
          case p.p when 1 then ${qty(1)} else ${qty(2)} end,
          case p.p when 1 then round(${price(1)} * 0.9, 2) else round(${price(2)} * 0.9, 2) end,
          case p.p when 1 then ${net(1)} else ${net(2)} end,
          case p.p when 1 then ${net(1)} else ${net(2)} end, 0,
          case p.p when 1 then ${vat(1)} else ${vat(2)} end
        from inserted r cross join (values (1), (2)) as p(p)
        ), warehouse as (
        insert into warehouse_records (order_id, pick_list_number, delivery_note_no, printed_at, dispatched_at,
          transported_at, expected_delivery_date, actual_delivery_date)
        select id, 'PL-' || left(id::text, 8),
          case when status in ('PRINTED','ORDER_DISPATCHED','ORDER_TRANSPORTED','ORDER_DELIVERED') then 'DN-' || left(id::text, 8) end,
          case when status in ('PRINTED','ORDER_DISPATCHED','ORDER_TRANSPORTED','ORDER_DELIVERED') then updated_at end,
          case when status in ('ORDER_DISPATCHED','ORDER_TRANSPORTED','ORDER_DELIVERED') then updated_at end,
          case when status in ('ORDER_TRANSPORTED','ORDER_DELIVERED') then updated_at end,
          case when status in ('ORDER_TRANSPORTED','ORDER_DELIVERED') then updated_at + interval '2 days' end,
          case when status = 'ORDER_DELIVERED' then updated_at end
        from inserted
        where status in ('READY_TO_PRINT','PRINTED','ORDER_DISPATCHED','ORDER_TRANSPORTED','ORDER_DELIVERED')
        )
        insert into order_history (order_id, action, from_status, to_status, actor_id, actor_role, created_at)
        select id, 'approve', 'PENDING_CREDIT', 'PENDING_HIGHER', '${accounts.staff.CREDIT_TEAM.id}'::uuid, 'CREDIT_TEAM', updated_at
        from inserted
        where status not in ('SUBMITTED','PENDING_CREDIT','NEEDS_CHANGES','RESUBMITTED','REJECTED')
      `),
        );
      });
      log(
        `  orders ${end.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} with lines, warehouse records and history (${Date.now() - began} ms)`,
      );
    }
  };
  // A large load is faster into bare tables; a few orders more are not worth rebuilding for.
  if (target - existing >= 100_000) await withoutSecondaryIndexes(db, load, log);
  else await load();
  log('  search terms and counters...');
  await db.execute(
    sql.raw(`
    insert into order_search_terms (term)
    select client_name from orders union select client_account_no from orders where client_account_no is not null
    on conflict do nothing
  `),
  );
  await db.execute(sql.raw('delete from order_counts'));
  await db.execute(
    sql.raw(`
    insert into order_counts (medical_company, owner_id, status, count)
    select medical_company, company_id, status, count(*) from orders group by 1, 2, 3
  `),
  );
  await db.execute(sql.raw('select order_approval_days_rebuild()'));
  // Index-only scans (counts under date and search filters) need the visibility map.
  await db.execute(sql.raw('vacuum analyze'));
  return target - existing;
}
