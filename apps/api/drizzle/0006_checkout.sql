CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"address_index" integer NOT NULL,
	"address_type" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"house" text NOT NULL,
	"building" text NOT NULL,
	"society" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"pin_code" text NOT NULL,
	"gps" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"product_name" text NOT NULL,
	"product_sku" text NOT NULL,
	"variant_name" text,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text,
	"place_of_service" text,
	"ship_to" jsonb,
	"bill_to" jsonb NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"delivery" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"gateway_type" text NOT NULL,
	"merchant_id" text NOT NULL,
	"key_id" text,
	"secret" text NOT NULL,
	"key_index" integer DEFAULT 1 NOT NULL,
	"webhook_secret" text,
	"service_url" text,
	CONSTRAINT "payment_credentials_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"payment_url" text,
	"gateway_reference" text,
	"gateway_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "delivery_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "free_delivery_above" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "dispatch_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "store_pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credentials" ADD CONSTRAINT "payment_credentials_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_customer_user_index_idx" ON "addresses" USING btree ("customer_id","user_id","address_index");--> statement-breakpoint
CREATE INDEX "order_items_customer_order_idx" ON "order_items" USING btree ("customer_id","order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_customer_order_idx" ON "order_status_history" USING btree ("customer_id","order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_number_idx" ON "orders" USING btree ("customer_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_user_created_idx" ON "orders" USING btree ("customer_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_order_idx" ON "payment_orders" USING btree ("customer_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_reference_idx" ON "payment_orders" USING btree ("gateway","gateway_reference");