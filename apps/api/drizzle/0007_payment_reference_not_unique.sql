DROP INDEX "payment_orders_gateway_reference_idx";--> statement-breakpoint
CREATE INDEX "payment_orders_gateway_reference_idx" ON "payment_orders" USING btree ("gateway","gateway_reference");