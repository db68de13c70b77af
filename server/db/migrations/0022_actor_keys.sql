-- A pseudonymous key per account, copied into the audit entries it writes and the decisions it takes: deleting an
-- admin's account nulls actor_id and decided_by (ON DELETE SET NULL), the key keeps the attribution.
ALTER TABLE "users" ADD COLUMN "actor_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_key" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by_key" uuid;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "decided_by_key" uuid;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "decided_by_key" uuid;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "decided_by_key" uuid;--> statement-breakpoint
UPDATE "audit_log" SET "actor_key" = "users"."actor_key" FROM "users" WHERE "users"."id" = "audit_log"."actor_id";--> statement-breakpoint
UPDATE "reports" SET "decided_by_key" = "users"."actor_key" FROM "users" WHERE "users"."id" = "reports"."decided_by";--> statement-breakpoint
UPDATE "moderation_decisions" SET "decided_by_key" = "users"."actor_key" FROM "users" WHERE "users"."id" = "moderation_decisions"."decided_by";--> statement-breakpoint
UPDATE "appeals" SET "decided_by_key" = "users"."actor_key" FROM "users" WHERE "users"."id" = "appeals"."decided_by";--> statement-breakpoint
UPDATE "verification_requests" SET "decided_by_key" = "users"."actor_key" FROM "users" WHERE "users"."id" = "verification_requests"."decided_by";--> statement-breakpoint
CREATE INDEX "audit_log_actor_key_idx" ON "audit_log" USING btree ("actor_key");
