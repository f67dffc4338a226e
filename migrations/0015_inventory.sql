CREATE TABLE "stock_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_allocations_quantity_check" CHECK ("stock_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_demands" (
	"order_line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"required" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"delivery_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_demands_reserved_check" CHECK ("stock_demands"."reserved" >= 0 and "stock_demands"."reserved" <= "stock_demands"."required")
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_code" text NOT NULL,
	"description" text NOT NULL,
	"gtin" text,
	"unit" text DEFAULT 'EA' NOT NULL,
	"minimum_level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_minimum_check" CHECK ("stock_items"."minimum_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"bin" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_on_hand_check" CHECK ("stock_lots"."on_hand" >= 0),
	CONSTRAINT "stock_lots_reserved_check" CHECK ("stock_lots"."reserved" >= 0 and "stock_lots"."reserved" <= "stock_lots"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_hand_delta" integer NOT NULL,
	"reserved_delta" integer NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('receipt', 'reservation', 'release', 'shipment', 'adjustment', 'return')),
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."kind" <> 'adjustment' or ("stock_movements"."reason" is not null and length("stock_movements"."reason") >= 3))
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_demands" ADD CONSTRAINT "stock_demands_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_demands" ADD CONSTRAINT "stock_demands_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_item_id_stock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_allocations_line_lot_key" ON "stock_allocations" USING btree ("order_line_id","lot_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_order_idx" ON "stock_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_lot_idx" ON "stock_allocations" USING btree ("lot_id","state");--> statement-breakpoint
CREATE INDEX "stock_demands_order_idx" ON "stock_demands" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_demands_short_idx" ON "stock_demands" USING btree ("item_code","created_at") WHERE "stock_demands"."state" = 'open' and "stock_demands"."reserved" < "stock_demands"."required";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_code_key" ON "stock_items" USING btree ("item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_gtin_key" ON "stock_items" USING btree ("gtin");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lots_item_warehouse_lot_key" ON "stock_lots" USING btree ("item_id","warehouse_id","lot_number");--> statement-breakpoint
CREATE INDEX "stock_lots_item_expiry_idx" ON "stock_lots" USING btree ("item_id","expiry_date","lot_number","id");--> statement-breakpoint
CREATE INDEX "stock_lots_expiry_idx" ON "stock_lots" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "stock_lots_warehouse_idx" ON "stock_lots" USING btree ("warehouse_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "stock_lots_lot_number_idx" ON "stock_lots" USING btree ("lot_number");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_shipment_idx" ON "stock_movements" USING btree ("lot_id","created_at") WHERE "stock_movements"."kind" = 'shipment';--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses" USING btree ("code");