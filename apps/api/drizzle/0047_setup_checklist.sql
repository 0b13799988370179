ALTER TABLE "customers" ADD COLUMN "payments_set_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
-- Shops that already sell have chosen how they are paid and have shared their link: only shops made from now on start the checklist with these open.
UPDATE "customers" SET "payments_set_up_at" = "created_at", "shared_at" = "created_at";
