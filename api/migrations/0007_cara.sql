CREATE TABLE "cara_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cara_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_key" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"source" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"case_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cara_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key" text NOT NULL,
	"type" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data1" jsonb,
	"data2" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key" text NOT NULL,
	"sender" text NOT NULL,
	"kind" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key" text NOT NULL,
	"code" text NOT NULL,
	"file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"high_file_id" uuid NOT NULL,
	"low_file_id" uuid NOT NULL,
	"sku_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cara_cases" ADD CONSTRAINT "cara_cases_photo_id_cara_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."cara_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_jobs" ADD CONSTRAINT "cara_jobs_case_id_cara_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cara_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_photos" ADD CONSTRAINT "cara_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_renders" ADD CONSTRAINT "cara_renders_case_id_cara_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cara_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_renders" ADD CONSTRAINT "cara_renders_high_file_id_files_id_fk" FOREIGN KEY ("high_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_renders" ADD CONSTRAINT "cara_renders_low_file_id_files_id_fk" FOREIGN KEY ("low_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cara_cases_owner" ON "cara_cases" USING btree ("owner_key","id");--> statement-breakpoint
CREATE INDEX "cara_cases_owner_status" ON "cara_cases" USING btree ("owner_key","status");--> statement-breakpoint
CREATE INDEX "cara_jobs_due" ON "cara_jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "cara_jobs_case" ON "cara_jobs" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cara_logs_type_time" ON "cara_logs" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "cara_messages_owner_time" ON "cara_messages" USING btree ("owner_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cara_photos_code" ON "cara_photos" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cara_photos_owner" ON "cara_photos" USING btree ("owner_key","created_at");--> statement-breakpoint
CREATE INDEX "cara_renders_case" ON "cara_renders" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cara_renders_job" ON "cara_renders" USING btree ("job_id");