ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
-- Online orders placed before the column: their hold ran from when they were placed.
UPDATE "orders" SET "pay_by" = "created_at" + interval '30 minutes' WHERE "payment_method" = 'ONLINE';
