-- The offers whose data-confirmation reminder is due (server/freshness/confirmation.ts), in the order the job sends
-- them. The job read them through offers_confirmed_idx, passing over every offer already reminded before it reached
-- the next hundred due ones: each batch read more than the one before, and a first run at 1,000,000 offers
-- (700,000 reminders) kept a core busy for more than ten minutes without finishing.
CREATE INDEX "offers_due_reminder_idx" ON "offers" ("confirmed_at", "id")
WHERE "status" = 'active' AND ("reminded_for_confirmation_at" IS NULL OR "reminded_for_confirmation_at" < "confirmed_at");
