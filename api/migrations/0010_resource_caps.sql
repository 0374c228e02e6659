ALTER TABLE "cara_cases" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "cara_cases_client_status" ON "cara_cases" USING btree ("client_key","status");--> statement-breakpoint
CREATE INDEX "files_drafts" ON "files" USING btree ("created_at") WHERE "files"."owner_account_id" is null and "files"."registration_id" is null and "files"."deleted_at" is null and "files"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "rate_limits_window" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "throttle_holds_last_at" ON "throttle_holds" USING btree ("last_at");