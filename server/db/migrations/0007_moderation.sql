CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_title" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"name" text,
	"email" text,
	"reporter_id" uuid,
	"good_faith" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"statement" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone,
	"outcome_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('offer', 'blog_post', 'profile')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('illegal', 'fraud', 'discrimination', 'misleading', 'personal_data', 'terms', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'decided')),
	CONSTRAINT "reports_decision_check" CHECK ("reports"."decision" in ('content_removed', 'visibility_restricted', 'no_action'))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_title" text NOT NULL,
	"user_id" uuid,
	"decision_type" text NOT NULL,
	"previous_status" text NOT NULL,
	"new_status" text NOT NULL,
	"ground" text NOT NULL,
	"statement" text NOT NULL,
	"report_id" uuid,
	"decided_by" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_target_type_check" CHECK ("moderation_decisions"."target_type" in ('offer', 'blog_post', 'profile')),
	CONSTRAINT "moderation_decisions_type_check" CHECK ("moderation_decisions"."decision_type" in ('content_removed', 'visibility_restricted', 'account_banned'))
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"user_id" uuid,
	"explanation" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"statement" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"outcome_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_status_check" CHECK ("appeals"."status" in ('open', 'decided')),
	CONSTRAINT "appeals_outcome_check" CHECK ("appeals"."outcome" in ('upheld', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "decision_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_user_idx" ON "moderation_decisions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_report_idx" ON "moderation_decisions" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_decision_key" ON "appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "appeals_user_idx" ON "appeals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_decision_idx" ON "audit_log" USING btree ("decision_id") WHERE "audit_log"."decision_id" is not null;
