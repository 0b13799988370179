CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"event" text NOT NULL,
	"audience" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim" uuid,
	"last_error" text,
	"provider_ref" text,
	"sent_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"sms_templates" jsonb NOT NULL,
	"whatsapp_templates" jsonb NOT NULL,
	"owner_mobile" text,
	"owner_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "notification_outbox_customer_created_idx" ON "notification_outbox" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_customer_order_idx" ON "notification_outbox" USING btree ("customer_id",("payload"->>'orderId'));