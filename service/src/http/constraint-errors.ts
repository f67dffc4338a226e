/**
 * Unique and foreign-key violations as answers (issue 27): a violation is never a 500. A unique
 * violation answers 409 CONFLICT and a foreign-key violation 422 VALIDATION_FAILED, each with a
 * catalog message naming the field ("GTIN is already used by another record") and the field's
 * path in `details.issues`. The services check what they can before writing (with their own
 * messages); this is the backstop for what no check can see: two requests racing for the same
 * value, a parent deleted while a child is written.
 *
 * Every unique and foreign-key constraint of the schema is accounted for in
 * service/test/hostile/constraints.test.ts, which reads them from the database at test time:
 * a constraint the service can be made to hit through HTTP has an entry here (its field), one
 * it cannot is listed there with the reason.
 */
import { type Message, msg } from '@tawreed/domain';

/** The request field a constraint guards and the label naming it in messages (a catalog message). */
export interface ConstraintField {
  path: string;
  label: Message;
}

export const CONSTRAINT_FIELDS: Readonly<Record<string, ConstraintField>> = {
  // Unique.
  users_email_key: { path: 'email', label: msg('labelEmail') },
  warehouses_code_key: { path: 'code', label: msg('labelWarehouseCode') },
  stock_items_code_key: { path: 'itemCode', label: msg('labelItemCode') },
  stock_items_gtin_key: { path: 'gtin', label: msg('labelGtin') },
  stock_lots_item_warehouse_lot_key: { path: 'lotNumber', label: msg('labelLotNumber') },
  idempotency_keys_user_id_key_pk: { path: 'Idempotency-Key', label: msg('labelIdempotencyKey') },
  clients_account_key: { path: 'accountNo', label: msg('labelAccountNo') },
  price_lists_name_key: { path: 'name', label: msg('labelName') },
  // Foreign keys a request names (a warehouse, an item, an order, a price list).
  stock_lots_warehouse_id_warehouses_id_fk: { path: 'warehouseId', label: msg('labelWarehouse') },
  stock_lots_item_id_stock_items_id_fk: { path: 'itemCode', label: msg('labelItemCode') },
  stock_movements_order_id_orders_id_fk: { path: 'orderId', label: msg('whatOrder') },
  clients_price_list_id_price_lists_id_fk: { path: 'priceListId', label: msg('whatPriceList') },
  // Children written to an order that a concurrent DELETE /api/orders/{id} removed.
  order_lines_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  order_history_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  files_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  warehouse_records_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  notifications_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  order_approval_days_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  stock_demands_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
  stock_allocations_order_id_orders_id_fk: { path: 'id', label: msg('whatOrder') },
};

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE and constraint of a database error (pg or PGlite, possibly wrapped by drizzle). */
function constraintOf(err: unknown): { sqlState: string; constraint: string | null } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const sqlState = (e as { code?: unknown }).code;
    if (sqlState === UNIQUE_VIOLATION || sqlState === FOREIGN_KEY_VIOLATION) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { sqlState, constraint: typeof constraint === 'string' ? constraint : null };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The answer for a unique or foreign-key violation (and the constraint's name, for the log
 * only), or null when `err` is not one. An unknown constraint still answers 409/422, naming
 * "A value": the answer never carries the constraint, the SQL or the values.
 */
export function constraintViolation(err: unknown): {
  code: 'CONFLICT' | 'VALIDATION_FAILED';
  message: Message;
  details: { issues: Array<{ path: string; message: Message }> };
  constraint: string | null;
} | null {
  const found = constraintOf(err);
  if (!found) return null;
  const field = (found.constraint && CONSTRAINT_FIELDS[found.constraint]) || {
    path: '',
    label: msg('labelRecord'),
  };
  const unique = found.sqlState === UNIQUE_VIOLATION;
  const message = msg(unique ? 'valueTaken' : 'referenceMissing', { label: field.label });
  // errors.ts makes the AppError (constraintError): this file stays below it, without a circle.
  return {
    code: unique ? 'CONFLICT' : 'VALIDATION_FAILED',
    message,
    details: { issues: [{ path: field.path, message }] },
    constraint: found.constraint,
  };
}
