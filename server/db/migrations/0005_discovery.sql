CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"voivodeship" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(f_unaccent(name))) STORED
);
--> statement-breakpoint
CREATE INDEX "places_name_key_idx" ON "places" USING btree ("name_key" text_pattern_ops,"population");
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "accessibility_features" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "target_groups" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "service_modes" text[] DEFAULT '{on_site}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "service_radius_km" integer DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "geo_lat" double precision;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "geo_lon" double precision;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "voivodeship" text;
--> statement-breakpoint
CREATE INDEX "offers_geo_idx" ON "offers" USING btree ("geo_lat","geo_lon");
--> statement-breakpoint
CREATE INDEX "offers_features_idx" ON "offers" USING gin ("accessibility_features");
--> statement-breakpoint
CREATE INDEX "offers_groups_idx" ON "offers" USING gin ("target_groups");
--> statement-breakpoint
CREATE INDEX "offers_modes_idx" ON "offers" USING gin ("service_modes");
--> statement-breakpoint
CREATE INDEX "offers_voivodeship_idx" ON "offers" USING btree ("voivodeship","status");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "description" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_street" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_city" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_postal_code" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accessibility_features" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "geo_lat" double precision;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "geo_lon" double precision;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "voivodeship" text;
