/**
 * What a client's credit answer reads (its documents, its payments, its account's approved and
 * undelivered orders) in one statement: the order review runs on every click in the Sales &
 * Collection queue, and each statement is a round trip. Decides nothing (domain's creditSummary
 * does); amounts come back as exact decimal text.
 */
import {
  OPEN_ORDER_STATUSES,
  type OrderStatus,
  type PaymentSource,
  type ReceivableKind,
} from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

export interface CreditRows {
  documents: Array<{
    kind: ReceivableKind;
    number: string;
    date: string;
    dueDate: string;
    amountSar: string;
    openSar: string;
  }>;
  payments: Array<{ id: string; date: string; amountSar: string; recordedAt: Date; source: PaymentSource }>;
  orders: Array<{ id: string; status: OrderStatus; totalValueSar: string; payableSar: string }>;
}

interface Raw {
  documents: CreditRows['documents'] | null;
  payments: Array<Omit<CreditRows['payments'][number], 'recordedAt'> & { recordedAt: string }> | null;
  orders: CreditRows['orders'] | null;
}

/** The client's documents (oldest due first), payments and its account's open orders (OPEN_ORDER_STATUSES, not withdrawn). */
export async function creditRows(db: DbOrTx, client: { id: string; accountNo: string }): Promise<CreditRows> {
  const [row] = await queryRows<Raw>(
    db,
    sql`select
      (select json_agg(json_build_object('kind', d.kind, 'number', d.number, 'date', d.date::text,
          'dueDate', d.due_date::text, 'amountSar', d.amount_sar::text, 'openSar', d.open_sar::text)
          order by d.due_date, d.date, d.number)
        from receivable_documents d where d.client_id = ${client.id}::uuid) as documents,
      (select json_agg(json_build_object('id', p.id, 'date', p.date::text, 'amountSar', p.amount_sar::text,
          'recordedAt', floor(extract(epoch from p.recorded_at) * 1000)::bigint::text, 'source', p.source))
        from payments p where p.client_id = ${client.id}::uuid) as payments,
      (select json_agg(json_build_object('id', o.id, 'status', o.status,
          'totalValueSar', o.total_value_sar::text, 'payableSar', o.payable_sar::text))
        from orders o where lower(btrim(o.client_account_no)) = lower(btrim(${client.accountNo}))
          and o.status = any(${sql.param([...OPEN_ORDER_STATUSES])}::text[]) and o.withdrawn_at is null) as orders`,
  );
  return {
    documents: row?.documents ?? [],
    payments: (row?.payments ?? []).map((p) => ({ ...p, recordedAt: new Date(Number(p.recordedAt)) })),
    orders: row?.orders ?? [],
  };
}
