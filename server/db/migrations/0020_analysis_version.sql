-- Which version of the Polish analysis wrote a row's search_vector (null: never analysed). A server that finds rows
-- of an older version (or none) analyses them again in the background, and they stay searchable by their old
-- vector meanwhile; the index finds them without reading the whole table.
ALTER TABLE "offers" ADD COLUMN "search_version" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_version" integer;--> statement-breakpoint
UPDATE "offers" SET "search_version" = 1 WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "search_version" = 1 WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "offers_unanalysed_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_unanalysed_idx";--> statement-breakpoint
CREATE INDEX "offers_analysis_version_idx" ON "offers" USING btree ((coalesce("search_version", 0)));--> statement-breakpoint
CREATE INDEX "blog_posts_analysis_version_idx" ON "blog_posts" USING btree ((coalesce("search_version", 0)));
