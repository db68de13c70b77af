CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"article_type_category_id" text DEFAULT 'article' NOT NULL,
	"category_id" uuid,
	"featured_image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"payment_option" text DEFAULT 'free' NOT NULL,
	"published_at" timestamp with time zone,
	"title_key" text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'pending_approval', 'published', 'rejected', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"category_id" uuid,
	"price_type" text DEFAULT 'free' NOT NULL,
	"price" numeric(12, 2),
	"currency" text DEFAULT 'PLN' NOT NULL,
	"address_street" text,
	"address_city" text,
	"address_postal_code" text,
	"address_country" text DEFAULT 'Polska',
	"contact_person_name" text,
	"contact_email" text,
	"contact_phone" text,
	"preferred_contact_method" text DEFAULT 'email' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"city_key" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(address_city, '')))) STORED,
	"title_key" text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', f_unaccent(coalesce(title, '') || ' ' || coalesce(short_description, '') || ' ' || coalesce(long_description, '') || ' ' || coalesce(address_city, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'pending_approval', 'active', 'inactive', 'expired', 'rejected')),
	CONSTRAINT "offers_price_type_check" CHECK ("offers"."price_type" in ('free', 'paid', 'deposit_required'))
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"portal_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"terms_of_service" text DEFAULT '' NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"full_name" text,
	"organization_name" text,
	"company_slug" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"banned_until" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(email, '') || ' ' || coalesce(full_name, '') || ' ' || coalesce(organization_name, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'offeror', 'ngo', 'admin', 'superadmin'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_status_created_idx" ON "blog_posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_public_idx" ON "blog_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_type_idx" ON "blog_posts" USING btree ("article_type_category_id","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "offers_public_idx" ON "offers" USING btree ("status","is_promoted","created_at");--> statement-breakpoint
CREATE INDEX "offers_status_created_idx" ON "offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_owner_idx" ON "offers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "offers_city_idx" ON "offers" USING btree ("city_key","status");--> statement-breakpoint
CREATE INDEX "offers_price_idx" ON "offers" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "offers_expires_idx" ON "offers" USING btree ("expires_at") WHERE status = 'active' and expires_at is not null;--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_title_trgm_idx" ON "offers" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_slug_key" ON "users" USING btree ("company_slug");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);