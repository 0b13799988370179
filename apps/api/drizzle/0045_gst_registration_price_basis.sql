ALTER TABLE "orders" ADD COLUMN "gst_registered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "price_basis" text;
--> statement-breakpoint
-- Quotations answered before: priced as the shop's prices were (GST included or on top); none in a shop without a GSTIN.
UPDATE "quotation_requests" AS q SET "price_basis" = CASE WHEN c."prices_include_tax" THEN 'INCLUSIVE' ELSE 'PLUS_GST' END FROM "customers" AS c WHERE c."id" = q."customer_id" AND q."status" = 'QUOTED' AND c."gstn" <> '';
