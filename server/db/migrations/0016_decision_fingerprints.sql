ALTER TABLE "moderation_decisions" ADD COLUMN "content_fingerprint" text;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "content_changed" boolean DEFAULT false NOT NULL;
