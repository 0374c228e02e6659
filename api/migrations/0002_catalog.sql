-- Trigram matching for search (typos, partial words); a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"sku_number" text NOT NULL,
	"count" integer NOT NULL,
	"customizable_type" integer DEFAULT 0 NOT NULL,
	"add_type" integer DEFAULT 1 NOT NULL,
	"ai_source" text,
	"consumer_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_kits" (
	"kit_sku" text NOT NULL,
	"component_sku" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_kits_kit_sku_component_sku_pk" PRIMARY KEY("kit_sku","component_sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku_number" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	"portfolio" text NOT NULL,
	"space" text NOT NULL,
	"category" text NOT NULL,
	"shape" text NOT NULL,
	"materials" text NOT NULL,
	"finish" text NOT NULL,
	"finish_color" text NOT NULL,
	"description" text NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer NOT NULL,
	"length" integer NOT NULL,
	"height" integer NOT NULL,
	"msrp_cents" integer NOT NULL,
	"designer_cents" integer NOT NULL,
	"promotional_cents" integer,
	"consumer_cents" integer NOT NULL,
	"price_label" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"future_stock" integer DEFAULT 0 NOT NULL,
	"backorder_quantity" integer DEFAULT 0 NOT NULL,
	"expected_delivery" timestamp with time zone,
	"customizable_type" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 3 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_number_products_sku_number_fk" FOREIGN KEY ("sku_number") REFERENCES "public"."products"("sku_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_kits" ADD CONSTRAINT "product_kits_kit_sku_products_sku_number_fk" FOREIGN KEY ("kit_sku") REFERENCES "public"."products"("sku_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_kits" ADD CONSTRAINT "product_kits_component_sku_products_sku_number_fk" FOREIGN KEY ("component_sku") REFERENCES "public"."products"("sku_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_account_sku" ON "cart_lines" USING btree ("account_id","sku_number","customizable_type");--> statement-breakpoint
CREATE INDEX "cart_lines_account" ON "cart_lines" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "product_kits_component" ON "product_kits" USING btree ("component_sku");--> statement-breakpoint
CREATE INDEX "products_brand_rank" ON "products" USING btree ("brand_id","rank","sku_number");--> statement-breakpoint
CREATE INDEX "products_space" ON "products" USING btree ("space");--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_consumer" ON "products" USING btree ("consumer_cents");--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);