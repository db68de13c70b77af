DROP INDEX IF EXISTS "offers_search_idx";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_unanalysed_idx" ON "offers" USING btree ("id") WHERE "offers"."search_vector" is null;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_unanalysed_idx" ON "blog_posts" USING btree ("id") WHERE "blog_posts"."search_vector" is null;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"word_key" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word_key" gin_trgm_ops);--> statement-breakpoint
-- A database already in use gets the starting thesaurus here; a new one gets it with its settings (ensureBaseData).
INSERT INTO "search_synonyms" ("terms")
SELECT "terms" FROM (VALUES
	(ARRAY['PJM', 'polski język migowy', 'tłumacz migowy']),
	(ARRAY['wózek', 'wózek inwalidzki']),
	(ARRAY['ETR', 'tekst łatwy do czytania']),
	(ARRAY['SI', 'integracja sensoryczna']),
	(ARRAY['niewidomy', 'osoba z niepełnosprawnością wzroku']),
	(ARRAY['głuchy', 'Głuchy', 'niesłyszący']),
	(ARRAY['AAC', 'komunikacja alternatywna']),
	(ARRAY['turnus', 'turnus rehabilitacyjny'])
) AS "groups" ("terms")
WHERE EXISTS (SELECT 1 FROM "portal_settings");
