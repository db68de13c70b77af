DROP INDEX IF EXISTS "offers_facets_idx";--> statement-breakpoint
CREATE INDEX "offers_facets_idx" ON "offers" USING btree ("status","category_id","price_type","city_key","expires_at","owner_id","address_city") INCLUDE ("voivodeship","service_modes","accessibility_features","target_groups","geo_lat","geo_lon","service_radius_km");
