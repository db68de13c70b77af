-- Whether an offer's venue accessibility stands on its author's word (shared/venueFeatures.ts). Offers saved before
-- carry the profile's list unchecked when it is exactly that list; an online-only offer has no building to describe,
-- so it keeps only what holds online (PJM, captions, ETR…).
ALTER TABLE "offers" ADD COLUMN "venue_features_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "offers" SET "accessibility_features" = ARRAY(
  SELECT f FROM unnest("accessibility_features") WITH ORDINALITY AS t(f, i)
  WHERE f NOT IN ('wheelchair_access', 'accessible_toilet', 'accessible_parking', 'induction_loop', 'assistance_dog', 'quiet_space')
  ORDER BY i
)::text[]
WHERE "service_modes" <@ ARRAY['online']::text[] AND cardinality("service_modes") > 0;--> statement-breakpoint
UPDATE "offers" AS o SET "venue_features_confirmed" = false
FROM "users" AS u
WHERE u."id" = o."owner_id"
  AND NOT (o."service_modes" <@ ARRAY['online']::text[] AND cardinality(o."service_modes") > 0)
  AND cardinality(o."accessibility_features") > 0
  AND o."accessibility_features" @> u."accessibility_features"
  AND o."accessibility_features" <@ u."accessibility_features";
