CREATE TABLE "price_list_items" (
	"price_list_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"price_sar" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_items_pkey" PRIMARY KEY("price_list_id","item_code"),
	CONSTRAINT "price_list_items_price_check" CHECK ("price_list_items"."price_sar" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_validity_check" CHECK ("price_lists"."valid_from" IS NULL OR "price_lists"."valid_to" IS NULL OR "price_lists"."valid_from" <= "price_lists"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "vat_category" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_key" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_default_key" ON "price_lists" USING btree ("is_default") WHERE "price_lists"."is_default";--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_vat_category_check" CHECK ("stock_items"."vat_category" IN ('S', 'Z'));