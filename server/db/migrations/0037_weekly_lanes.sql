-- `open_now` and `open_on` read the weekly ranges as one int4multirange column of the offer (server/offers/hours.ts,
-- docs/wyszukiwanie.md): a containment test of each row instead of a read of every offer open at this hour, which
-- grew with the number of offers. Each day of the week has its lane of 2880 minutes, so a range past midnight stays
-- its own day's.
ALTER TABLE "offers" ADD COLUMN "weekly_lanes" int4multirange;--> statement-breakpoint
UPDATE "offers" o SET "weekly_lanes" = w.lanes
FROM (
	SELECT "offer_id", range_agg(int4range(("day" - 1) * 2880 + "opens_minute", ("day" - 1) * 2880 + "closes_minute")) AS lanes
	FROM "offer_weekly_hours" GROUP BY "offer_id"
) w
WHERE w."offer_id" = o."id";--> statement-breakpoint
DROP TABLE "offer_weekly_hours";--> statement-breakpoint
CREATE INDEX "offers_weekly_lanes_idx" ON "offers" USING gist ("weekly_lanes") WHERE status = 'active';
