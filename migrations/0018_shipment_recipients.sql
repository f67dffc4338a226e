ALTER TABLE "stock_movements" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "client_account_no" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "medical_company" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "delivery_note_no" text;--> statement-breakpoint
-- Shipments already made: their order's client and delivery note as they stand now.
UPDATE "stock_movements" m SET "client_name" = o."client_name", "client_account_no" = o."client_account_no",
  "medical_company" = o."medical_company", "delivery_note_no" = wr."delivery_note_no"
FROM "orders" o LEFT JOIN "warehouse_records" wr ON wr."order_id" = o."id"
WHERE m."kind" = 'shipment' AND o."id" = m."order_id";
