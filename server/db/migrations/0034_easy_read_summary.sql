-- 'W skrócie – tekst łatwy do czytania': an optional summary of an offer in easy-to-read Polish (docs/dostepnosc.md),
-- shown first on the offer page, searchable and approved like the description; checked by shared/schemas/offer.ts.
ALTER TABLE "offers" ADD COLUMN "easy_read_summary" text;
