-- Requests for digital accessibility, answered within 7 days (docs/dostepnosc.md), and the settings the accessibility
-- statement and the 'O portalu' page read: a named accessibility contact and the page's Polish Sign Language video.
CREATE TABLE "accessibility_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"problem" text NOT NULL,
	"alternative_format" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_by" uuid,
	"status_changed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accessibility_requests_status_check" CHECK ("accessibility_requests"."status" in ('new', 'in_progress', 'answered')),
	CONSTRAINT "accessibility_requests_format_check" CHECK ("accessibility_requests"."alternative_format" in ('none', 'easy_read', 'pjm_video', 'accessible_document', 'audio', 'phone_call', 'large_print', 'other'))
);
--> statement-breakpoint
ALTER TABLE "accessibility_requests" ADD CONSTRAINT "accessibility_requests_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessibility_requests_status_due_idx" ON "accessibility_requests" USING btree ("status","due_at","id");--> statement-breakpoint
CREATE INDEX "accessibility_requests_created_idx" ON "accessibility_requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "accessibility_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "accessibility_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "pjm_video_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "pjm_video_captions_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "pjm_video_transcript_url" text DEFAULT '' NOT NULL;
