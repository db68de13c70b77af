-- The size of each stored picture, counted against its uploader's storage quota (UPLOAD_QUOTA_BYTES in
-- shared/limits.ts). Pictures stored before sizes were kept count as 0 until they are deleted. The index serves the
-- hourly job that deletes pictures no offer or article uses 24 hours after their upload.
ALTER TABLE "uploads" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
