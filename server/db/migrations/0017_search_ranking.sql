-- The ranking of the offer search (server/search/): field lengths per offer, document frequencies of every index
-- key and the collection's totals, kept by the server on every save (server/search/indexing.ts) and here on delete.
ALTER TABLE "offers" ADD COLUMN "search_lengths" integer[];--> statement-breakpoint
CREATE TABLE "search_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"df" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_typo_idx" ON "search_terms" USING gist ("lexeme" gist_trgm_ops) WHERE "lexeme" ~ '^[a-z]{4,}$';--> statement-breakpoint
CREATE TABLE "search_stats" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"field_lengths" bigint[] DEFAULT '{0,0,0,0}' NOT NULL
);--> statement-breakpoint
INSERT INTO "search_stats" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_terms_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- In the order of the keys, as every save takes them, so that a delete and a save never wait for each other.
	INSERT INTO "search_terms" ("lexeme", "df")
		SELECT lexeme, -count(*)::int
		FROM gone CROSS JOIN LATERAL unnest(tsvector_to_array(gone.search_vector)) AS lexeme
		WHERE gone.search_vector IS NOT NULL
		GROUP BY lexeme ORDER BY lexeme
	ON CONFLICT ("lexeme") DO UPDATE SET "df" = "search_terms"."df" + excluded."df";
	UPDATE "search_stats" AS t SET
		"documents" = t."documents" - s.gone_documents,
		"field_lengths" = ARRAY[t."field_lengths"[1] - s.l1, t."field_lengths"[2] - s.l2, t."field_lengths"[3] - s.l3, t."field_lengths"[4] - s.l4]
	FROM (
		SELECT count(*)::int AS gone_documents, coalesce(sum(search_lengths[1]), 0) AS l1, coalesce(sum(search_lengths[2]), 0) AS l2,
			coalesce(sum(search_lengths[3]), 0) AS l3, coalesce(sum(search_lengths[4]), 0) AS l4
		FROM gone WHERE gone.search_vector IS NOT NULL
	) s
	WHERE t."id" = 1 AND s.gone_documents > 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_search_terms_forget" AFTER DELETE ON "offers"
	REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_forget"();--> statement-breakpoint
-- Every offer and article is analysed again with the new index keys (in the background, see server/main.ts).
UPDATE "offers" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
-- A database already in use gets the new starting synonyms here; a new one gets them with its settings (ensureBaseData).
INSERT INTO "search_synonyms" ("terms")
SELECT "terms" FROM (VALUES
	(ARRAY['WTZ', 'warsztat terapii zajęciowej']),
	(ARRAY['ŚDS', 'środowiskowy dom samopomocy']),
	(ARRAY['taxi', 'taksówka', 'przewóz']),
	(ARRAY['chodzik', 'balkonik']),
	(ARRAY['kupić', 'sprzedaż', 'sprzedam']),
	(ARRAY['opieka wytchnieniowa', 'wytchnienie']),
	(ARRAY['asystent osobisty', 'asystencja osobista'])
) AS "groups" ("terms")
WHERE EXISTS (SELECT 1 FROM "portal_settings");
