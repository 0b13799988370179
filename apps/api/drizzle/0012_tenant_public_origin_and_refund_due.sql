ALTER TABLE "customers" ADD COLUMN "public_origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo shops seeded before tenants had a public origin.
UPDATE "customers" SET "public_origin" = 'http://localhost:3000' WHERE "id" = 'kesar-home' AND "public_origin" IS NULL;--> statement-breakpoint
UPDATE "customers" SET "public_origin" = 'http://briefcase.localhost:3000' WHERE "id" = 'veerya-flowtech' AND "public_origin" IS NULL;
