-- Whether an offer's data is still true (docs/zasady-produktu.md#aktualność-danych). Every save by its organisation
-- and 'Dane są aktualne' set confirmed_at; offers saved before it existed count as confirmed at their last change.
ALTER TABLE "offers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "offers" SET "confirmed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "confirmed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "confirmed_at" SET NOT NULL;--> statement-breakpoint
-- Set by an administrator from the 'Poprawki danych' queue; the organisation's next confirmation clears it.
ALTER TABLE "offers" ADD COLUMN "confirmation_requested_at" timestamp with time zone;--> statement-breakpoint
-- The confirmation the last reminder e-mail was about: one reminder per confirmation period.
ALTER TABLE "offers" ADD COLUMN "reminded_for_confirmation_at" timestamp with time zone;--> statement-breakpoint
-- The reminder job reads the active offers by their confirmation date, oldest first.
CREATE INDEX "offers_confirmed_idx" ON "offers" USING btree ("confirmed_at") WHERE "offers"."status" = 'active';--> statement-breakpoint
CREATE TABLE "offer_corrections" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offer_id" uuid NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
  "fields" text[] NOT NULL,
  "note" text NOT NULL,
  "email" text,
  "status" text DEFAULT 'open' NOT NULL,
  "handled_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "handled_at" timestamp with time zone,
  "outcome_sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "offer_corrections_status_check" CHECK ("status" in ('open', 'resolved', 'confirmation_requested'))
);--> statement-breakpoint
CREATE INDEX "offer_corrections_offer_idx" ON "offer_corrections" USING btree ("offer_id", "created_at");--> statement-breakpoint
CREATE INDEX "offer_corrections_open_idx" ON "offer_corrections" USING btree ("created_at", "id") WHERE "offer_corrections"."status" = 'open';
