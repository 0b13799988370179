ALTER TABLE "orders" ADD COLUMN "quotation_id" uuid;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "status" text DEFAULT 'REQUESTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "unit_price" integer;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "quoted_quantity" integer;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_id_quotation_requests_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD CONSTRAINT "quotation_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_quotation_idx" ON "orders" USING btree ("customer_id","quotation_id") WHERE "orders"."quotation_id" is not null;--> statement-breakpoint
CREATE INDEX "quotation_requests_customer_user_idx" ON "quotation_requests" USING btree ("customer_id","user_id");--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD CONSTRAINT "quotation_requests_quote_check" CHECK ("quotation_requests"."status" <> 'QUOTED' or ("quotation_requests"."unit_price" > 0 and "quotation_requests"."quoted_quantity" > 0 and "quotation_requests"."valid_until" is not null));