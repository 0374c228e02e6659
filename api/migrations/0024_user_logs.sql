CREATE TABLE "user_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"guest_id" text NOT NULL,
	"account_id" uuid,
	"page" text NOT NULL,
	"last_page" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_logs" ADD CONSTRAINT "user_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_logs_created" ON "user_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_logs_account" ON "user_logs" USING btree ("account_id");