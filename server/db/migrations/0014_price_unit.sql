-- What an offer's price is for ("35,50 zł za godzinę"). Offers saved before keep "jednorazowo" (a single
-- payment) until their author says otherwise; the codes are those of shared/price.ts.
ALTER TABLE "offers" ADD COLUMN "price_unit" text DEFAULT 'once' NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_unit_check" CHECK ("offers"."price_unit" in ('once', 'hour', 'day', 'week', 'month'));
