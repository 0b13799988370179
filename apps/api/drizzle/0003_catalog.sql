CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "catalog_words" (
	"customer_id" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "catalog_words_customer_id_word_pk" PRIMARY KEY("customer_id","word")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reviewed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_section_items" (
	"customer_id" text NOT NULL,
	"section_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_section_items_section_id_product_id_pk" PRIMARY KEY("section_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"sell_price" integer NOT NULL,
	"special_price" integer,
	"metrics" text DEFAULT 'piece' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"variations" jsonb NOT NULL,
	"available_stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"category_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"header" text DEFAULT '' NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'simple' NOT NULL,
	"sell_price" integer NOT NULL,
	"special_price" integer,
	"effective_price" integer GENERATED ALWAYS AS (least(sell_price, coalesce(special_price, sell_price))) STORED NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"metrics" text DEFAULT 'piece' NOT NULL,
	"available_stock" integer DEFAULT 0 NOT NULL,
	"low_stock" integer DEFAULT 5 NOT NULL,
	"max_quantity" integer DEFAULT 10 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_recent" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"place_of_service" text,
	"cancellable" boolean DEFAULT true NOT NULL,
	"returnable" boolean DEFAULT true NOT NULL,
	"seller_pickup_return" boolean DEFAULT false NOT NULL,
	"available_on_cod" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', brand_name), 'B') || setweight(to_tsvector('english', header || ' ' || sku), 'C') || setweight(to_tsvector('english', description), 'D')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_words" ADD CONSTRAINT "catalog_words_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_section_items" ADD CONSTRAINT "product_section_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_section_items" ADD CONSTRAINT "product_section_items_section_id_product_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."product_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_section_items" ADD CONSTRAINT "product_section_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sections" ADD CONSTRAINT "product_sections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_reviews_customer_product_idx" ON "product_reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "product_sections_customer_idx" ON "product_sections" USING btree ("customer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_customer_sku_idx" ON "product_variants" USING btree ("customer_id","sku");--> statement-breakpoint
CREATE INDEX "product_variants_customer_product_idx" ON "product_variants" USING btree ("customer_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_customer_sku_idx" ON "products" USING btree ("customer_id","sku");--> statement-breakpoint
CREATE INDEX "products_customer_category_price_idx" ON "products" USING btree ("customer_id","category_id","effective_price");--> statement-breakpoint
CREATE INDEX "products_customer_created_idx" ON "products" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");