ALTER TABLE "payment_orders" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
CREATE INDEX "payment_orders_gateway_order_idx" ON "payment_orders" USING btree ("customer_id","gateway_order_id");--> statement-breakpoint
-- A pending Razorpay attempt kept its Razorpay order in gateway_reference until a result replaced it.
UPDATE "payment_orders" SET "gateway_order_id" = "gateway_reference" WHERE "gateway" = 'RAZORPAY' AND "gateway_reference" LIKE 'order\_%';
