ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
-- Messages kept before delivery existed were already readable in the development mailbox.
UPDATE "outbox" SET "status" = 'delivered', "sent_at" = "created_at" WHERE "status" = 'stored';
