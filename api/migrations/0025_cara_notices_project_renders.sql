CREATE TABLE "project_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"case_id" integer NOT NULL,
	"render_id" uuid NOT NULL,
	"high_file_id" uuid NOT NULL,
	"low_file_id" uuid NOT NULL,
	"added_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cara_cases" ADD COLUMN "noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_renders" ADD CONSTRAINT "project_renders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_renders" ADD CONSTRAINT "project_renders_high_file_id_files_id_fk" FOREIGN KEY ("high_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_renders" ADD CONSTRAINT "project_renders_low_file_id_files_id_fk" FOREIGN KEY ("low_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_renders" ADD CONSTRAINT "project_renders_added_by_accounts_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_renders_project_render" ON "project_renders" USING btree ("project_id","render_id");--> statement-breakpoint
UPDATE "cara_cases" SET "noticed_at" = "updated_at" WHERE "status" <> 1;