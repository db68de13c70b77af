-- 'Wolne miejsca' and 'Dane aktualne' are read by one index: the room state (with its date) and, behind it, when the
-- data were last confirmed. A search with both filters (or with both among the sets its counts read, such as 'what
-- removing open now would give' at night) tested the confirmation of every offer with a fresh room state in the table
-- itself; the index now passes over those not confirmed before a page is read. At 100,000 offers the read of that
-- set went from 7,470 pages in 34 ms to 2,845 in 13 ms (docs/wydajnosc.md). The old two-column index is its prefix.
DROP INDEX IF EXISTS "offers_availability_idx";--> statement-breakpoint
CREATE INDEX "offers_availability_idx" ON "offers" ("availability", "availability_updated_at", "confirmed_at") WHERE "status" = 'active';
