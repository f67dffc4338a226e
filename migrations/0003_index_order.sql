DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "orders_updated_idx";--> statement-breakpoint
DROP INDEX "orders_status_updated_idx";--> statement-breakpoint
DROP INDEX "orders_company_updated_idx";--> statement-breakpoint
DROP INDEX "orders_company_status_updated_idx";--> statement-breakpoint
DROP INDEX "orders_owner_updated_idx";--> statement-breakpoint
DROP INDEX "orders_delivery_status_updated_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_updated_idx" ON "orders" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_updated_idx" ON "orders" USING btree ("medical_company","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_status_updated_idx" ON "orders" USING btree ("medical_company","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_owner_updated_idx" ON "orders" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_delivery_status_updated_idx" ON "orders" USING btree ("delivery_status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);