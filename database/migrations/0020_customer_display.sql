ALTER TABLE "stations" ADD COLUMN "display_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "display_screen" jsonb;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "display_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stations_display_token_unique" ON "stations" USING btree ("display_token");