-- The GIN indexes the public search reads take each saved offer's keys at once instead of collecting them in a
-- pending list (`fastupdate`, on by default) that only VACUUM merges: every search must read that whole list, and
-- the planner, pricing it, turned from the text index to testing every public offer's text. After a thousand saves
-- at 100,000 offers, a search for 'wózek' read 15,000 offers in 44 ms instead of its 1,000 candidates in 6 ms
-- (docs/wydajnosc.md). A save writes a little more; no search waits for the next VACUUM. The lists already
-- collected are merged here.
ALTER INDEX "offers_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "offers_features_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "offers_groups_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "offers_modes_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "offers_weekly_slots_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "offers_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c
WHERE c.relname IN ('offers_search_idx', 'offers_features_idx', 'offers_groups_idx', 'offers_modes_idx',
	'offers_weekly_slots_idx', 'offers_title_trgm_idx');
