CREATE TABLE "customer_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"registered_email" text NOT NULL,
	"is_engineering_type" boolean DEFAULT false NOT NULL,
	"gstn" text NOT NULL,
	"upi_id" text,
	"qr_code" text,
	"website" text NOT NULL,
	"mobile" text NOT NULL,
	"whatsapp" text NOT NULL,
	"help_line" text NOT NULL,
	"registered_address" text NOT NULL,
	"registered_state" text NOT NULL,
	"brand_details" jsonb NOT NULL,
	"app_details" jsonb NOT NULL,
	"certificates" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"ui_features" jsonb NOT NULL,
	"contacts" jsonb NOT NULL,
	"home_carousel" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_us" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"customer_id" text NOT NULL,
	"key" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"user_name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_hosts" ADD CONSTRAINT "customer_hosts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_us" ADD CONSTRAINT "about_us_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_hosts_customer_idx" ON "customer_hosts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "testimonials_customer_position_idx" ON "testimonials" USING btree ("customer_id","position");