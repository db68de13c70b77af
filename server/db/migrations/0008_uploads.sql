CREATE TABLE "uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"uploader_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_uploader_idx" ON "uploads" USING btree ("uploader_id");
--> statement-breakpoint
CREATE INDEX "offers_image_urls_idx" ON "offers" USING gin ("image_urls");
--> statement-breakpoint
INSERT INTO "uploads" ("path", "uploader_id", "created_at")
SELECT DISTINCT ON (url) url, o."owner_id", o."created_at"
FROM "offers" o, unnest(o."image_urls") AS url
WHERE url LIKE '/uploads/%'
ORDER BY url, o."created_at"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploads" ("path", "uploader_id", "created_at")
SELECT DISTINCT ON (b."featured_image_url") b."featured_image_url", b."author_id", b."created_at"
FROM "blog_posts" b
WHERE b."featured_image_url" LIKE '/uploads/%' AND b."author_id" IS NOT NULL
ORDER BY b."featured_image_url", b."created_at"
ON CONFLICT DO NOTHING;
