-- An optional https link to a video call with the offeror, so that a Deaf person can get in touch in Polish Sign
-- Language (docs/dostepnosc.md); checked by shared/schemas/offer.ts.
ALTER TABLE "offers" ADD COLUMN "contact_video_url" text;
