-- 'Zapytaj o ofertę' (docs/zapytania.md): the asker's personal data, deleted 12 months after the last change by a
-- scheduled job, with the offer, and with the asker's account when it was sent signed in.
CREATE TABLE "offer_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"needs" text[] NOT NULL,
	"on_behalf_name" text,
	"on_behalf_relation" text,
	"status" text DEFAULT 'new' NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_inquiries_status_check" CHECK ("status" in ('new', 'answered', 'closed'))
);--> statement-breakpoint
CREATE INDEX "offer_inquiries_offer_idx" ON "offer_inquiries" USING btree ("offer_id", "created_at");--> statement-breakpoint
CREATE INDEX "offer_inquiries_user_idx" ON "offer_inquiries" USING btree ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "offer_inquiries_updated_idx" ON "offer_inquiries" USING btree ("updated_at");
