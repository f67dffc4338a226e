-- Payments from the ERP's payments file (DESIGN §11): where each payment came from, so an
-- imported one counts only when dated after the client's last receivables snapshot.
ALTER TABLE "payments" ADD COLUMN "source" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
-- A medical company's client picker reads the clients its own company's orders named: one
-- index range per company (PostgreSQL plan: Index Cond on both columns instead of a filter on
-- every order of each client).
CREATE INDEX "orders_company_client_key_idx" ON "orders" USING btree ("medical_company",lower(btrim("client_account_no")));
