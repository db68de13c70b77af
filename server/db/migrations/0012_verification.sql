ALTER TABLE "users" ADD COLUMN "nip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "regon" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "krs" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_name" text NOT NULL,
	"nip" text,
	"regon" text,
	"krs" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_requests_status_created_idx" ON "verification_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "verification_requests_created_idx" ON "verification_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_key" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."status" = 'pending';
