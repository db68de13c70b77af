DROP INDEX "blog_posts_status_created_idx";--> statement-breakpoint
DROP INDEX "offers_status_created_idx";--> statement-breakpoint
DROP INDEX "offers_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_status_created_idx" ON "blog_posts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_status_created_idx" ON "offers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");