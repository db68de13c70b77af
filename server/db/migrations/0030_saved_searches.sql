-- Alerts for new offers (docs/powiadomienia.md). When an offer last became public: digests list the offers that
-- became public since the previous one. Set by the database on every change of status to 'active', whichever code
-- makes it, so no path (approval, re-approval, an automatic decision) can forget it; a restored row keeps its own.
ALTER TABLE "offers" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "offers" SET "published_at" = "updated_at" WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "offers_published_idx" ON "offers" USING btree ("published_at") WHERE "status" = 'active';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "offers_mark_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status = 'active' AND (
		(TG_OP = 'INSERT' AND NEW.published_at IS NULL)
		OR (TG_OP = 'UPDATE' AND OLD.status IS DISTINCT FROM 'active')
	) THEN
		NEW.published_at := now();
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_published_at" BEFORE INSERT OR UPDATE OF "status" ON "offers"
	FOR EACH ROW EXECUTE FUNCTION "offers_mark_published"();--> statement-breakpoint
-- A saved search: of an account (user_id), or of an e-mail address alone (email, confirmed by a link).
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"email" text,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" in ('daily', 'weekly')),
	CONSTRAINT "saved_searches_owner_check" CHECK (("user_id" IS NULL) <> ("email" IS NULL))
);--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email", "created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency", "checked_until") WHERE "confirmed_at" IS NOT NULL;--> statement-breakpoint
-- Every offer a saved search has sent: no offer is sent twice by the same alert.
CREATE TABLE "saved_search_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
	"offer_id" uuid NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_deliveries_offer" ON "saved_search_deliveries" USING btree ("saved_search_id", "offer_id");--> statement-breakpoint
CREATE INDEX "saved_search_deliveries_offer_idx" ON "saved_search_deliveries" USING btree ("offer_id");--> statement-breakpoint
-- Extra headers of an outgoing message (the digests' one-click unsubscribe, RFC 8058).
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;
