ALTER TABLE "payment_credentials" ADD COLUMN "webhook_username" text;--> statement-breakpoint
ALTER TABLE "payment_credentials" ADD COLUMN "protocol" text DEFAULT 'v1' NOT NULL;