DROP INDEX "accounts_phone";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- Phones stored before L4 were taken as the account's when stored: they stay login names (decision 017).
UPDATE "accounts" SET "phone_verified_at" = "created_at" WHERE "phone" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone" ON "accounts" USING btree ("phone") WHERE "accounts"."phone_verified_at" is not null;