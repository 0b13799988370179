ALTER TABLE "payment_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
-- Attempts paid before completed_at existed: their last change was the capture.
UPDATE "payment_orders" SET "completed_at" = "updated_at" WHERE "status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "orders_customer_cod_collected_idx" ON "orders" USING btree ("customer_id","cod_collected_at") WHERE "orders"."cod_collected_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_pending_created_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payment_orders_cancelled_updated_idx" ON "payment_orders" USING btree ("updated_at") WHERE "payment_orders"."status" = 'CANCELLED';--> statement-breakpoint
CREATE INDEX "payment_orders_customer_completed_idx" ON "payment_orders" USING btree ("customer_id","completed_at") WHERE "payment_orders"."completed_at" is not null;