-- What a reversed appeal gave back: the status the target returned to ('active', 'published' or, for an account,
-- 'active'), or null when the target had changed or gone since the decision and nothing was restored.
ALTER TABLE "appeals" ADD COLUMN "restored_status" text;--> statement-breakpoint
-- The transparency report counts appeals filed and decided in a year.
CREATE INDEX "appeals_created_idx" ON "appeals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_decided_idx" ON "reports" USING btree ("decided_at") WHERE "reports"."decided_at" is not null;
