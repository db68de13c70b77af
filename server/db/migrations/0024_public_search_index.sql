-- The text index holds the public offers only (status 'active'), the ones every text search reads. Before, a search
-- combined the whole index with the status index (a BitmapAnd reading every active offer's entry: 70,000 at 100,000
-- offers, 18-37 ms, growing with the table); through this partial index the candidate read reads only the matching
-- public offers' entries (docs/wydajnosc.md). Drafts and waiting offers are not indexed, so saving them
-- costs less too.
DROP INDEX IF EXISTS "offers_search_idx";--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector") WHERE "offers"."status" = 'active';
