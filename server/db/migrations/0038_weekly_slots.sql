-- `open_now` and `open_on` find their offers through a GIN index of the hours of the week each offer's weekly ranges
-- touch (server/offers/hours.ts, docs/wyszukiwanie.md): the GiST index of `weekly_lanes` indexed each offer's whole
-- span, Monday morning to Saturday evening, so it matched nearly every offer at any hour, and a search at an hour
-- when almost nothing is open read every public offer. An hour of the week is its lane's minute / 60 (0–335, two
-- days per lane, as in weekly_lanes); the column follows weekly_lanes by itself.
CREATE OR REPLACE FUNCTION "weekly_hour_slots"(lanes int4multirange) RETURNS smallint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT array_agg(DISTINCT slot ORDER BY slot)::smallint[]
	FROM unnest(lanes) AS r, generate_series(lower(r) / 60, (upper(r) - 1) / 60) AS slot
$$;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "weekly_slots" smallint[] GENERATED ALWAYS AS (weekly_hour_slots("weekly_lanes")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "offers_weekly_lanes_idx";--> statement-breakpoint
CREATE INDEX "offers_weekly_slots_idx" ON "offers" USING gin ("weekly_slots") WHERE status = 'active';
