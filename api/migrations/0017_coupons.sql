CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"seq" integer NOT NULL,
	"account_seq" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"brand" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"per_account_limit" integer DEFAULT 1 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK (("coupons"."kind" = 'percent' and "coupons"."value" between 1 and 100) or ("coupons"."kind" = 'amount' and "coupons"."value" > 0)),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."times_used" >= 0 and ("coupons"."usage_limit" is null or "coupons"."times_used" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_per_account" CHECK ("coupons"."per_account_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sku_number" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" text NOT NULL,
	"customizable_type" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"from_stock" integer NOT NULL,
	"from_backorder" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"line_cents" integer NOT NULL,
	"shipping_status" text DEFAULT 'preparing' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"owner_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"customer_id" uuid,
	"channel" text NOT NULL,
	"brand" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"checkout_key" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"due_now_cents" integer NOT NULL,
	"card_fee_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer NOT NULL,
	"payment" jsonb NOT NULL,
	"tracking_supplier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_charge_id" text,
	"failure" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"operation_id" text NOT NULL,
	"token" text NOT NULL,
	"charge_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_number_products_sku_number_fk" FOREIGN KEY ("sku_number") REFERENCES "public"."products"("sku_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_seq" ON "coupon_redemptions" USING btree ("coupon_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_account_seq" ON "coupon_redemptions" USING btree ("coupon_id","account_id","account_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_serial" ON "orders" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout" ON "orders" USING btree ("account_id","checkout_key");--> statement-breakpoint
CREATE INDEX "orders_owner_placed" ON "orders" USING btree ("owner_id","state","placed_at");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","state");--> statement-breakpoint
CREATE INDEX "orders_pending" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_idempotency" ON "payment_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_charges_order" ON "payment_charges" USING btree ("order_id");