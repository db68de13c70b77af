-- Who an offer is for and how to get it (shared/eligibility.ts, docs/wyszukiwanie.md): an age range in whole years,
-- whether an orzeczenie is needed, the documents to bring, the first steps and the routes of funding. The codes are
-- checked by shared/schemas/eligibility.ts; the CHECKs keep the ages sane whatever writes them.
ALTER TABLE "offers" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "certificate_required" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "required_documents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "how_to_start" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "funding_routes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_certificate_required_check" CHECK ("offers"."certificate_required" in ('unknown', 'none', 'any', 'moderate', 'significant'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_age_range_check" CHECK (("min_age" is null or "min_age" between 0 and 120) and ("max_age" is null or "max_age" between 0 and 120) and ("min_age" is null or "max_age" is null or "min_age" <= "max_age"));--> statement-breakpoint
-- The search's facet summary reads every candidate offer from this index alone (an index-only scan,
-- docs/wydajnosc.md): the columns the new filters and the funding facet read are carried in it too.
DROP INDEX IF EXISTS "offers_facets_idx";--> statement-breakpoint
CREATE INDEX "offers_facets_idx" ON "offers" USING btree ("status","category_id","price_type","city_key","expires_at","owner_id","address_city") INCLUDE ("voivodeship","service_modes","accessibility_features","target_groups","geo_lat","geo_lon","service_radius_km","min_age","max_age","certificate_required","funding_routes");
