CREATE TABLE "media_files" (
	"customer_id" text NOT NULL,
	"image_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_customer_id_image_id_name_pk" PRIMARY KEY("customer_id","image_id","name")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;