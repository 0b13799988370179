CREATE TABLE "delivery_area_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_pincodes" (
	"customer_id" text NOT NULL,
	"pincode" text NOT NULL,
	"cod" boolean NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "delivery_pincodes_customer_id_pincode_pk" PRIMARY KEY("customer_id","pincode")
);
--> statement-breakpoint
ALTER TABLE "delivery_area_settings" ADD CONSTRAINT "delivery_area_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_pincodes" ADD CONSTRAINT "delivery_pincodes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;