CREATE TABLE "client_credit_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"actor_id" uuid,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_no" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"vat_number" text,
	"cr_number" text,
	"building_number" text,
	"street" text,
	"district" text,
	"city" text,
	"postal_code" text,
	"additional_number" text,
	"region" text,
	"area" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"credit_limit_sar" numeric(14, 2),
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"licence_number" text,
	"licence_expiry" date,
	"receivables_imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_terms_check" CHECK ("clients"."payment_terms_days" >= 0),
	CONSTRAINT "clients_limit_check" CHECK ("clients"."credit_limit_sar" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_sar" numeric(14, 2) NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_sar" > 0)
);
--> statement-breakpoint
CREATE TABLE "receivable_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_sar" numeric(14, 2) NOT NULL,
	"open_sar" numeric(14, 2) NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivable_documents_amounts_check" CHECK ("receivable_documents"."open_sar" >= 0 and "receivable_documents"."open_sar" <= "receivable_documents"."amount_sar")
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "credit_override" text;--> statement-breakpoint
ALTER TABLE "client_credit_history" ADD CONSTRAINT "client_credit_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credit_history" ADD CONSTRAINT "client_credit_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_documents" ADD CONSTRAINT "receivable_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_documents" ADD CONSTRAINT "receivable_documents_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_credit_history_client_idx" ON "client_credit_history" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_account_key" ON "clients" USING btree (lower("account_no"));--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receivable_documents_kind_number_key" ON "receivable_documents" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "receivable_documents_client_due_idx" ON "receivable_documents" USING btree ("client_id","due_date");--> statement-breakpoint
CREATE INDEX "orders_client_key_idx" ON "orders" USING btree (lower(btrim("client_account_no")));--> statement-breakpoint
-- Existing orders' distinct account numbers become clients (DESIGN §11): the name from each
-- account's latest order, no credit limit (not set yet), ACTIVE, terms 30 days.
INSERT INTO "clients" ("account_no", "name")
SELECT DISTINCT ON (lower(btrim("client_account_no"))) btrim("client_account_no"), "client_name"
FROM "orders"
WHERE "client_account_no" IS NOT NULL AND btrim("client_account_no") <> ''
ORDER BY lower(btrim("client_account_no")), "created_at" DESC, "id" DESC;
