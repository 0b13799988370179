CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_refund_id" text,
	"gateway_code" text,
	"reason" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_idx" ON "payment_refunds" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_customer_order_idx" ON "payment_refunds" USING btree ("customer_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_customer_processed_idx" ON "payment_refunds" USING btree ("customer_id","processed_at");