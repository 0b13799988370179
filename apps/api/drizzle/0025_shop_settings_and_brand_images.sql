CREATE TABLE "brand_images" (
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_images_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "cod_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "minimum_order" integer;--> statement-breakpoint
ALTER TABLE "brand_images" ADD CONSTRAINT "brand_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;