CREATE TABLE "sign_in_clients" (
	"account_id" uuid NOT NULL,
	"client" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_clients_account_id_client_pk" PRIMARY KEY("account_id","client")
);
--> statement-breakpoint
CREATE TABLE "throttle_holds" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;