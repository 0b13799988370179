ALTER TABLE "products" ALTER COLUMN "product_type" SET DEFAULT 'SIMPLE';--> statement-breakpoint
-- SPEC §1's values (decision 0024): the products written before them.
UPDATE "products" SET "product_type" = upper("product_type") WHERE "product_type" <> upper("product_type");
