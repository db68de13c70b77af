-- 'Moja lista' of a signed-in person (docs/moja-lista.md). No foreign key to offers: an offer deleted or no longer
-- public stays on the list as 'Oferta niedostępna' until its owner removes it.
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY ("user_id", "offer_id")
);--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id", "created_at");--> statement-breakpoint
-- A shared list is only the offers it names: no account, no address, nothing about who made it.
CREATE TABLE "shared_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "shared_lists_expires_idx" ON "shared_lists" USING btree ("expires_at");
