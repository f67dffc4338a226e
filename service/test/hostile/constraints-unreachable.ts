/**
 * The constraints of the schema no request can cause, each with the reason (constraints.test.ts
 * checks every constraint is either here or provoked in constraints-provoked.ts).
 */
const KEY_MADE_BY_DATABASE =
  'its key is made by the database (gen_random_uuid() or a sequence), never by a request';
const SECRET_MADE_BY_SERVICE =
  'its value is a random secret or name the service makes (32 random bytes), never a request';
const UPSERTED =
  'written only with INSERT ... ON CONFLICT (an upsert or a trigger keeping a counter), so a duplicate updates or is skipped';
const CALLER_OR_SERVICE_ROW =
  'it points at a row the service chose (the signed-in caller, or a parent it just read in the same transaction); no route deletes accounts, items, warehouses or lots';
const LOCKED_ORDER =
  'a child of an order is written in the transaction that first updates the order row (its version); DELETE /api/orders/{id} takes that row lock, so the writer finds the order gone (404) or moved (412), never a missing parent';
const WEBHOOK_CHAIN =
  'webhook events, deliveries and attempts are written by the deliverer for subscriptions it has just read; deleting a subscription cascades to them';

/** Constraints no request can cause, and why. */
export const UNREACHABLE: Record<string, string> = {
  api_tokens_pkey: KEY_MADE_BY_DATABASE,
  appeals_pkey: KEY_MADE_BY_DATABASE,
  files_pkey: KEY_MADE_BY_DATABASE,
  notifications_pkey: KEY_MADE_BY_DATABASE,
  order_history_pkey: KEY_MADE_BY_DATABASE,
  order_lines_pkey: KEY_MADE_BY_DATABASE,
  orders_pkey: KEY_MADE_BY_DATABASE,
  rejections_pkey: KEY_MADE_BY_DATABASE,
  temp_files_pkey: KEY_MADE_BY_DATABASE,
  users_pkey: KEY_MADE_BY_DATABASE,
  webhook_attempts_pkey: KEY_MADE_BY_DATABASE,
  webhook_deliveries_pkey: KEY_MADE_BY_DATABASE,
  webhook_events_pkey: KEY_MADE_BY_DATABASE,
  webhook_subscriptions_pkey: KEY_MADE_BY_DATABASE,
  stock_allocations_pkey: KEY_MADE_BY_DATABASE,
  stock_items_pkey: KEY_MADE_BY_DATABASE,
  stock_lots_pkey: KEY_MADE_BY_DATABASE,
  stock_movements_pkey: KEY_MADE_BY_DATABASE,
  warehouses_pkey: KEY_MADE_BY_DATABASE,
  sessions_pkey: SECRET_MADE_BY_SERVICE,
  second_factors_pkey: KEY_MADE_BY_DATABASE,
  passkeys_pkey: KEY_MADE_BY_DATABASE,
  webauthn_challenges_pkey: KEY_MADE_BY_DATABASE,
  audit_entries_pkey: KEY_MADE_BY_DATABASE,
  audit_entries_id_key: KEY_MADE_BY_DATABASE,
  audit_entries_link_key:
    'links are given by the one chainer, under an advisory lock, from the head it has just read; no request writes them',
  audit_chain_head_pkey:
    'the chain head is one row (id 1), written only by the chainer under its advisory lock',
  passkeys_credential_key:
    'a passkey is inserted with ON CONFLICT DO NOTHING: a credential registered already (to anyone) answers 409 CONFLICT before the key is hit',
  passkeys_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  webauthn_challenges_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  recovery_codes_pkey: KEY_MADE_BY_DATABASE,
  second_factors_user_kind_key: UPSERTED,
  second_factors_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  recovery_codes_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  sessions_id_key: SECRET_MADE_BY_SERVICE,
  api_tokens_hash_key: SECRET_MADE_BY_SERVICE,
  files_stored_name_key: SECRET_MADE_BY_SERVICE,
  files_storage_key_key:
    'the object key is files/<the row id>, made by the service from the key the database made for the row',
  file_store_state_pkey: UPSERTED,
  clients_pkey: KEY_MADE_BY_DATABASE,
  client_credit_history_pkey: KEY_MADE_BY_DATABASE,
  payments_pkey: KEY_MADE_BY_DATABASE,
  receivable_documents_pkey: KEY_MADE_BY_DATABASE,
  price_lists_pkey: KEY_MADE_BY_DATABASE,
  credit_mark_queue_pkey: KEY_MADE_BY_DATABASE,
  price_list_items_pkey: UPSERTED,
  price_lists_default_key:
    'a list becomes the default only in a transaction holding the default-list advisory lock, which first clears the old default',
  price_list_items_price_list_id_price_lists_id_fk: CALLER_OR_SERVICE_ROW,
  receivable_documents_kind_number_key: UPSERTED,
  client_credit_history_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  client_credit_history_client_id_clients_id_fk: CALLER_OR_SERVICE_ROW,
  payments_client_id_clients_id_fk: CALLER_OR_SERVICE_ROW,
  payments_recorded_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  receivable_documents_client_id_clients_id_fk: CALLER_OR_SERVICE_ROW,
  receivable_documents_imported_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  webhook_events_msg_key: SECRET_MADE_BY_SERVICE,
  order_counts_medical_company_owner_id_status_stripe_pk: UPSERTED,
  account_open_orders_pkey: UPSERTED,
  client_aging_pkey: UPSERTED,
  client_aging_client_id_clients_id_fk:
    'written only by triggers and the aging refresh for clients that exist (the refresh reads them in its statement); no route deletes clients, and deleting one would cascade',
  approval_day_counts_day_medical_company_stages_stripe_pk: UPSERTED,
  order_approval_days_day_order_id_pk: UPSERTED,
  order_search_terms_pkey: UPSERTED,
  rate_limits_pkey: UPSERTED,
  presence_instance_id_user_id_pk: UPSERTED,
  stock_alerts_pkey: UPSERTED,
  stock_levels_item_warehouse_key: UPSERTED,
  stock_demands_pkey: UPSERTED,
  stock_allocations_line_lot_key: UPSERTED,
  warehouse_records_pkey: UPSERTED,
  api_tokens_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  appeals_decided_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  appeals_submitted_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  files_uploaded_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  idempotency_keys_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  notifications_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  order_history_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  orders_company_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  rejections_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  sessions_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  temp_files_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  presence_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  stock_movements_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  stock_movements_lot_id_stock_lots_id_fk: CALLER_OR_SERVICE_ROW,
  stock_allocations_lot_id_stock_lots_id_fk: CALLER_OR_SERVICE_ROW,
  stock_levels_item_id_stock_items_id_fk: CALLER_OR_SERVICE_ROW,
  stock_levels_warehouse_id_warehouses_id_fk: CALLER_OR_SERVICE_ROW,
  webhook_subscriptions_owner_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  appeals_order_id_orders_id_fk: LOCKED_ORDER,
  files_appeal_id_appeals_id_fk: LOCKED_ORDER,
  files_order_id_orders_id_fk: LOCKED_ORDER,
  notifications_order_id_orders_id_fk: LOCKED_ORDER,
  order_approval_days_order_id_orders_id_fk: LOCKED_ORDER,
  order_history_order_id_orders_id_fk: LOCKED_ORDER,
  order_lines_order_id_orders_id_fk: LOCKED_ORDER,
  rejections_order_id_orders_id_fk: LOCKED_ORDER,
  warehouse_records_order_id_orders_id_fk: LOCKED_ORDER,
  stock_allocations_order_id_orders_id_fk: LOCKED_ORDER,
  stock_allocations_order_line_id_order_lines_id_fk: LOCKED_ORDER,
  stock_demands_order_id_orders_id_fk: LOCKED_ORDER,
  stock_demands_order_line_id_order_lines_id_fk: LOCKED_ORDER,
  webhook_attempts_delivery_id_webhook_deliveries_id_fk: WEBHOOK_CHAIN,
  webhook_attempts_subscription_id_webhook_subscriptions_id_fk: WEBHOOK_CHAIN,
  webhook_deliveries_event_id_webhook_events_id_fk: WEBHOOK_CHAIN,
  webhook_deliveries_subscription_id_webhook_subscriptions_id_fk: WEBHOOK_CHAIN,
  webhook_events_subscription_id_webhook_subscriptions_id_fk: WEBHOOK_CHAIN,
};
