CREATE TABLE "account_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"reseller_number" text DEFAULT '' NOT NULL,
	"state_of_registration" text DEFAULT '' NOT NULL,
	"sales_tax_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"street_address" text NOT NULL,
	"apartment" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"postal" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "about_me" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tier" text DEFAULT 'Bronze' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "price_label" text DEFAULT 'Retail 50' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_certificates" ADD CONSTRAINT "account_certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_certificates" ADD CONSTRAINT "account_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_addresses" ADD CONSTRAINT "bill_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_certificates_file" ON "account_certificates" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "account_certificates_account" ON "account_certificates" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_addresses_account" ON "bill_addresses" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_addresses_one_default" ON "bill_addresses" USING btree ("account_id") WHERE "bill_addresses"."is_default";