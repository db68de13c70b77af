ALTER TABLE "offers" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "featured_image_alt" text;
