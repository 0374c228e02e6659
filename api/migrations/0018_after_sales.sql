CREATE TABLE "after_sales_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" integer GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_requests_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"account_id" uuid,
	"full_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_requests_kind_known" CHECK ("after_sales_requests"."kind" in ('contact', 'sample'))
);
--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_requests_serial" ON "after_sales_requests" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "after_sales_requests_kind" ON "after_sales_requests" USING btree ("kind","brand","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_requests_account" ON "after_sales_requests" USING btree ("account_id","created_at");