-- When an offer is open and whether it has room (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca').
-- `opening_hours` is what the offeror gave (checked by shared/schemas/openingHours.ts); the two side tables hold
-- the same schedule as minutes, written in the offer's save transaction, so that `open_now` and `open_on` read
-- an index instead of every offer's JSON.
ALTER TABLE "offers" ADD COLUMN "opening_hours" jsonb;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "availability" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "next_available_date" date;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "availability_updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_availability_check"
  CHECK ("availability" IS NULL OR "availability" IN ('available', 'waiting_list', 'full', 'temporarily_closed'));
--> statement-breakpoint
CREATE INDEX "offers_availability_idx" ON "offers" ("availability", "availability_updated_at") WHERE "status" = 'active';
--> statement-breakpoint
CREATE TABLE "offer_weekly_hours" (
  "offer_id" uuid NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
  "day" smallint NOT NULL,
  "opens_minute" smallint NOT NULL,
  "closes_minute" smallint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offer_weekly_hours_day_idx" ON "offer_weekly_hours" ("day", "opens_minute", "closes_minute", "offer_id");
--> statement-breakpoint
CREATE INDEX "offer_weekly_hours_offer_idx" ON "offer_weekly_hours" ("offer_id");
--> statement-breakpoint
CREATE TABLE "offer_hours_exceptions" (
  "offer_id" uuid NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
  "on_date" date NOT NULL,
  "closed" boolean NOT NULL,
  "opens_minute" smallint,
  "closes_minute" smallint
);
--> statement-breakpoint
CREATE INDEX "offer_hours_exceptions_date_idx" ON "offer_hours_exceptions" ("on_date", "offer_id");
--> statement-breakpoint
CREATE INDEX "offer_hours_exceptions_offer_idx" ON "offer_hours_exceptions" ("offer_id");
